import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoTime } from './dates';
import { EDUCATION_LEVELS } from './dictionaries';
import { idPhotoFacts, idPhotoStorageKey, SEED_ID_PHOTO_MIME, SEED_ID_PHOTOS } from './id-photos';
import { makeIdNumber } from './id-numbers';
import { personName } from './names';
import { uniqueMobilePhone } from './phones';
import type { Random } from './random';
import type { City } from './regions';

export const LEARNER_COUNT = 1200;

/** Fixed numbers so the printed demo accounts stay the same across machines and re-runs. */
export const DEMO_LEARNERS = [
  { phone: '13900000001', audit: 'success', note: '已实名认证' },
  { phone: '13900000002', audit: 'pending', note: '实名认证审核中' },
  { phone: '13900000003', audit: null, note: '未实名认证' },
] as const;

const REJECT_REASONS = ['身份证照片模糊，请重新上传', '填写的姓名与身份证号码不一致', '身份证件已过有效期'];

export type Verification = { realName: string; idNumber: string; status: 'success' | 'pending' | 'rejected' };
export type SeededLearner = {
  id: number; phone: string; name: string; gender: 1 | 2; education: string; city: City; verification: Verification | null;
};
export type PersonDraft = { name: string; gender: 1 | 2; idNumber: string; city: City };

/** Someone who exists only on a certificate or a registration form. */
export function randomPerson(rng: Random, cities: City[]): PersonDraft {
  const gender = rng.chance(0.55) ? 1 : 2;
  const city = rng.pick(cities);
  return { name: personName(rng, gender), gender, idNumber: makeIdNumber(rng, { areaCode: rng.pick(city.areas).code, gender }), city };
}

function education(rng: Random): string {
  return rng.weighted(EDUCATION_LEVELS.map((e, i) => [e, [3, 22, 20, 18, 20, 14, 2, 1][i]] as const));
}

export async function seedLearners(db: Db, ctx: SeedContext, passwordHash: string, adminId: number, phones: Set<string>): Promise<SeededLearner[]> {
  const { rng, now, geo } = ctx;
  const drafts = Array.from({ length: LEARNER_COUNT }, (_, i) => {
    const demo = DEMO_LEARNERS[i];
    const person = randomPerson(rng, geo.cities);
    const phone = demo ? demo.phone : uniqueMobilePhone(rng, phones);
    phones.add(phone);
    const status: Verification['status'] | null = demo
      ? demo.audit
      : rng.chance(0.7)
        ? rng.weighted([['success', 88], ['pending', 9], ['rejected', 3]] as const)
        : null;
    const created = addDays(now, -rng.int(1, 720));
    return {
      person, phone, status, created,
      uuid: rng.uuid(),
      education: education(rng),
      lastLogin: rng.chance(0.6) ? isoTime(addDays(now, -rng.int(0, 60))) : null,
    };
  });
  const ids = await insertReturningIds(
    db,
    'users',
    drafts.map((d) => ({
      uuid: d.uuid, phone: d.phone, name: d.person.name, avatar: null, gender: d.person.gender, education: d.education,
      city_code: d.person.city.code, password_hash: passwordHash, status: 'active', must_change_password: 0,
      last_login_at: d.lastLogin, created_at: isoTime(d.created), updated_at: isoTime(d.created),
    })),
  );
  const [frontId, backId] = await insertReturningIds(
    db,
    'files',
    [SEED_ID_PHOTOS.front, SEED_ID_PHOTOS.back].map(({ name, body }) => ({
      storage_key: idPhotoStorageKey(name), original_name: name, mime: SEED_ID_PHOTO_MIME, ...idPhotoFacts(body),
      owner_type: 'id_card', owner_id: null, created_at: ctx.stamp,
    })),
  );
  const verified = drafts.flatMap((d, i) => {
    if (!d.status) return [];
    const submitted = isoTime(addDays(d.created, 1));
    const audited = d.status === 'pending' ? null : isoTime(addDays(d.created, 2));
    return [{
      user_id: ids[i], real_name: d.person.name, id_number: d.person.idNumber, id_front_file_id: frontId, id_back_file_id: backId,
      audit_status: d.status, audit_reason: d.status === 'rejected' ? rng.pick(REJECT_REASONS) : null,
      audited_by: audited ? adminId : null, audited_at: audited, created_at: submitted, updated_at: audited ?? submitted,
    }];
  });
  await insertRows(db, 'user_verified_data', verified);
  return drafts.map((d, i) => ({
    id: ids[i], phone: d.phone, name: d.person.name, gender: d.person.gender, education: d.education, city: d.person.city,
    verification: d.status ? { realName: d.person.name, idNumber: d.person.idNumber, status: d.status } : null,
  }));
}
