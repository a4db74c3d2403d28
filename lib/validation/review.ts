import { z } from 'zod';

// Shared by the review forms (reject, refund) and the API, so both refuse the same reason.
export const REVIEW_REASON_MIN = 2;
export const REVIEW_REASON_MAX = 200;
export const reviewReason = z.string().trim().min(REVIEW_REASON_MIN).max(REVIEW_REASON_MAX);
