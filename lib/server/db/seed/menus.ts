import { SUBSIDY_PERMISSIONS as SUBSIDY } from '@/lib/contract/subsidy/permissions';
import { ADMIN_ROLES, ALL_ROLES, GOVERNMENT_ROLES, type RoleName, TRAINER_ROLES } from './roles';

export type MenuPage = {
  name: string;
  title: string;
  path: string;
  component: string;
  icon?: string;
  /** Reached from another page (an edit form), so not listed in the sidebar. */
  hidden?: boolean;
  activeMenu?: string;
  affix?: boolean;
  noCache?: boolean;
  /** Narrows the group's roles for this page. */
  roles?: RoleName[];
  /** The permission that shows the page (null: none); by default derived in menu-permissions.ts. */
  permission?: string | null;
};

export type MenuGroup = { name: string; title: string; icon: string; roles: RoleName[]; pages: MenuPage[] };
export type MenuSection = { name: string; title: string; groups: MenuGroup[] };

const page = (name: string, title: string, component: string, extra: Partial<MenuPage> = {}): MenuPage => ({
  name,
  title,
  path: `/manage/${component.replace(/\/index$/, '')}`,
  component,
  ...extra,
});

export const MENU_SECTIONS: MenuSection[] = [
  {
    name: 'workbench',
    title: '工作台',
    groups: [
      { name: 'group-dashboard', title: '工作台', icon: 'dashboard', roles: ALL_ROLES, pages: [{ ...page('dashboard', '首页', 'dashboard/index', { affix: true }), path: '/manage' }, page('screen', '数据大屏', 'screen/index', { roles: GOVERNMENT_ROLES })] },
    ],
  },
  {
    name: 'training',
    title: '培训管理',
    groups: [
      {
        name: 'group-classes', title: '培训组织', icon: 'education', roles: TRAINER_ROLES,
        pages: [
          page('classes', '班级管理', 'classes/index'),
          page('classes-edit', '编辑培训班', 'classes/edit', { hidden: true, activeMenu: '/manage/classes', noCache: true, roles: ['super-admin', 'province-admin', 'school', 'institution'] }),
          page('enrollments', '报名审核', 'enrollments/index'),
          page('verifications', '实名认证', 'verifications/index', { roles: GOVERNMENT_ROLES }),
          page('videos', '视频课程', 'videos/index'),
          page('training-registrations', '培训登记', 'training-registrations/index', { roles: [...GOVERNMENT_ROLES, 'enterprise'] }),
          page('moxibustion', '艾灸培训', 'moxibustion/index', { roles: ADMIN_ROLES }),
        ],
      },
      {
        name: 'group-faculty', title: '师资与工种', icon: 'peoples', roles: TRAINER_ROLES,
        pages: [
          page('teachers', '师资库', 'teachers/index'),
          page('teacher-applications', '讲师申请', 'teacher-applications/index', { roles: GOVERNMENT_ROLES }),
          page('occupations', '职业工种', 'occupations/index'),
        ],
      },
      {
        // Issue 31: the subsidy chain; each page is shown to the managers holding its permission.
        name: 'group-subsidy', title: '培训补贴', icon: 'money', roles: TRAINER_ROLES,
        pages: [
          page('subsidy-claims', '补贴申领', 'subsidy/claims', { permission: SUBSIDY.view }),
          page('subsidy-claim', '申领详情', 'subsidy/claim', { hidden: true, activeMenu: '/manage/subsidy/claims', permission: SUBSIDY.view }),
          page('subsidy-sessions', '课次考勤', 'subsidy/sessions', { permission: SUBSIDY.sessions }),
          page('subsidy-categories', '人员类别审核', 'subsidy/categories', { permission: SUBSIDY.categories }),
          page('subsidy-standards', '补贴标准', 'subsidy/standards', { permission: SUBSIDY.view }),
          page('subsidy-payments', '补贴拨付', 'subsidy/payments', { permission: SUBSIDY.payment }),
          page('subsidy-reports', '补贴统计', 'subsidy/reports', { permission: SUBSIDY.reports }),
        ],
      },
    ],
  },
  {
    name: 'assessment',
    title: '考试认证',
    groups: [
      {
        name: 'group-assessment', title: '考核认定', icon: 'skill', roles: TRAINER_ROLES,
        pages: [
          page('exams', '考试安排', 'exams/index'),
          page('examiners', '考评员', 'examiners/index', { roles: GOVERNMENT_ROLES }),
          page('certificates', '证书管理', 'certificates/index'),
          page('certificates-detail', '证书详情', 'certificates/detail', { hidden: true, activeMenu: '/manage/certificates' }),
        ],
      },
    ],
  },
  {
    name: 'employment',
    title: '就业服务',
    groups: [
      {
        name: 'group-employment', title: '就业服务', icon: 'job', roles: [...GOVERNMENT_ROLES, 'enterprise'],
        pages: [
          page('talents', '人才库', 'talents/index'),
          page('jobs', '招聘岗位', 'jobs/index'),
          page('jobs-edit', '编辑岗位', 'jobs/edit', { hidden: true, activeMenu: '/manage/jobs', noCache: true }),
        ],
      },
    ],
  },
  {
    name: 'content',
    title: '内容管理',
    groups: [
      {
        name: 'group-content', title: '内容发布', icon: 'documentation', roles: GOVERNMENT_ROLES,
        pages: [
          page('news', '新闻资讯', 'news/index'),
          page('news-edit', '编辑资讯', 'news/edit', { hidden: true, activeMenu: '/manage/news', noCache: true, roles: ADMIN_ROLES }),
          page('pages', '单页内容', 'pages/index', { roles: ADMIN_ROLES }),
        ],
      },
    ],
  },
  {
    name: 'system',
    title: '系统管理',
    groups: [
      {
        name: 'group-accounts', title: '用户与机构', icon: 'user', roles: GOVERNMENT_ROLES,
        pages: [
          page('learners', '学员管理', 'learners/index'),
          page('organizations', '机构管理', 'organizations/index'),
          page('managers', '管理员', 'managers/index', { roles: ADMIN_ROLES }),
        ],
      },
      {
        name: 'group-access', title: '权限与配置', icon: 'lock', roles: ADMIN_ROLES,
        pages: [
          page('roles', '角色权限', 'roles/index', { roles: ['super-admin'] }),
          page('menus', '菜单管理', 'menus/index', { roles: ['super-admin'] }),
          page('dictionaries', '数据字典', 'dictionaries/index'),
        ],
      },
      {
        name: 'group-logs', title: '日志审计', icon: 'log', roles: ADMIN_ROLES,
        pages: [
          page('logs-operation', '操作日志', 'logs/operation'),
          page('logs-login', '登录日志', 'logs/login'),
          page('logs-client-errors', '前端错误', 'logs/client-errors', { roles: ['super-admin'] }),
          page('logs-sessions', '在线会话', 'logs/sessions', { roles: ['super-admin'] }),
          page('logs-learner-rights', '个人信息请求', 'logs/learner-rights'),
        ],
      },
    ],
  },
];
