import { z } from 'zod';

// The learner's rights over their data (issue 30): the download of everything held about them,
// the closure of their account, and the back office's log of both.

/** The sections of the export, in the order the page shows them. */
export const EXPORT_SECTIONS = [
  'account', 'verification', 'files', 'enrollments', 'orders', 'study', 'study_plays', 'exams', 'certificates', 'moxibustion_enrollments',
  'moxibustion_certificates', 'job_applications', 'talent_profile', 'teacher_applications', 'teacher_profiles', 'training_registrations',
  'subsidy_categories', 'attendance', 'subsidies',
  'notifications', 'sessions', 'login_records', 'sms_records', 'personal_data_views', 'rights_requests',
] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

const Row = z.record(z.string(), z.unknown());

export const DataExportSchema = z
  .object({
    generated_at: z.string(),
    notice: z.string().meta({ description: 'What the file is and what it holds, in Chinese' }),
    ...Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, z.array(Row)])),
  })
  .meta({ id: 'LearnerDataExport', description: "Everything the platform holds about the signed-in learner, by section; each section a list of records" });
export type DataExport = { generated_at: string; notice: string } & Record<ExportSection, Record<string, unknown>[]>;

export const ExportPurpose = z.enum(['download', 'view']).meta({ description: 'download (the default: an attachment) or view (the privacy page); both are logged' });

export const AccountClosureBody = z
  .object({
    password: z.string().min(1, '请输入登录密码。').max(100, '密码过长。'),
    confirm: z.literal(true, { error: '请确认您已了解注销的后果。' }),
  })
  .strict()
  .meta({ id: 'AccountClosureBody', description: "The learner's password, and confirm: true" });

export const ClosureResultSchema = z
  .object({ closed_at: z.string(), erased: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'AccountClosureResult', description: 'When the account was closed and, per table, the columns erased (names only)' });

export const RIGHTS_EVENT_KINDS = ['export', 'closure'] as const;
export const RightsEventKind = z.enum(RIGHTS_EVENT_KINDS);

export const RightsEventSchema = z
  .object({
    id: z.number().int(),
    kind: RightsEventKind,
    user_id: z.number().int(),
    /** The account's masked phone while it is open; null once closed. */
    account: z.string().nullable(),
    account_status: z.string(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'LearnerRightsEvent' });
export type RightsEvent = z.infer<typeof RightsEventSchema>;
