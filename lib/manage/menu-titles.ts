// Menu titles come from the server in Chinese (the seeded menus, lib/server/db/seed/menus.ts, editable
// on /manage/menus). A title still as seeded is shown in the interface language through
// ManageMenus.titles.<key> in messages/; a title a manager typed is shown as typed.

export const MENU_TITLE_KEYS = {
  '工作台': 'workbench',
  '培训管理': 'training',
  '培训组织': 'groupClasses',
  '师资与工种': 'groupFaculty',
  '考试认证': 'assessment',
  '考核认定': 'groupAssessment',
  '就业服务': 'employment',
  '内容管理': 'content',
  '内容发布': 'groupContent',
  '系统管理': 'system',
  '用户与机构': 'groupAccounts',
  '权限与配置': 'groupAccess',
  '日志审计': 'groupLogs',
  '首页': 'dashboard',
  '数据大屏': 'dataScreen',
  '班级管理': 'classes',
  '编辑培训班': 'classesEdit',
  '报名审核': 'enrollments',
  '实名认证': 'verifications',
  '视频课程': 'videos',
  '培训登记': 'trainingRegistrations',
  '艾灸培训': 'moxibustion',
  '师资库': 'teachers',
  '讲师申请': 'teacherApplications',
  '职业工种': 'occupations',
  '考试安排': 'exams',
  '考评员': 'examiners',
  '证书管理': 'certificates',
  '证书详情': 'certificatesDetail',
  '人才库': 'talents',
  '招聘岗位': 'jobs',
  '编辑岗位': 'jobsEdit',
  '新闻资讯': 'news',
  '编辑资讯': 'newsEdit',
  '单页内容': 'pages',
  '学员管理': 'learners',
  '机构管理': 'organizations',
  '管理员': 'managers',
  '角色权限': 'roles',
  '菜单管理': 'menus',
  '数据字典': 'dictionaries',
  '操作日志': 'logsOperation',
  '登录日志': 'logsLogin',
  '前端错误': 'logsClientErrors',
  '在线会话': 'logsSessions',
  '个人信息请求': 'logsLearnerRights',
  '培训补贴': 'groupSubsidy',
  '补贴申领': 'subsidyClaims',
  '申领详情': 'subsidyClaim',
  '课次考勤': 'subsidySessions',
  '人员类别审核': 'subsidyCategories',
  '补贴标准': 'subsidyStandards',
  '补贴拨付': 'subsidyPayments',
  '补贴统计': 'subsidyReports',
} as const;

export type MenuTitleKey = (typeof MENU_TITLE_KEYS)[keyof typeof MENU_TITLE_KEYS];

/** The message key of a seeded menu title, or null for a title a manager wrote. */
export function menuTitleKey(title: string): MenuTitleKey | null {
  return Object.hasOwn(MENU_TITLE_KEYS, title) ? MENU_TITLE_KEYS[title as keyof typeof MENU_TITLE_KEYS] : null;
}

type Titled = { title: string; meta?: { title: string }; children?: Titled[] };

/** A copy of the routes (or navbars) with every seeded title in the interface language. */
export function localizeMenus<T extends Titled>(items: readonly T[], translate: (title: string) => string): T[] {
  return items.map((item) => ({
    ...item,
    title: translate(item.title),
    ...(item.meta ? { meta: { ...item.meta, title: item.meta.title ? translate(item.meta.title) : item.meta.title } } : {}),
    ...(item.children ? { children: localizeMenus(item.children, translate) } : {}),
  }));
}
