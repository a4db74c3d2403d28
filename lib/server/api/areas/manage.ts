import { createRouter } from '../http/router';
import { manageDashboardRoutes } from '../routes/manage-dashboard';
import { manageDashboardWorkRoutes } from '../routes/manage-dashboard-work';
import { manageOrganizationRoutes } from '../routes/manage-organization';
import { manageRevealRoutes } from '../routes/manage-reveal';
import { manageScreenRoutes } from '../routes/manage-screen';
import { dataScreenRoutes } from '../routes/data-screen';
import { managerRouteRoutes } from '../routes/manager-routes';
import { managerSettingsRoutes } from '../routes/manager-settings';

/** Routes of the management shell: settings, dashboard, organisation, the data screen (and its public version), mounted at /api/v1. */
export const manageArea = createRouter()
  .route('/user', managerSettingsRoutes)
  .route('/user', managerRouteRoutes)
  .route('/manage', manageDashboardRoutes)
  .route('/manage', manageDashboardWorkRoutes)
  .route('/manage/organization', manageOrganizationRoutes)
  .route('/manage', manageRevealRoutes)
  .route('/manage', manageScreenRoutes)
  .route('/data-screen', dataScreenRoutes);
