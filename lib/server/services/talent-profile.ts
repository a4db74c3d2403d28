import type { TalentProfile } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { isDictionaryValue } from './dictionaries';
import { isUniqueViolation } from './unique-violation';

// A learner's own talent profile (talents.user_id): what a job application sends to the enterprise.

export type TalentInput = {
  name: string; gender: 1 | 2; birth_year: number; education: string; occupation_id?: number | null; skill_level?: number | null;
  city_code: string; expected_job: string; expected_salary?: string | null; introduction?: string | null; is_public: boolean;
};

const columns = [
  'id', 'name', 'gender', 'birth_year', 'education', 'occupation_id', 'skill_level', 'city_code', 'expected_job', 'expected_salary',
  'introduction', 'is_public', 'updated_at',
] as const;

export async function myTalentProfile(db: Db, userId: number): Promise<TalentProfile | null> {
  const row = await db.selectFrom('talents').select(columns).where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, is_public: row.is_public === 1 } : null;
}

export async function checkTalentReferences(db: Db, input: TalentInput, province: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [education, city, occupation] = await Promise.all([
    isDictionaryValue(db, 'education', input.education),
    db.selectFrom('regions').select('code').where('code', '=', input.city_code).where('parent_code', '=', province).executeTakeFirst(),
    input.occupation_id ? db.selectFrom('occupations').select('id').where('id', '=', input.occupation_id).executeTakeFirst() : Promise.resolve(true),
  ]);
  if (!education) errors.education = ['education 不是有效的学历。'];
  if (!city) errors.city_code = ['city_code 不是本省的城市。'];
  if (!occupation) errors.occupation_id = ['occupation_id 对应的职业不存在。'];
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

/** Creates or replaces the learner's profile; the phone is the account's own. */
export async function saveTalentProfile(db: Db, userId: number, input: TalentInput, province: string, now: string): Promise<{ profile: TalentProfile; created: boolean }> {
  await checkTalentReferences(db, input, province);
  const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  const values = {
    name: input.name, gender: input.gender, birth_year: input.birth_year, education: input.education, occupation_id: input.occupation_id ?? null,
    skill_level: input.skill_level ?? null, city_code: input.city_code, expected_job: input.expected_job, expected_salary: input.expected_salary || null,
    introduction: input.introduction || null, is_public: input.is_public ? 1 : 0, phone: user.phone, updated_at: now,
  };
  const existing = await db.selectFrom('talents').select('id').where('user_id', '=', userId).executeTakeFirst();
  let created = false;
  if (!existing) {
    try {
      await db.insertInto('talents').values({ ...values, user_id: userId, status: 'active', created_at: values.updated_at }).execute();
      created = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // a concurrent save created it: update that one instead
    }
  }
  if (!created) await db.updateTable('talents').set(values).where('user_id', '=', userId).execute();
  return { profile: (await myTalentProfile(db, userId))!, created };
}
