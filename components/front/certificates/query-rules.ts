import { checkIdNumber } from '@/lib/validation/id-number';
import { CERT_NO_PATTERN, CHINESE_NAME_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';

// The same rules as the API, run in the browser first; each returns a message key (CerQuery and
// TrainingRegistration share these key names).
export type IdRuleKey = 'idNumberRequired' | 'idFormat' | 'idDate' | 'idCheck';

export function checkCertNo(raw: string): 'certNoRequired' | 'certNoInvalid' | undefined {
  const value = normalizeCertNo(raw);
  if (!value) return 'certNoRequired';
  return CERT_NO_PATTERN.test(value) ? undefined : 'certNoInvalid';
}

export function checkName(raw: string): 'nameRequired' | 'nameInvalid' | undefined {
  const value = raw.trim();
  if (!value) return 'nameRequired';
  return CHINESE_NAME_PATTERN.test(value) ? undefined : 'nameInvalid';
}

export function checkId(raw: string): IdRuleKey | undefined {
  if (!raw.trim()) return 'idNumberRequired';
  const result = checkIdNumber(raw);
  if (result.ok) return undefined;
  return ({ format: 'idFormat', date: 'idDate', check: 'idCheck' } as const)[result.problem];
}
