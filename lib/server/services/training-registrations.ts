import type { CreatedRegistration, TrainingRegistrationInput } from '@/lib/contract/training-registration';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { registrationKeyFor } from '@/lib/server/privacy/derived-keys';
import { isDictionaryValue } from './dictionaries';

export const REGISTRATION_DICTIONARIES = { employment_status: 'employment_category', education: 'education' } as const;
export const DUPLICATE_REGISTRATION_MESSAGE = '您已提交过该职业的报名，请勿重复提交。';

/** Keyed digest of `phone|id_number|occupation id` (lib/server/privacy/derived-keys.ts): one registration per person and occupation. */
export function registrationDedupeKey(db: Db, phone: string, idNumber: string, occupationId: number | string): string {
  return registrationKeyFor(db, phone, idNumber, occupationId);
}

type Checked = { occupationId: number | null; occupationName: string };

// Rules zod cannot see: the occupation exists, the city belongs to the platform province, and the
// dictionary values are enabled ones. All problems are reported together, as the 422 hook does.
async function checkReferences(db: Db, input: TrainingRegistrationInput, provinceCode: string): Promise<Checked> {
  const errors: Record<string, string[]> = {};
  const [occupation, city, employment, education] = await Promise.all([
    input.occupation_id === undefined
      ? Promise.resolve(undefined)
      : db.selectFrom('occupations').select(['id', 'name']).where('id', '=', input.occupation_id).executeTakeFirst(),
    db.selectFrom('regions').select('code').where('code', '=', input.city_code).where('parent_code', '=', provinceCode).executeTakeFirst(),
    isDictionaryValue(db, REGISTRATION_DICTIONARIES.employment_status, input.employment_status),
    isDictionaryValue(db, REGISTRATION_DICTIONARIES.education, input.education),
  ]);
  if (input.occupation_id !== undefined && !occupation) errors.occupation_id = ['occupation_id 对应的职业不存在。'];
  if (!city) errors.city_code = ['city_code 不是本省的城市。'];
  if (!employment) errors.employment_status = ['employment_status 不是有效的就业状态。'];
  if (!education) errors.education = ['education 不是有效的学历。'];
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
  return { occupationId: occupation?.id ?? null, occupationName: occupation?.name ?? input.occupation_name ?? '' };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createTrainingRegistration(
  db: Db,
  input: TrainingRegistrationInput,
  context: { provinceCode: string; ip: string | null }, now: string,
): Promise<CreatedRegistration> {
  const { occupationId, occupationName } = await checkReferences(db, input, context.provinceCode);
  const dedupeKey = registrationDedupeKey(db, input.phone, input.id_number, occupationId ?? occupationName);
  const existing = await db.selectFrom('training_registrations').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  if (existing) throw new AppError('conflict', DUPLICATE_REGISTRATION_MESSAGE);
  try {
    const row = await db
      .insertInto('training_registrations')
      .values({
        name: input.name, phone: input.phone, id_number: input.id_number, occupation_id: occupationId, occupation_name: occupationName,
        city_code: input.city_code, employment_status: input.employment_status, education: input.education, status: 'pending',
        note: input.note || null, dedupe_key: dedupeKey, ip: context.ip, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, status: 'pending' };
  } catch (error) {
    // Two identical submissions racing past the check above meet at the unique index.
    if (isUniqueViolation(error)) throw new AppError('conflict', DUPLICATE_REGISTRATION_MESSAGE);
    throw error;
  }
}
