import type { Db } from '@/lib/server/db';
import { insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoDate } from './dates';
import { mobilePhone } from './phones';
import type { ProvinceGeo } from './regions';

// The moxibustion (艾灸) programme: its batches (期) and the programme page. Enrolments and
// certificates (registrations.ts) name their batch by code and take its issuer.

export type MoxibustionBatchPlan = {
  code: string; title: string; level: string; cityCode: string; cityName: string; venue: string; organizer: string; issuer: string;
  enrollStart: number; enrollEnd: number; start: number; end: number; hours: number; capacity: number; feeCents: number;
  status: 'enrolling' | 'closed' | 'ongoing' | 'finished';
};

const p = (text: string) => `<p>${text}</p>`;
const h = (text: string) => `<h3>${text}</h3>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

/** Days are offsets from the seed's clock; the first three batches are the ones enrolments already name. */
export function moxibustionBatchPlans(geo: ProvinceGeo, now: Date): MoxibustionBatchPlan[] {
  const year = now.getUTCFullYear();
  const capital = geo.cities[0] ?? { code: geo.code, name: geo.name, shortName: geo.shortName };
  const second = geo.cities[2] ?? capital;
  const society = `${geo.name}中医药学会`;
  const college = `${capital.shortName}中医药职业学院`;
  const venue = (city: { name: string }, place: string) => `${city.name}${place}`;
  const base = { level: '初级', hours: 64, capacity: 40, feeCents: 128_000 };
  return [
    { ...base, code: `${year - 1}年第2期`, title: `艾灸技能培训${year - 1}年第2期`, cityCode: capital.code, cityName: capital.name, venue: venue(capital, '中医药职业学院实训楼三层'), organizer: college, issuer: society, enrollStart: -340, enrollEnd: -310, start: -300, end: -280, status: 'finished' },
    { ...base, code: `${year}年第1期`, title: `艾灸技能培训${year}年第1期`, level: '中级', hours: 96, feeCents: 168_000, cityCode: capital.code, cityName: capital.name, venue: venue(capital, '中医药职业学院实训楼三层'), organizer: college, issuer: society, enrollStart: -190, enrollEnd: -160, start: -150, end: -125, status: 'finished' },
    { ...base, code: `${year}年第2期`, title: `艾灸技能培训${year}年第2期`, cityCode: second.code, cityName: second.name, venue: venue(second, '中医院康复医学科示教室'), organizer: `${second.shortName}中医院`, issuer: college, enrollStart: -45, enrollEnd: -15, start: -8, end: 20, status: 'ongoing' },
    { ...base, code: `${year + 1}年第1期`, title: `艾灸技能培训${year + 1}年第1期（${capital.shortName}班）`, capacity: 50, cityCode: capital.code, cityName: capital.name, venue: venue(capital, '中医药职业学院实训楼三层'), organizer: college, issuer: society, enrollStart: -5, enrollEnd: 40, start: 50, end: 75, status: 'enrolling' },
    { ...base, code: `${year + 1}年第1期·${second.shortName}`, title: `艾灸技能培训${year + 1}年第1期（${second.shortName}班）`, level: '中级', hours: 96, feeCents: 168_000, cityCode: second.code, cityName: second.name, venue: venue(second, '中医院康复医学科示教室'), organizer: `${second.shortName}中医院`, issuer: college, enrollStart: -2, enrollEnd: 45, start: 55, end: 80, status: 'enrolling' },
  ];
}

function description(plan: MoxibustionBatchPlan): string {
  return [
    p(`本期培训由${plan.organizer}承办，在${plan.cityName}集中面授，共${plan.hours}学时，理论与实操相结合，面向从事中医养生保健、康养护理和基层医疗服务的人员。`),
    h('培训内容'),
    list(['艾灸的历史源流与基础理论', '经络与常用腧穴定位', '温和灸、雀啄灸、回旋灸、隔物灸等常用灸法操作', '常见病症的艾灸调理方案', '艾灸适应症、禁忌症与施灸安全', '烫伤、晕灸等意外情况的预防与处理']),
    h('报名条件'),
    list(['年满18周岁，身体健康，具有初中及以上文化程度', '已在本平台完成实名认证', '从事中医养生保健、康养护理、社区卫生等相关工作的人员优先']),
    h('考核与证书'),
    p(`培训结束后进行理论考试和实操考核，成绩均合格者由${plan.issuer}颁发艾灸技能培训合格证书，证书信息可在本平台“证书查询”中核验。`),
  ].join('');
}

export function moxibustionProgrammePage(geo: ProvinceGeo): { slug: string; title: string; content: string } {
  return {
    slug: 'moxibustion',
    title: '艾灸技能培训项目',
    content: [
      p(`艾灸技能培训项目是${geo.name}推进中医药特色技能人才培养的重点项目，依托省内中医药院校和中医医院开展，帮助基层从业人员系统掌握艾灸理论和规范操作。`),
      h('项目特色'),
      list(['中医医院临床专家和院校骨干教师联合授课', '小班教学，每名学员都有充足的实操练习时间', '考核合格颁发培训合格证书，支持在线查询核验', '符合条件的学员可按规定申请职业技能培训补贴']),
      h('报名流程'),
      list(['注册并登录平台，完成实名认证', '在“招生信息”中选择期次，查看报名条件后在线报名', '承办单位审核通过后，按通知时间到培训地点报到', '完成培训和考核后，在“证书查询”中查看证书']),
    ].join(''),
  };
}

export async function seedMoxibustionBatches(db: Db, ctx: SeedContext): Promise<MoxibustionBatchPlan[]> {
  const { geo, now, stamp } = ctx;
  const plans = moxibustionBatchPlans(geo, now);
  const day = (offset: number) => isoDate(addDays(now, offset));
  await insertRows(
    db,
    'moxibustion_batches',
    plans.map((b) => ({
      code: b.code, title: b.title, level: b.level, city_code: b.cityCode, venue: b.venue, organizer: b.organizer, issuer: b.issuer,
      enroll_start: day(b.enrollStart), enroll_end: day(b.enrollEnd), start_date: day(b.start), end_date: day(b.end), hours: b.hours,
      capacity: b.capacity, fee_cents: b.feeCents, contact_phone: mobilePhone(ctx.rng),
      description: description(b), status: b.status, created_at: stamp, updated_at: stamp,
    })),
  );
  const page = moxibustionProgrammePage(geo);
  await insertRows(db, 'pages', [{ ...page, created_at: stamp, updated_at: stamp }]);
  return plans;
}
