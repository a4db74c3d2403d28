import { z } from 'zod';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { MAX_ID } from './fields';
import { phone } from './person';

// What the back office writes for an occupation, a teacher or an examiner. The routes validate and
// document with these; the edit dialogs check their values with the same schemas before sending.

export const STAFF_STATUSES = ['active', 'disabled'] as const;

/** An optional text field: blank becomes null. */
const optionalText = (max: number) => z.string().trim().max(max).transform((v) => (v === '' ? null : v)).nullable().optional();
const optionalId = () => z.number().int().min(1).max(MAX_ID).nullable().optional();
const personName = z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。');
const gender = z.union([z.literal(1), z.literal(2)]).nullable().optional().meta({ type: 'integer', enum: [1, 2] });
const cityCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位行政区划代码。').nullable().optional();
const staffStatus = z.enum(STAFF_STATUSES);
const atLeastOne = { message: '至少修改一项。', path: ['name'] };

const occupationFields = {
  code: z.string().trim().refine((v) => /^[1-8](-\d{2}){1,3}$/.test(v), '必须是国家职业分类编码，如 4-01-02-01。'),
  name: z.string().trim().min(2).max(100),
  category: z.string().trim().min(2).max(100),
  levels: z.array(z.number().int().min(1).max(5)).min(1).max(5).transform((v) => [...new Set(v)].sort((a, b) => a - b)),
  description: z.string().trim().max(2000).transform((v) => (v === '' ? null : v)).nullable().optional(),
  status: staffStatus.optional(),
};
export const OccupationCreateBody = z.object(occupationFields).strict().meta({ id: 'OccupationCreateBody' });
export const OccupationEditBody = z.object(occupationFields).partial().strict()
  .refine((v) => Object.keys(v).length > 0, atLeastOne).meta({ id: 'OccupationEditBody' });

const examinerFields = {
  name: personName,
  gender, occupation_id: optionalId(), level: z.number().int().min(1).max(5).nullable().optional(),
  cert_no: z.string().trim().toUpperCase().refine((v) => v === '' || /^[A-Z0-9-]{4,30}$/.test(v), '应为 4–30 位字母、数字或连字符。').transform((v) => (v === '' ? null : v)).nullable().optional(),
  introduction: optionalText(2000), organization_id: optionalId(), city_code: cityCode, is_public: z.boolean().optional(), status: staffStatus.optional(),
};
export const ExaminerCreateBody = z.object(examinerFields).strict().meta({ id: 'ExaminerCreateBody' });
export const ExaminerEditBody = z.object(examinerFields).partial().strict()
  .refine((v) => Object.keys(v).length > 0, atLeastOne).meta({ id: 'ExaminerEditBody' });

const teacherFields = {
  name: personName,
  gender, title: optionalText(50), occupation_id: optionalId(), specialty: optionalText(255), introduction: optionalText(2000),
  phone: phone.nullable().optional(), organization_id: optionalId().meta({ description: 'Ignored for an organisation’s managers (always their own)' }),
  city_code: cityCode.meta({ description: 'Required when no organisation is given; a city manager’s own city is forced' }),
  is_public: z.boolean().optional(), status: staffStatus.optional(),
};
export const TeacherCreateBody = z.object(teacherFields).strict().meta({ id: 'TeacherCreateBody' });
export const TeacherEditBody = z.object(teacherFields).partial().strict()
  .refine((v) => Object.keys(v).length > 0, atLeastOne).meta({ id: 'TeacherEditBody' });

// What the back office reads back (routes/manage-occupations.ts, manage-examiners.ts, manage-teachers.ts);
// the registers' pages and dialogs read these.
const int = () => z.number().int();

export const OCCUPATION_STATUSES = ['active', 'disabled'] as const;
export const ManagedOccupationSchema = z
  .object({
    id: int(), code: z.string(), name: z.string(), category_code: z.string(), category: z.string(), levels: z.array(int()),
    description: z.string().nullable(), status: z.enum(OCCUPATION_STATUSES), created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedOccupation' });
export type ManagedOccupation = z.infer<typeof ManagedOccupationSchema>;
/** Where an occupation is used: while any, it can be disabled but not deleted. */
export const OccupationDetailSchema = ManagedOccupationSchema.extend({
  usage: z.object({ classes: int(), certificates: int(), teachers: int(), examiners: int(), others: int() }),
});
export type OccupationDetail = z.infer<typeof OccupationDetailSchema>;

export const ManagedExaminerSchema = z
  .object({
    id: int(), name: z.string(), gender: int().nullable(), occupation_id: int().nullable(), occupation_name: z.string().nullable(),
    level: int().nullable(), cert_no: z.string().nullable(), organization_id: int().nullable(), organization_name: z.string().nullable(),
    city_code: z.string().nullable(), city_name: z.string().nullable(), introduction: z.string().nullable(), is_public: z.boolean(), status: z.enum(STAFF_STATUSES),
    created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedExaminer' });
export type ManagedExaminer = z.infer<typeof ManagedExaminerSchema>;

export const ManagedTeacherSchema = z
  .object({
    id: int(), user_id: int().nullable(), name: z.string(), gender: int().nullable(), title: z.string().nullable(),
    organization_id: int().nullable(), organization_name: z.string().nullable(), occupation_id: int().nullable(), occupation_name: z.string().nullable(),
    specialty: z.string().nullable(), introduction: z.string().nullable(), phone: z.string().nullable(), city_code: z.string().nullable(), city_name: z.string().nullable(),
    is_public: z.boolean(), status: z.enum(STAFF_STATUSES), classes_count: int(), created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedTeacher' });
export type ManagedTeacher = z.infer<typeof ManagedTeacherSchema>;
