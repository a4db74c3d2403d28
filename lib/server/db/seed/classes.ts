import type { Db } from '@/lib/server/db';
import type { SeedContext } from './context';
import { addDays, isoDate } from './dates';
import { SKILL_LEVELS } from './dictionaries';
import type { SeededOccupation } from './occupations';
import type { SeededOrganization } from './organizations';
import type { Place } from './places';
import { streetAddress } from './places';
import type { Random } from './random';
import { insertRows } from './batch';
import type { SeededTeacher } from './staff';

export const CLASS_COUNT = 220;

export type ClassStatus = 'draft' | 'enrolling' | 'closed' | 'ongoing' | 'finished';

export type ClassDraft = {
  title: string; occupation: SeededOccupation; level: number; org: SeededOrganization; place: Place; address: string;
  status: ClassStatus; enrollStart: Date; enrollEnd: Date; start: Date; end: Date; hours: number; capacity: number;
  feeCents: number; subsidyCents: number; requiresVerification: boolean; isHot: boolean; schedule: string; description: string;
};

const KINDS = ['就业技能', '岗位技能提升', '职业技能等级认定'];
const SCHEDULES = [
  '周一至周五 8:30-12:00、14:00-17:30',
  '周一至周六 9:00-12:00、14:30-17:30（含实操训练）',
  '周六、周日全天集中授课',
  '理论线上学习，实操每周二、四 19:00-21:00 到校训练',
  '全日制脱产培训，每天8学时',
];
const STATUS_WEIGHTS = [['enrolling', 45], ['ongoing', 20], ['finished', 20], ['closed', 8], ['draft', 7]] as const;

/** Dates that make the status true on `now`: enrolling classes are open today, ongoing ones started, … */
function schedule(rng: Random, now: Date, status: ClassStatus, days: number) {
  let start: Date;
  if (status === 'enrolling') start = addDays(now, rng.int(7, 40));
  else if (status === 'draft') start = addDays(now, rng.int(30, 75));
  else if (status === 'closed') start = addDays(now, rng.int(1, 10));
  else if (status === 'ongoing') start = addDays(now, -rng.int(1, days - 1));
  else start = addDays(now, -rng.int(days + 5, days + 330));
  const enrollEnd =
    status === 'enrolling' ? addDays(now, rng.int(3, 6)) : status === 'closed' ? addDays(now, -rng.int(1, 3)) : addDays(start, -rng.int(2, 7));
  const enrollStart = status === 'enrolling' ? addDays(now, -rng.int(1, 20)) : addDays(enrollEnd, -rng.int(14, 30));
  return { enrollStart, enrollEnd, start, end: addDays(start, days) };
}

function fees(rng: Random, level: number): { feeCents: number; subsidyCents: number } {
  const fee = (rng.int(8, 16) + (5 - level) * 4) * 10_000;
  const mode = rng.weighted([['free', 60], ['partial', 25], ['none', 15]] as const);
  if (mode === 'free') return { feeCents: fee, subsidyCents: fee };
  if (mode === 'partial') return { feeCents: fee, subsidyCents: Math.round((fee * rng.int(5, 8)) / 10 / 10_000) * 10_000 };
  return { feeCents: fee, subsidyCents: 0 };
}

export function planClasses(
  ctx: SeedContext,
  trainers: SeededOrganization[],
  occupations: SeededOccupation[],
  popular: SeededOccupation[],
): ClassDraft[] {
  const { rng, now } = ctx;
  const batches = new Map<string, number>();
  const drafts = Array.from({ length: CLASS_COUNT }, () => {
    const org = rng.pick(trainers);
    const occupation = rng.chance(0.7) ? rng.pick(popular) : rng.pick(occupations);
    const level = rng.weighted(occupation.levels.map((l) => [l, l === 5 ? 5 : l === 4 ? 4 : l === 3 ? 2 : 1] as const));
    const status = rng.weighted(STATUS_WEIGHTS);
    const hours = (rng.int(5, 20) + (5 - level) * 4) * 8;
    const dates = schedule(rng, now, status, Math.max(7, Math.ceil(hours / 6)));
    const area = rng.chance(0.7) ? org.place.area : rng.pick(org.place.city.areas);
    const place = { city: org.place.city, area };
    const key = `${org.id}:${occupation.id}:${dates.start.getUTCFullYear()}`;
    const batch = (batches.get(key) ?? 0) + 1;
    batches.set(key, batch);
    const kind = rng.pick(KINDS);
    const levelName = SKILL_LEVELS[level];
    const { feeCents, subsidyCents } = fees(rng, level);
    return {
      title: `${dates.start.getUTCFullYear()}年${occupation.name}（${levelName}）${kind}培训班第${batch}期`,
      occupation, level, org, place, address: place.area === org.place.area ? org.address : streetAddress(rng, place), status, ...dates, hours,
      capacity: rng.int(6, 12) * 5, feeCents, subsidyCents, requiresVerification: rng.chance(0.9), isHot: false,
      schedule: rng.pick(SCHEDULES),
      description:
        `本班由${org.name}承办，面向${rng.pick(['城乡劳动者', '失业人员和农民工', '高校毕业生和退役军人', '企业在职职工'])}开展${occupation.name}${kind}培训，共${hours}学时。` +
        `培训内容包括职业道德、安全规范、${occupation.name}专业理论和实操训练，结业后组织${levelName}职业技能等级认定，合格者颁发职业技能等级证书。` +
        (subsidyCents >= feeCents ? '符合条件的学员培训费用由职业技能提升行动专账资金全额补贴，个人无需缴费。' : `培训费${feeCents / 100}元，符合条件者可享受${subsidyCents / 100}元培训补贴。`),
    };
  });
  const live = drafts.filter((d) => d.status === 'enrolling' || d.status === 'ongoing');
  for (const d of rng.sample(live, 15)) d.isHot = true;
  return drafts;
}

export function classRow(d: ClassDraft, enrolledCount: number, geoCode: string, stamp: string) {
  return {
    title: d.title, occupation_id: d.occupation.id, level: d.level, organization_id: d.org.id, province_code: geoCode,
    city_code: d.place.city.code, area_code: d.place.area.code, address: d.address, enroll_start: isoDate(d.enrollStart),
    enroll_end: isoDate(d.enrollEnd), start_date: isoDate(d.start), end_date: isoDate(d.end), schedule: d.schedule,
    hours: d.hours, capacity: d.capacity, enrolled_count: enrolledCount, fee_cents: d.feeCents, subsidy_cents: d.subsidyCents,
    cover: null, description: d.description, requires_verification: d.requiresVerification ? 1 : 0, is_hot: d.isHot ? 1 : 0,
    status: d.status, created_at: stamp, updated_at: stamp,
  };
}

export async function seedClassTeachers(db: Db, rng: Random, classIds: number[], drafts: ClassDraft[], teachers: SeededTeacher[]): Promise<number> {
  const rows = drafts.flatMap((d, i) => {
    // Only teachers of the class's occupation: its own organisation's first, then others'.
    const sameOccupation = teachers.filter((t) => t.occupationId === d.occupation.id);
    const own = sameOccupation.filter((t) => t.organizationId === d.org.id);
    const pool = [...rng.shuffle(own), ...rng.shuffle(sameOccupation.filter((t) => !own.includes(t)))];
    const chosen = [...new Set(pool.map((t) => t.id))].slice(0, rng.int(1, 3));
    return chosen.map((teacherId) => ({ class_id: classIds[i], teacher_id: teacherId }));
  });
  await insertRows(db, 'class_teachers', rows);
  return rows.length;
}
