import { z } from 'zod';

// Fraud signals (疑点提示) shown to reviewers beside a claim. They decide nothing: a reviewer reads
// them and decides.

export const FRAUD_SIGNAL_KINDS = [
  'shared_device_or_address', // 多名学员在数分钟内使用同一设备或同一地址签到
  'outside_radius', // 签到位置超出上课地点范围
  'corrected_after_session', // 课次结束后更正考勤
  'claimed_by_two_institutions', // 同一学员被两家机构申领
  'certificate_before_last_session', // 证书颁发早于最后一次课
] as const;
export const FraudSignalKindSchema = z.enum(FRAUD_SIGNAL_KINDS);

export const FraudSignalSchema = z
  .object({
    kind: FraudSignalKindSchema,
    message: z.string().meta({ description: 'What was seen, in Chinese' }),
    learner_names: z.array(z.string()),
    enrollment_ids: z.array(z.number().int()),
    session_id: z.number().int().nullable(),
    details: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'SubsidyFraudSignal' });
export type FraudSignal = z.infer<typeof FraudSignalSchema>;

/** Minutes within which several check-ins from one device or address make a signal. */
export const SHARED_CHECK_IN_MINUTES = 5;
