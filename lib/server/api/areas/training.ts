import { createRouter } from '../http/router';
import { manageClassCoverRoutes } from '../routes/manage-class-cover';
import { manageClassExcelRoutes } from '../routes/manage-class-excel';
import { manageCertificateRoutes } from '../routes/manage-certificates';
import { manageChapterRoutes } from '../routes/manage-chapters';
import { manageClassRoutes } from '../routes/manage-classes';
import { manageCourseRoutes } from '../routes/manage-courses';
import { manageExamRoutes } from '../routes/manage-exams';
import { manageTrainingRegistrationRoutes } from '../routes/manage-training-registrations';
import { manageVerificationRoutes } from '../routes/manage-verifications';

/** Routes of the back-office training operations, mounted at /api/v1. */
export const trainingArea = createRouter()
  .route('/manage/classes', manageClassExcelRoutes)
  .route('/manage/classes', manageClassCoverRoutes)
  .route('/manage/classes', manageClassRoutes)
  .route('/manage/verifications', manageVerificationRoutes)
  .route('/manage/exams', manageExamRoutes)
  .route('/manage/certificates', manageCertificateRoutes)
  .route('/manage/training-registrations', manageTrainingRegistrationRoutes)
  .route('/manage/courses', manageCourseRoutes)
  .route('/manage/chapters', manageChapterRoutes);
