import { z } from 'zod';
import { dateParam, idRef } from '../fields';

// A learner category declaration (人员类别申报): the learner declares a category (失业人员, 农民工,
// 高校毕业生…) with a supporting document; the institution or the city verifies it. The category in
// force on the enrolment date is the one that counts for the standard.

export const CATEGORY_DECLARATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const CategoryDeclarationStatusSchema = z.enum(CATEGORY_DECLARATION_STATUSES);

export const CategoryDeclarationSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    learner_name: z.string().nullable(),
    enrollment_id: z.number().int().nullable(),
    class_id: z.number().int().nullable(),
    category: z.string(),
    valid_from: z.string().meta({ description: 'The category is in force from this date' }),
    valid_to: z.string().nullable(),
    document_file_id: z.number().int().nullable(),
    document_name: z.string().nullable(),
    status: CategoryDeclarationStatusSchema,
    review_reason: z.string().nullable(),
    reviewed_by_name: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CategoryDeclaration' });
export type CategoryDeclaration = z.infer<typeof CategoryDeclarationSchema>;

/** POST /user/subsidy/categories: the document is uploaded first (POST /user/subsidy/category-documents). */
export const CategoryDeclarationBody = z
  .object({
    category: z.string().trim().min(1, '请选择人员类别。').max(30),
    enrollment_id: idRef().nullable().optional(),
    valid_from: dateParam,
    valid_to: dateParam.nullable().optional(),
    document_file_id: idRef(),
  })
  .superRefine((b, ctx) => {
    if (b.valid_to && b.valid_to < b.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '截止日期不能早于起始日期。' });
  })
  .meta({ id: 'CategoryDeclarationBody' });
export type CategoryDeclarationInput = z.infer<typeof CategoryDeclarationBody>;

export const CategoryReviewBody = z
  .object({
    decision: z.enum(['verify', 'reject']),
    reason: z.string().trim().max(200).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'reject' && !b.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时必须填写原因。' });
  })
  .meta({ id: 'CategoryReviewBody' });
export type CategoryReviewInput = z.infer<typeof CategoryReviewBody>;

export const CategoryDeclarationQuery = z.object({ status: CategoryDeclarationStatusSchema.optional(), class_id: idRef().optional() });
