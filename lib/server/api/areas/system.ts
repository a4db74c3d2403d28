import { createRouter } from '../http/router';
import { learnerAccountRoutes, managerAccountRoutes } from '../routes/system-accounts';
import { menuEditorRoutes, roleRoutes } from '../routes/system-access';
import { systemLogRoutes } from '../routes/system-logs';
import { manageLearnerRightsRoutes } from '../routes/learner-rights';
import { dictionaryAdminRoutes, organizationAdminRoutes } from '../routes/system-organizations';

/** Routes of the back-office system administration, mounted at /api/v1. */
export const systemArea = createRouter()
  .route('/manage/learners', learnerAccountRoutes)
  .route('/manage/managers', managerAccountRoutes)
  .route('/manage/roles', roleRoutes)
  .route('/manage/menus', menuEditorRoutes)
  .route('/manage/logs', systemLogRoutes)
  .route('/manage/learner-rights', manageLearnerRightsRoutes)
  .route('/manage/organizations', organizationAdminRoutes)
  .route('/manage/dictionaries', dictionaryAdminRoutes);
