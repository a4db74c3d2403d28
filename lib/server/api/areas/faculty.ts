import { createRouter } from '../http/router';
import { manageExaminerRoutes } from '../routes/manage-examiners';
import { manageOccupationRoutes } from '../routes/manage-occupations';
import { manageTeacherApplicationRoutes } from '../routes/manage-teacher-applications';
import { manageTeacherRoutes } from '../routes/manage-teachers';

/** Routes of the back-office faculty modules (occupations, teachers, their applications, examiners), mounted at /api/v1. */
export const facultyArea = createRouter()
  .route('/manage/occupations', manageOccupationRoutes)
  .route('/manage/teachers', manageTeacherRoutes)
  .route('/manage/teacher-applications', manageTeacherApplicationRoutes)
  .route('/manage/examiners', manageExaminerRoutes);
