import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { SKILL_LEVELS } from './dictionaries';
import { personName } from './names';
import type { SeededOccupation } from './occupations';
import { ORG_SCHOOL, type SeededOrganization } from './organizations';
import { mobilePhone } from './phones';

const TEACHER_TITLES = ['正高级讲师', '高级讲师', '讲师', '高级实习指导教师', '一级实习指导教师', '二级实习指导教师', '高级技师', '技师'];
const AWARDS = ['省级技术能手', '市级优秀教师', '省职业技能大赛优秀指导教师', '全国技术能手', '市级首席技师', '省级教学名师'];
const STRENGTHS = ['实操示范与分解教学', '理论与实操一体化教学', '职业技能等级认定考前辅导', '新型学徒制带教', '竞赛选手集训'];

export type SeededTeacher = { id: number; organizationId: number; occupationId: number };

const TEACHER_MINIMUM = 48;

export async function seedTeachers(
  db: Db,
  ctx: SeedContext,
  trainers: SeededOrganization[],
  occupations: SeededOccupation[],
  popular: SeededOccupation[],
  /** The organisation and occupation of every class: each gets a teacher of that occupation there. */
  classes: ReadonlyArray<{ org: SeededOrganization; occupation: SeededOccupation }>,
): Promise<SeededTeacher[]> {
  const { rng, stamp } = ctx;
  const needed = [...new Map(classes.map((c) => [`${c.org.id}:${c.occupation.id}`, c])).values()];
  const extra = Array.from({ length: Math.max(0, TEACHER_MINIMUM - needed.length) }, (_, i) => ({
    org: trainers[i % trainers.length],
    occupation: rng.chance(0.75) ? rng.pick(popular) : rng.pick(occupations),
  }));
  const drafts = [...needed, ...extra].map(({ org, occupation }) => {
    const gender = rng.chance(0.55) ? 1 : 2;
    const name = personName(rng, gender);
    const title = rng.pick(TEACHER_TITLES);
    const years = rng.int(5, 28);
    return {
      org, occupation,
      row: {
        user_id: null, name, avatar: null, gender, title, organization_id: org.id, occupation_id: occupation.id,
        specialty: `${occupation.name}；${rng.pick(STRENGTHS)}`,
        introduction: `${name}，${title}，从事${occupation.name}教学与培训工作${years}年，获评${rng.pick(AWARDS)}。累计培训学员${rng.int(3, 60) * 100}余人次，所带学员职业技能等级认定通过率保持在90%以上。`,
        phone: mobilePhone(rng), city_code: org.place.city.code, is_public: rng.chance(0.9) ? 1 : 0, status: 'active',
        created_at: stamp, updated_at: stamp,
      },
    };
  });
  const ids = await insertReturningIds(db, 'teachers', drafts.map((d) => d.row));
  return drafts.map((d, i) => ({ id: ids[i], organizationId: d.org.id, occupationId: d.occupation.id }));
}

export async function seedExaminers(db: Db, ctx: SeedContext, trainers: SeededOrganization[], occupations: SeededOccupation[]): Promise<number> {
  const { rng, stamp, now } = ctx;
  const schools = trainers.filter((o) => o.type === ORG_SCHOOL);
  const rows = Array.from({ length: 36 }, () => {
    const org = rng.pick(schools.length ? schools : trainers);
    const occupation = rng.pick(occupations.filter((o) => o.levels.some((l) => l <= 3)));
    const level = rng.pick(occupation.levels.filter((l) => l <= 3));
    const gender = rng.chance(0.6) ? 1 : 2;
    const name = personName(rng, gender);
    const year = now.getUTCFullYear() - rng.int(0, 6);
    return {
      name, avatar: null, gender, occupation_id: occupation.id, level, cert_no: `KP${year}${org.place.city.code.slice(0, 4)}${rng.digits(6)}`,
      organization_id: org.id, city_code: org.place.city.code,
      introduction: `${name}持有${occupation.name}${SKILL_LEVELS[level]}职业资格，${year}年取得考评员资格，参与职业技能等级认定考评${rng.int(10, 120)}场次，熟悉考核规范和评分标准。`,
      is_public: rng.chance(0.9) ? 1 : 0, status: 'active', created_at: stamp, updated_at: stamp,
    };
  });
  await insertRows(db, 'examiners', rows);
  return rows.length;
}
