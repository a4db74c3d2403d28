import type { Migration } from 'kysely';
import * as initial from './2026-11-22-0001-initial';
import * as benchListIndexes from './2026-11-23-bench-01-list-indexes';
import * as frontMoxibustion from './2026-11-23-front-01-moxibustion-batches';
import * as learnerStudy from './2026-11-23-learner-01-study-and-notifications';
import * as careerTalentOwner from './2026-11-23-career-01-talent-owner';
import * as learnerPlayState from './2026-11-23-learner-02-play-state';
import * as systemMenuPermissions from './2026-11-23-system-01-menu-permissions';
import * as facultyOccupationStatus from './2026-11-24-faculty-01-occupation-status';
import * as moxibustionReview from './2026-11-24-moxibustion-01-review-and-revoke';
import * as mediaChapters from './2026-11-24-media-01-chapters';
import * as employmentJobReview from './2026-11-25-employment-01-job-review';
import * as securityLoginLockouts from './2026-11-26-security-01-login-lockouts';
import * as credentialSignatures from './2026-11-26-credentials-01-signatures';
import * as frontClubText from './2026-11-26-front-01-club-text';
import * as privacyCertificateArtefacts from './2026-11-29-privacy-01-certificate-artefacts';
import * as atRestIdNumbers from './2026-11-29-atrest-01-id-number-blind-index';
import * as atRestDataKeyIds from './2026-11-29-atrest-02-data-key-ids';
import * as learnerRights from './2026-11-29-rights-01-learner-rights';
import * as subsidyChain from './2026-11-29-subsidy-01-chain';
import * as subsidyQueueIndex from './2026-11-29-subsidy-02-queue-index';
import * as subsidyMenus from './2026-11-29-subsidy-03-menus';
import * as screenAggregates from './2026-11-30-screen-01-aggregates';
import * as screenAccess from './2026-11-30-screen-02-access';
import * as trainingCompletionRule from './2026-12-01-training-01-completion-rule';
import * as screenFeedIndexes from './2026-12-02-screen-03-feed-indexes';

// A static list, so a bundled server finds every migration without reading the file system.
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-initial': initial,
  '2026-11-23-learner-01-study-and-notifications': learnerStudy,
  '2026-11-23-front-01-moxibustion-batches': frontMoxibustion,
  '2026-11-23-career-01-talent-owner': careerTalentOwner,
  '2026-11-23-bench-01-list-indexes': benchListIndexes,
  '2026-11-23-learner-02-play-state': learnerPlayState,
  '2026-11-23-system-01-menu-permissions': systemMenuPermissions,
  '2026-11-24-faculty-01-occupation-status': facultyOccupationStatus,
  '2026-11-24-moxibustion-01-review-and-revoke': moxibustionReview,
  '2026-11-24-media-01-chapters': mediaChapters,
  '2026-11-25-employment-01-job-review': employmentJobReview,
  '2026-11-26-security-01-login-lockouts': securityLoginLockouts,
  '2026-11-26-credentials-01-signatures': credentialSignatures,
  '2026-11-26-front-01-club-text': frontClubText,
  '2026-11-29-privacy-01-certificate-artefacts': privacyCertificateArtefacts,
  '2026-11-29-atrest-01-id-number-blind-index': atRestIdNumbers,
  '2026-11-29-atrest-02-data-key-ids': atRestDataKeyIds,
  '2026-11-29-rights-01-learner-rights': learnerRights,
  '2026-11-29-subsidy-01-chain': subsidyChain,
  '2026-11-29-subsidy-02-queue-index': subsidyQueueIndex,
  '2026-11-29-subsidy-03-menus': subsidyMenus,
  '2026-11-30-screen-01-aggregates': screenAggregates,
  '2026-11-30-screen-02-access': screenAccess,
  '2026-12-01-training-01-completion-rule': trainingCompletionRule,
  '2026-12-02-screen-03-feed-indexes': screenFeedIndexes,
};
