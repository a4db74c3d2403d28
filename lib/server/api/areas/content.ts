import { createRouter } from '../http/router';
import { manageNewsCategoryRoutes } from '../routes/manage-news-categories';
import { manageNewsRoutes } from '../routes/manage-news';
import { managePageRoutes } from '../routes/manage-pages';

/** Routes of the back-office content management (news, categories, single pages), mounted at /api/v1. */
export const contentArea = createRouter()
  .route('/manage/news', manageNewsRoutes)
  .route('/manage/news-categories', manageNewsCategoryRoutes)
  .route('/manage/pages', managePageRoutes);
