import type { Db } from '@/lib/server/db';
import { insertReturningIds } from './batch';
import { type CreditCodeKind, makeCreditCode } from './credit-codes';
import { personName } from './names';
import { mobilePhone } from './phones';
import { type Place, pickPlace, streetAddress } from './places';
import type { Random } from './random';
import type { ProvinceGeo } from './regions';

export const ORG_ENTERPRISE = 10;
export const ORG_SCHOOL = 11;
export const ORG_INSTITUTION = 12;

/** An industry says which occupations an enterprise hires for. */
type Industry = { suffix: string; occupations: string[] };
const INDUSTRIES: Industry[] = [
  { suffix: '重工机械有限公司', occupations: ['6-18-02-04', '6-18-01-01', '6-18-01-02', '6-20-01-01', '6-31-01-02'] },
  { suffix: '餐饮管理有限公司', occupations: ['4-03-02-01', '4-03-02-02', '4-03-02-05', '4-03-02-06'] },
  { suffix: '物业服务有限公司', occupations: ['4-06-01-01', '4-07-05-01', '6-31-01-03', '6-29-03-03'] },
  { suffix: '汽车销售服务有限公司', occupations: ['4-12-01-01', '6-22-02-01', '4-01-02-01'] },
  { suffix: '建设工程有限公司', occupations: ['6-29-01-01', '6-29-01-03', '6-29-01-04', '6-29-01-05', '4-04-05-03'] },
  { suffix: '电子科技有限公司', occupations: ['6-25-04-10', '4-04-05-01', '4-04-05-02', '4-04-05-05'] },
  { suffix: '家政服务有限公司', occupations: ['4-10-01-06', '4-10-01-02', '4-10-01-05'] },
  { suffix: '健康养老服务有限公司', occupations: ['4-10-01-05', '4-14-01-03', '4-14-02-06', '4-14-01-02'] },
  { suffix: '供应链管理有限公司', occupations: ['4-02-06-03', '4-02-07-02', '4-02-07-10'] },
  { suffix: '电子商务有限公司', occupations: ['4-01-02-07', '4-01-02-02', '4-13-01-05'] },
  { suffix: '智能装备制造有限公司', occupations: ['6-30-99-00', '6-31-01-10', '6-18-01-07', '6-31-01-03'] },
  { suffix: '酒店管理有限公司', occupations: ['4-03-01-01', '4-03-01-02', '4-03-02-05', '4-03-02-01'] },
];
const ENTERPRISE_BRANDS = ['恒达', '鼎信', '华茂', '瑞丰', '永安', '金穗', '宏图', '天润', '博远', '顺和', '嘉禾', '正阳'];
const SCHOOL_NAMES = [
  '技师学院', '职业技术学院', '高级技工学校', '工业技师学院', '交通职业技术学院', '财经职业学院', '护理职业学院',
  '商务中等专业学校', '城建职业技术学院', '机电工程学校',
];
const INSTITUTION_BRANDS = ['德育', '鸿志', '新航', '金牌', '匠心', '启航', '安康', '众诚', '华夏', '博学', '益民', '恒信', '精英', '技能之星'];

export type SeededOrganization = {
  id: number; name: string; type: number; status: string; place: Place; address: string; occupations: string[];
};

type Draft = Omit<SeededOrganization, 'id'> & { introduction: string; qualifications: string | null; kind: CreditCodeKind };

function enterprises(rng: Random, geo: ProvinceGeo): Draft[] {
  return ENTERPRISE_BRANDS.map((brand, i) => {
    const place = i === 0 ? { city: geo.cities[0], area: geo.cities[0].areas[0] } : pickPlace(rng, geo);
    const industry = INDUSTRIES[i % INDUSTRIES.length];
    const name = `${place.city.shortName}${brand}${industry.suffix}`;
    return {
      name, type: ORG_ENTERPRISE, status: i === ENTERPRISE_BRANDS.length - 1 ? 'pending' : 'approved', place,
      address: streetAddress(rng, place), occupations: industry.occupations, kind: '91',
      introduction: `${name}成立于${rng.int(1998, 2018)}年，现有员工${rng.int(120, 1800)}人，长期与本地职业院校和培训机构合作开展订单式培训和新型学徒制培养。`,
      qualifications: null,
    };
  });
}

function schools(rng: Random, geo: ProvinceGeo): Draft[] {
  return SCHOOL_NAMES.map((suffix, i) => {
    const city = geo.cities[i % geo.cities.length];
    const place = { city, area: rng.pick(city.areas) };
    const name = `${city.shortName}${suffix}`;
    return {
      name, type: ORG_SCHOOL, status: 'approved', place, address: streetAddress(rng, place), occupations: [], kind: '12',
      introduction: `${name}是${geo.name}人民政府批准设立的公办职业院校，开设专业${rng.int(18, 46)}个，在校生${rng.int(3000, 16000)}人，是省级职业技能等级认定试点单位。`,
      qualifications: `职业技能等级认定机构备案；技工院校办学许可证（${geo.shortName}人社技校〔${rng.int(2012, 2021)}〕${rng.int(10, 99)}号）`,
    };
  });
}

function institutions(rng: Random, geo: ProvinceGeo): Draft[] {
  return INSTITUTION_BRANDS.map((brand, i) => {
    const place = i === 0 ? { city: geo.cities[0], area: geo.cities[0].areas[1] ?? geo.cities[0].areas[0] } : pickPlace(rng, geo);
    const name = `${place.city.shortName}市${brand}职业技能培训学校`;
    return {
      name, type: ORG_INSTITUTION, status: i === INSTITUTION_BRANDS.length - 1 ? 'pending' : 'approved', place,
      address: streetAddress(rng, place), occupations: [], kind: '52',
      introduction: `${name}是经人力资源和社会保障部门批准的民办职业培训机构，常年开展就业技能培训、岗位技能提升培训和创业培训，年培训规模${rng.int(800, 5000)}人次。`,
      qualifications: `民办学校办学许可证（人社民${rng.digits(12)}号）；${geo.name}职业技能培训定点机构`,
    };
  });
}

export async function seedOrganizations(db: Db, rng: Random, geo: ProvinceGeo, stamp: string): Promise<SeededOrganization[]> {
  const drafts = [...enterprises(rng, geo), ...schools(rng, geo), ...institutions(rng, geo)];
  const rows = drafts.map((d) => ({
    name: d.name,
    type: d.type,
    credit_code: makeCreditCode(rng, d.kind, d.place.area.code),
    contact_name: personName(rng, rng.chance(0.5) ? 1 : 2),
    contact_phone: mobilePhone(rng),
    address: d.address,
    province_code: geo.code,
    city_code: d.place.city.code,
    area_code: d.place.area.code,
    logo: null,
    introduction: d.introduction,
    qualifications: d.qualifications,
    status: d.status,
    created_at: stamp,
    updated_at: stamp,
  }));
  const ids = await insertReturningIds(db, 'organizations', rows);
  return drafts.map(({ introduction: _i, qualifications: _q, kind: _k, ...d }, i) => ({ ...d, id: ids[i] }));
}
