import { createRouter } from '../http/router';
import { subsidyCategoryLearnerRoutes, subsidyCategoryManagerRoutes } from '../routes/subsidy-categories';
import { subsidyClaimFileRoutes } from '../routes/subsidy-claim-files';
import { subsidyClaimRoutes } from '../routes/subsidy-claims';
import { subsidyLearnerRoutes, subsidyMineRoutes } from '../routes/subsidy-learner';
import { subsidyNoticeRoutes } from '../routes/subsidy-notices';
import { subsidyPaymentRoutes } from '../routes/subsidy-payments';
import { subsidyReportRoutes } from '../routes/subsidy-reports';
import { subsidySessionRoutes } from '../routes/subsidy-sessions';
import { subsidyStandardRoutes } from '../routes/subsidy-standards';

/** Routes of the training-subsidy chain (issue 31), mounted at /api/v1. */
export const subsidyArea = createRouter()
  .route('/manage/subsidy/standards', subsidyStandardRoutes)
  .route('/manage/subsidy/payment-batches', subsidyPaymentRoutes)
  .route('/manage/subsidy', subsidySessionRoutes)
  .route('/manage/subsidy', subsidyClaimRoutes)
  .route('/manage/subsidy', subsidyClaimFileRoutes)
  .route('/manage/subsidy', subsidyCategoryManagerRoutes)
  .route('/manage/subsidy', subsidyReportRoutes)
  .route('/user/subsidy', subsidyCategoryLearnerRoutes)
  .route('/user/subsidy', subsidyLearnerRoutes)
  .route('/user', subsidyMineRoutes)
  .route('/subsidy', subsidyNoticeRoutes);
