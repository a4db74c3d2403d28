import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { insertRows } from './batch';
import type { ProvinceGeo } from './regions';

const p = (text: string) => `<p>${text}</p>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const h = (text: string) => `<h3>${text}</h3>`;

// The province's service mailbox at the platform's own domain (SITE_URL); a local demo has none, so
// it gets a government-style address that is nobody's real mailbox.
const DEMO_MAIL_DOMAIN = 'px.hrss.gov.cn';

export function contactEmail(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.replace(/^www\./, '');
  const isDomain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.includes(':') && !host.endsWith('.localhost');
  return `service@${isDomain ? host : DEMO_MAIL_DOMAIN}`;
}

export function contentPages(geo: ProvinceGeo, siteUrl = env().SITE_URL): { slug: string; title: string; content: string }[] {
  const site = `${geo.name}职业技能培训信息平台`;
  const capital = geo.cities[0]?.name ?? geo.name;
  return [
    {
      slug: 'aboutUs', title: '关于我们',
      content: [
        p(`${site}是在${geo.name}人力资源和社会保障厅指导下建设的就业创业和职业技能培训公共服务平台，面向全省城乡劳动者、培训机构、职业院校和用人单位提供一站式服务。`),
        p('平台汇集全省培训班开班信息、职业工种目录、师资和考评员信息，实现培训报名、实名认证、学习记录、考核认定和证书查询全流程线上办理，让劳动者“少跑腿、好办事”。'),
        h('我们的使命'),
        p('以提升劳动者技能水平、促进更加充分更高质量就业为目标，推动职业技能培训与产业需求精准对接，为经济社会发展培养更多高素质技术技能人才。'),
        h('服务内容'),
        list(['培训信息发布与在线报名', '职业技能等级证书查询与核验', '技能人才库与企业招聘对接', '培训补贴政策咨询与申领指引']),
      ].join(''),
    },
    {
      slug: 'contact', title: '联系我们',
      content: [
        p(`地址：${capital}人力资源和社会保障服务中心四楼`),
        p('服务热线：12333（工作日 8:30-12:00，14:30-17:30）'),
        p(`电子邮箱：${contactEmail(siteUrl)}`),
        h('业务咨询'),
        list(['培训报名与实名认证问题：请在“帮助中心”查看常见问题或拨打服务热线。', '培训机构入驻与开班审核：请联系所在市人力资源和社会保障局职业能力建设科。', '证书信息有误：请联系颁发证书的评价机构核实后申请更正。']),
        p('我们将在收到您的留言后3个工作日内答复。'),
      ].join(''),
    },
    {
      slug: 'introduce', title: '平台介绍',
      content: [
        p(`${site}覆盖全省${geo.cities.length}个省辖市，接入职业院校、技工院校和社会培训机构，实现培训资源“一网汇聚”。`),
        h('面向学员'),
        list(['手机号注册登录，完成实名认证后即可报名补贴性培训班。', '在线观看课程视频，学习进度自动记录，达到要求学时方可参加考核。', '考核合格后可在线查询和下载职业技能等级证书信息。']),
        h('面向机构'),
        list(['在线申请开班、管理学员和排课，报名审核全程留痕。', '组织考核、录入成绩，证书信息统一上链存证、防篡改。', '查看培训统计数据，便捷申领培训补贴。']),
        h('面向企业'),
        p('企业可发布招聘岗位、检索技能人才库，并组织职工参加岗位技能提升培训和新型学徒制培训。'),
      ].join(''),
    },
    {
      slug: 'club', title: '技能人才俱乐部',
      content: [
        p(`技能人才俱乐部是由${site}发起、面向全省持证技能人才的交流平台，旨在搭建技能人才学习交流、展示风采、对接岗位的桥梁。`),
        h('会员权益'),
        list(['优先获得技能竞赛、技能大师工作室研修等活动信息。', '参加行业专家讲座和新技术、新工艺专题培训。', '获得名企岗位推荐和职业发展指导。']),
        h('加入方式'),
        p('持有本平台职业技能等级证书并完成实名认证的学员即为俱乐部会员，无需另行申请。证书可在个人中心“我的证书”中查看；俱乐部活动通知在“新闻资讯”栏目发布，报名方式以各活动通知为准。'),
      ].join(''),
    },
    {
      slug: 'help', title: '帮助中心',
      content: [
        h('如何报名培训班？'),
        p('注册并登录后，在“培训班”栏目选择报名中的班级，核对个人信息后提交报名，等待培训机构审核。需要实名认证的班级，请先在个人中心完成实名认证。'),
        h('实名认证需要多长时间？'),
        p('提交身份证信息后，一般在1至3个工作日内完成审核，审核结果将通过短信通知。'),
        h('培训需要交费吗？'),
        p('补贴性培训班对符合条件的学员全额或部分补贴，具体以班级页面显示的费用和补贴金额为准。'),
        h('如何查询证书？'),
        p('在“证书查询”栏目输入姓名和身份证号码，或证书编号，即可查询证书信息并核验真伪。'),
        h('忘记密码怎么办？'),
        p('在登录页选择“短信验证码登录”，登录后在个人中心修改密码。'),
      ].join(''),
    },
  ];
}

export async function seedContentPages(db: Db, geo: ProvinceGeo, stamp: string): Promise<number> {
  const rows = contentPages(geo).map((page) => ({ ...page, created_at: stamp, updated_at: stamp }));
  await insertRows(db, 'pages', rows);
  const banners = [
    { title: `人人持证 技能${geo.shortName}——补贴性职业技能培训火热报名中`, link: '/class' },
    { title: '职业技能等级证书查询，扫码即可核验真伪', link: '/cerQuery' },
    { title: '技能人才招聘专区：名企岗位等你来', link: '/talent' },
    { title: '线上课程免费学，学习进度实时记录', link: '/video' },
  ];
  await insertRows(db, 'banners', banners.map((b, i) => ({ ...b, image: null, sort: i + 1, status: 'active', created_at: stamp, updated_at: stamp })));
  return rows.length + banners.length;
}
