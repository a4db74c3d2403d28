import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoTime } from './dates';
import { EDUCATION_LEVELS, SKILL_LEVELS } from './dictionaries';
import { birthYearOf } from './id-numbers';
import type { SeededLearner } from './learners';
import { randomPerson } from './learners';
import { personName, politeName } from './names';
import type { SeededOccupation } from './occupations';
import type { SeededOrganization } from './organizations';
import { mobilePhone } from './phones';

const EXPERIENCE = ['不限', '1年以上', '1-3年', '3-5年', '5年以上'];
const JOB_EDUCATION = ['不限', '初中', '高中', '中专/技校', '大专', '本科'];
const BENEFITS = ['五险一金', '包吃住', '带薪年假', '节日福利', '技能等级津贴', '免费岗前培训', '年终奖', '交通补贴'];

function salaryRange(rng: SeedContext['rng']): [number, number] {
  const min = rng.int(7, 16) * 500;
  return [min, min + rng.int(2, 8) * 500];
}

export async function seedTalents(db: Db, ctx: SeedContext, learners: SeededLearner[], occupations: SeededOccupation[]): Promise<number[]> {
  const { rng, stamp, geo, now } = ctx;
  const verified = rng.shuffle(learners.filter((l) => l.verification?.status === 'success'));
  const rows = Array.from({ length: 96 }, (_, i) => {
    const learner = i % 2 === 0 ? verified[i] : undefined;
    const person = learner
      ? { name: learner.name, gender: learner.gender, idNumber: learner.verification!.idNumber, city: learner.city }
      : randomPerson(rng, geo.cities);
    const occupation = rng.pick(occupations);
    const level = rng.weighted(occupation.levels.map((l) => [l, l >= 4 ? 5 : l === 3 ? 3 : 1] as const));
    const [min, max] = salaryRange(rng);
    const years = Math.max(1, now.getUTCFullYear() - birthYearOf(person.idNumber) - 20);
    return {
      user_id: learner?.id ?? null, name: person.name, gender: person.gender, birth_year: birthYearOf(person.idNumber),
      education: learner?.education ?? rng.pick(EDUCATION_LEVELS.slice(1, 6)), occupation_id: occupation.id, skill_level: level,
      city_code: person.city.code, expected_job: occupation.name, expected_salary: `${min}-${max}元/月`,
      introduction: `持有${occupation.name}${SKILL_LEVELS[level]}证书，相关工作经验${Math.min(years, rng.int(1, 15))}年，吃苦耐劳、服从安排，希望在${person.city.name}及周边就业。`,
      phone: learner?.phone ?? mobilePhone(rng), is_public: rng.chance(0.85) ? 1 : 0, status: 'active',
      created_at: stamp, updated_at: stamp,
    };
  });
  return insertReturningIds(db, 'talents', rows);
}

export async function seedJobs(
  db: Db,
  ctx: SeedContext,
  enterprises: SeededOrganization[],
  occupationsByCode: Map<string, SeededOccupation>,
): Promise<number[]> {
  const { rng, stamp, now } = ctx;
  const rows = Array.from({ length: 72 }, (_, i) => {
    const org = enterprises[i % enterprises.length];
    const occupation = occupationsByCode.get(rng.pick(org.occupations))!;
    const [min, max] = salaryRange(rng);
    const level = rng.pick(occupation.levels.filter((l) => l >= 3));
    const gender = rng.chance(0.5) ? 1 : 2;
    const contact = politeName(personName(rng, gender), gender);
    const closed = i % 18 === 17;
    return {
      organization_id: org.id, title: rng.chance(0.5) ? occupation.name : `${occupation.name}（${SKILL_LEVELS[level].split('/')[1]}及以上）`,
      occupation_id: occupation.id, city_code: org.place.city.code, area_code: org.place.area.code,
      salary_min: min, salary_max: max, headcount: rng.int(1, 20), education: rng.pick(JOB_EDUCATION), experience: rng.pick(EXPERIENCE),
      description: `岗位职责：负责${occupation.name}相关工作，严格执行操作规程和安全生产制度，完成班组下达的生产（服务）任务。\n任职要求：持有${occupation.name}${SKILL_LEVELS[level]}及以上职业技能等级证书者优先，身体健康，责任心强。\n福利待遇：${rng.sample(BENEFITS, 4).join('、')}。`,
      contact: `${contact} ${mobilePhone(rng)}`, status: closed ? 'closed' : 'published',
      published_at: isoTime(addDays(now, -rng.int(0, 90))), created_at: stamp, updated_at: stamp,
    };
  });
  return insertReturningIds(db, 'job_postings', rows);
}

export async function seedJobApplications(db: Db, ctx: SeedContext, jobIds: number[], learners: SeededLearner[]): Promise<number> {
  const { rng, stamp } = ctx;
  const seen = new Set<string>();
  const rows = [];
  while (rows.length < 40) {
    const job = rng.pick(jobIds);
    const learner = rng.pick(learners);
    if (seen.has(`${job}:${learner.id}`)) continue;
    seen.add(`${job}:${learner.id}`);
    rows.push({
      job_id: job, user_id: learner.id, talent_id: null, message: '您好，我对该岗位很感兴趣，希望能获得面试机会。',
      status: rng.pick(['submitted', 'submitted', 'viewed', 'rejected']), created_at: stamp, updated_at: stamp,
    });
  }
  await insertRows(db, 'job_applications', rows);
  return rows.length;
}
