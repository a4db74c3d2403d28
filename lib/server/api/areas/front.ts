import { createRouter } from '../http/router';
import { moxibustionRoutes } from '../routes/moxibustion';
import { manageMoxibustionBatchRoutes } from '../routes/manage-moxibustion-batches';
import { manageMoxibustionCertificateRoutes } from '../routes/manage-moxibustion-certificates';
import { manageMoxibustionEnrollmentRoutes } from '../routes/manage-moxibustion-enrollments';

/** Routes of the public front site (issue: the public front site) and the back office of its moxibustion programme, mounted at /api/v1. */
export const frontArea = createRouter()
  .route('/moxibustion', moxibustionRoutes)
  .route('/manage/moxibustion/batches', manageMoxibustionBatchRoutes)
  .route('/manage/moxibustion/enrollments', manageMoxibustionEnrollmentRoutes)
  .route('/manage/moxibustion/certificates', manageMoxibustionCertificateRoutes);
