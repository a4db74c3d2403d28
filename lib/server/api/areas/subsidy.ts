import { createRouter } from '../http/router';
import { subsidyStandardRoutes } from '../routes/subsidy-standards';

/** Routes of the training-subsidy chain (issue 31), mounted at /api/v1. */
export const subsidyArea = createRouter()
  .route('/manage/subsidy/standards', subsidyStandardRoutes);
