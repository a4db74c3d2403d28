import { z } from 'zod';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { checkIdNumber, ID_NUMBER_MESSAGES } from '@/lib/validation/id-number';

// A person's fields as the forms and the API check them (apart from ./fields.ts, so a contract that
// needs none of them does not carry the ID-number rules into the browser).

/** A mainland mobile number. */
export const phone = z.string().trim().refine((v) => /^1[3-9]\d{9}$/.test(v), '必须是有效的手机号码。').meta({ pattern: '^1[3-9]\\d{9}$', example: '13800138000' });

/** An 18-character resident ID number, upper-cased, its checksum verified. */
export const idNumber = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    const checked = checkIdNumber(v);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: ID_NUMBER_MESSAGES[checked.problem] });
  })
  .meta({ type: 'string', pattern: '^\\d{17}[\\dX]$', example: '11010519491231002X' });

/** A holder's name as certificates print it: 2–20 Chinese characters. */
export const holderName = z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').meta({ type: 'string', example: '张三' });

// How a back-office list or detail answers them to every manager; the whole value of one record is
// asked for through POST /manage/{subject}/{id}/reveal, which the operation log records.
/** 138****5678 */
export const maskedPhone = z.string().meta({ description: 'Masked: first 3 and last 4 digits; whole through POST /manage/{subject}/{id}/reveal', example: '138****5678' });
/** 1101**********002X */
export const maskedIdNumber = z.string().meta({ description: "Masked: first 4 and last 4 characters, '*' between; whole through POST /manage/{subject}/{id}/reveal", example: '1101**********002X' });
