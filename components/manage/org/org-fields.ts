import { creditCodeProblem } from '@/lib/validation/credit-code';

// Client-side checks of the organisation form; the server checks the same (PUT /manage/organization).

export type OrgField = 'name' | 'credit_code' | 'contact_name' | 'contact_phone' | 'address' | 'qualifications' | 'introduction';
export type OrgValues = Record<OrgField, string>;
export type OrgProblem =
  | 'nameRequired' | 'creditLength' | 'creditCharset' | 'creditCheck' | 'contactRequired' | 'phoneInvalid' | 'addressRequired' | 'tooLong';

const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const LIMITS: Record<OrgField, number> = { name: 100, credit_code: 18, contact_name: 30, contact_phone: 20, address: 200, qualifications: 2000, introduction: 2000 };

export function orgProblems(values: OrgValues): Partial<Record<OrgField, OrgProblem>> {
  const found: Partial<Record<OrgField, OrgProblem>> = {};
  if (values.name.trim().length < 2) found.name = 'nameRequired';
  const credit = creditCodeProblem(values.credit_code);
  if (credit) found.credit_code = credit === 'length' ? 'creditLength' : credit === 'charset' ? 'creditCharset' : 'creditCheck';
  if (!values.contact_name.trim()) found.contact_name = 'contactRequired';
  if (!PHONE.test(values.contact_phone.trim())) found.contact_phone = 'phoneInvalid';
  if (values.address.trim().length < 2) found.address = 'addressRequired';
  for (const field of Object.keys(LIMITS) as OrgField[]) if (!found[field] && values[field].trim().length > LIMITS[field]) found[field] = 'tooLong';
  return found;
}
