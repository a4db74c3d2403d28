import { createRouter } from '../http/router';
import { enrollmentRoutes } from '../routes/enrollments';
import { learnerRightsRoutes } from '../routes/learner-rights';
import { manageEnrollmentBulkRoutes } from '../routes/manage-enrollment-bulk';
import { manageEnrollmentRoutes, manageOrderRoutes } from '../routes/manage-enrollments';
import { manageLessonRoutes } from '../routes/manage-lessons';
import { notificationRoutes } from '../routes/notifications';
import { orderRoutes } from '../routes/orders';
import { studyRoutes } from '../routes/study';
import { userClassRoutes } from '../routes/user-classes';

/** Routes of the learner area and class enrolment, mounted at /api/v1. */
export const learnerArea = createRouter()
  .route('/user/enrollments', enrollmentRoutes)
  .route('/user/orders', orderRoutes)
  .route('/user/notifications', notificationRoutes)
  .route('/user', userClassRoutes)
  .route('/user', studyRoutes)
  .route('/user', learnerRightsRoutes)
  .route('/manage/enrollments', manageEnrollmentBulkRoutes)
  .route('/manage/enrollments', manageEnrollmentRoutes)
  .route('/manage/orders', manageOrderRoutes)
  .route('/manage/lessons', manageLessonRoutes);
