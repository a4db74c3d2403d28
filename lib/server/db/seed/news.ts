import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, addMinutes, isoTime } from './dates';
import { NEWS_CATEGORIES } from './dictionaries';
import type { SeededOccupation } from './occupations';
import type { SeededOrganization } from './organizations';

export const NEWS_COUNT = 120;

type Vars = { year: number; province: string; short: string; city: string; occupation: string; org: string; n: number; month: number };
type Template = { title: (v: Vars) => string; lead: (v: Vars) => string; points: (v: Vars) => string[] };

const TEMPLATES: Record<string, Template[]> = {
  notice: [
    { title: (v) => `关于开展${v.year}年第${v.n}批${v.occupation}职业技能等级认定工作的通知`, lead: (v) => `为贯彻落实${v.province}技能人才队伍建设工作部署，经研究，决定于${v.month}月组织开展第${v.n}批${v.occupation}职业技能等级认定工作。`, points: () => ['认定对象：参加本平台培训并结业的学员及符合申报条件的社会人员。', '报名方式：登录本平台“培训报名”栏目在线申报，上传身份证明和学历证明材料。', '认定方式：理论知识考试与操作技能考核均实行百分制，成绩皆达60分及以上者为合格。'] },
    { title: (v) => `关于公布${v.year}年第${v.n}批职业技能等级认定合格人员名单的公告`, lead: (v) => `根据职业技能等级认定工作有关规定，现将${v.year}年第${v.n}批认定合格人员名单予以公布，公示期为5个工作日。`, points: () => ['公示期内如有异议，请以书面形式向认定机构反映。', '合格人员证书信息可在本平台“证书查询”栏目核验。', '证书由评价机构统一发放，请学员关注短信通知。'] },
    { title: (v) => `${v.city}关于做好${v.year}年职业技能培训补贴申领工作的通知`, lead: (v) => `为规范职业技能培训补贴资金管理，${v.city}人力资源和社会保障局就${v.year}年培训补贴申领工作有关事项通知如下。`, points: () => ['补贴对象为参加培训并取得职业技能等级证书的城乡劳动者。', '补贴标准按照职业技能等级和培训课时分档确定。', '申领材料通过平台线上提交，实行“免申即享”。'] },
  ],
  policy: [
    { title: (v) => `${v.province}职业技能提升行动实施方案政策解读`, lead: (v) => `近日，${v.province}印发职业技能提升行动实施方案，明确了今后一个时期技能人才培养的目标任务和保障措施。`, points: () => ['扩大培训规模，突出重点群体就业技能培训。', '完善职业技能等级制度，推动企业自主评价。', '加大资金支持，落实培训补贴和生活费补贴政策。'] },
    { title: () => '关于健全完善新时代技能人才职业技能等级制度的意见解读', lead: () => '国家关于健全完善新时代技能人才职业技能等级制度的意见，构建了由学徒工、初级工、中级工、高级工、技师、高级技师、特级技师、首席技师构成的职业技能等级序列。', points: () => ['拓宽技能人才职业发展通道。', '支持企业设置特级技师和首席技师岗位。', '推动技能人才与专业技术人才职业发展贯通。'] },
    { title: (v) => `${v.short}“人人持证、技能${v.short}”建设${v.year}年工作要点`, lead: (v) => `${v.year}年，全省将继续深入推进“人人持证、技能${v.short}”建设，围绕重点产业链开展大规模职业技能培训。`, points: () => ['聚焦先进制造业、现代服务业和乡村振兴领域。', '推行“培训+认定+就业”一体化服务。', '加强培训机构和评价机构监督管理。'] },
  ],
  training: [
    { title: (v) => `${v.org}${v.occupation}培训班顺利开班`, lead: (v) => `${v.month}月，${v.org}${v.occupation}培训班举行开班仪式，来自${v.city}各县区的学员参加培训。`, points: (v) => [`培训采用理论讲授与实操训练相结合的方式，实操课时占比超过60%。`, `授课教师均具有${v.occupation}高级工以上等级证书和多年教学经验。`, '结业后统一组织职业技能等级认定，合格者推荐就业。'] },
    { title: (v) => `${v.city}${v.occupation}培训班学员认定通过率达96%`, lead: (v) => `近日，${v.city}${v.occupation}培训班完成职业技能等级认定，参训学员认定通过率达96%。`, points: () => ['培训期间组织模拟考核三次，针对薄弱环节强化训练。', '培训机构与用工企业提前对接岗位需求。', '多名学员结业即与企业签订劳动合同。'] },
  ],
  employment: [
    { title: (v) => `${v.city}举办${v.year}年“春风行动”专场招聘会`, lead: (v) => `${v.city}${v.year}年“春风行动”专场招聘会日前举行，${60 + v.n * 7}家企业提供就业岗位${2000 + v.n * 150}个。`, points: () => ['现场设置技能人才专区，持证人员优先推荐。', '提供政策咨询、职业指导和培训报名一站式服务。', '线上同步开展直播带岗，扩大招聘覆盖面。'] },
    { title: (v) => `${v.province}返乡创业扶持政策问答`, lead: (v) => `为支持返乡人员创业，${v.province}出台了创业担保贷款、一次性创业补贴等扶持政策，现就常见问题解答如下。`, points: () => ['创业担保贷款个人最高额度和贴息标准按规定执行。', '首次创业且正常经营满一年的，可申领一次性创业补贴。', '参加创业培训并取得合格证书的，可享受创业培训补贴。'] },
  ],
  competition: [
    { title: (v) => `${v.province}第${v.n}届职业技能大赛${v.occupation}项目决赛圆满落幕`, lead: (v) => `${v.province}第${v.n}届职业技能大赛${v.occupation}项目决赛日前在${v.city}举行，来自全省的选手同台竞技。`, points: () => ['比赛设理论知识和实际操作两个环节，实操成绩占80%。', '获得前三名的选手按规定晋升技师职业技能等级。', '大赛同期举办技能展示和职业体验活动。'] },
    { title: (v) => `关于组织参加${v.year}年${v.city}${v.occupation}职业技能竞赛的通知`, lead: (v) => `为弘扬劳模精神、劳动精神、工匠精神，${v.city}定于${v.month}月举办${v.occupation}职业技能竞赛，现将有关事项通知如下。`, points: () => ['参赛对象为本市企业职工、院校师生和社会从业人员。', '参赛选手须在规定时间内通过本平台完成报名。', '竞赛优胜选手可按规定申报相应职业技能等级。'] },
  ],
};

function html(lead: string, points: string[], closing: string): string {
  return `<p>${lead}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul><p>${closing}</p>`;
}

export async function seedNews(db: Db, ctx: SeedContext, occupations: SeededOccupation[], orgs: SeededOrganization[]): Promise<number> {
  const { rng, now, geo } = ctx;
  const categoryIds = await insertReturningIds(db, 'news_categories', NEWS_CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sort: i + 1 })));
  const rows = Array.from({ length: NEWS_COUNT }, (_, i) => {
    const c = i % NEWS_CATEGORIES.length;
    const published = addMinutes(addDays(now, -rng.int(0, 364)), -rng.int(0, 600));
    const vars: Vars = {
      year: published.getUTCFullYear(), province: geo.name, short: geo.shortName, city: rng.pick(geo.cities).name,
      occupation: rng.pick(occupations).name, org: rng.pick(orgs).name, n: rng.int(1, 12), month: published.getUTCMonth() + 1,
    };
    const t = rng.pick(TEMPLATES[NEWS_CATEGORIES[c].slug]);
    const lead = t.lead(vars);
    const draft = i % 30 === 29;
    return {
      category_id: categoryIds[c], title: t.title(vars), summary: lead.slice(0, 120),
      content: html(lead, t.points(vars), `详情请咨询当地人力资源和社会保障部门或拨打12333服务热线。`),
      cover: null, author: rng.pick(['平台编辑部', `${geo.shortName}职业技能鉴定指导中心`, '培训就业处']), source: rng.pick([`${geo.name}人力资源和社会保障厅`, `${vars.city}人力资源和社会保障局`, '本站']),
      status: draft ? 'draft' : 'published', is_top: i < 4 ? 1 : 0, views: draft ? 0 : rng.int(30, 8000),
      published_at: draft ? null : isoTime(published), created_at: isoTime(published), updated_at: isoTime(published),
    };
  });
  await insertRows(db, 'news', rows);
  return rows.length;
}
