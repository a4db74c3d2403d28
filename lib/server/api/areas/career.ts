import { createRouter } from '../http/router';
import { certificateCredentialRoutes } from '../routes/certificate-credentials';
import { examRoutes } from '../routes/exams';
import { jobRoutes } from '../routes/jobs';
import { manageJobRoutes } from '../routes/manage-jobs';
import { manageTalentRoutes } from '../routes/manage-talents';
import { moxibustionEnrollmentRoutes } from '../routes/moxibustion-enrollments';
import { myCertificateRoutes } from '../routes/my-certificates';
import { teacherApplicationRoutes } from '../routes/teacher-applications';

/** Routes of the learner's exams, certificates (and their signed credentials), jobs, teacher application and moxibustion enrolment, mounted at /api/v1. */
export const careerArea = createRouter()
  .route('/', examRoutes)
  .route('/', myCertificateRoutes)
  .route('/', certificateCredentialRoutes)
  .route('/', jobRoutes)
  .route('/', teacherApplicationRoutes)
  .route('/', moxibustionEnrollmentRoutes)
  .route('/manage/jobs', manageJobRoutes)
  .route('/manage/talents', manageTalentRoutes);
