import type { Permission, PermissionAction, PermissionModule } from '@/lib/contract/permissions';
import type { RoleName } from './roles';

// Names typed against lib/contract/permissions.ts: a module or action it does not list does not compile.
type Module = {
  [M in PermissionModule]: {
    name: M;
    title: string;
    actions: readonly (readonly [action: PermissionAction<M>, title: string])[];
    roles: Partial<Record<RoleName, readonly PermissionAction<M>[] | 'all'>>;
  };
}[PermissionModule];

const CRUD = [['view', '查看'], ['create', '新增'], ['update', '编辑'], ['delete', '删除']] as const;
const TRAINERS = { 'city-admin': ['view'], school: 'all', institution: 'all' } as const;

// super-admin holds every permission; the other roles list what they get per module.
export const PERMISSION_MODULES: Module[] = [
  { name: 'dashboard', title: '工作台', actions: [['view', '查看']], roles: { 'province-admin': 'all', 'city-admin': 'all', enterprise: 'all', school: 'all', institution: 'all' } },
  { name: 'screen', title: '数据大屏', actions: [['view', '查看']], roles: { 'province-admin': 'all', 'city-admin': 'all' } },
  { name: 'classes', title: '培训班管理', actions: [...CRUD, ['publish', '发布']], roles: { 'province-admin': 'all', ...TRAINERS } },
  { name: 'enrollments', title: '报名管理', actions: [['view', '查看'], ['review', '审核'], ['export', '导出']], roles: { 'province-admin': 'all', 'city-admin': 'all', school: 'all', institution: 'all' } },
  { name: 'verifications', title: '实名认证', actions: [['view', '查看'], ['review', '审核']], roles: { 'province-admin': 'all', 'city-admin': 'all' } },
  { name: 'exams', title: '考试管理', actions: [...CRUD, ['score', '录入成绩']], roles: { 'province-admin': 'all', ...TRAINERS } },
  { name: 'certificates', title: '证书管理', actions: [['view', '查看'], ['issue', '颁发'], ['revoke', '撤销'], ['export', '导出']], roles: { 'province-admin': 'all', 'city-admin': ['view'], school: ['view', 'issue'], institution: ['view'] } },
  { name: 'news', title: '新闻资讯', actions: [['view', '查看'], ['manage', '管理'], ['publish', '发布']], roles: { 'province-admin': 'all', 'city-admin': ['view'] } },
  { name: 'pages', title: '单页内容', actions: [['view', '查看'], ['manage', '管理']], roles: { 'province-admin': 'all' } },
  { name: 'videos', title: '视频课程', actions: CRUD, roles: { 'province-admin': 'all', ...TRAINERS } },
  { name: 'occupations', title: '职业工种', actions: CRUD, roles: { 'province-admin': 'all', 'city-admin': ['view'], school: ['view'], institution: ['view'] } },
  { name: 'teachers', title: '师资管理', actions: [...CRUD, ['review', '审核申请']], roles: { 'province-admin': 'all', 'city-admin': ['view', 'review'], school: ['view', 'create', 'update'], institution: ['view', 'create', 'update'] } },
  { name: 'examiners', title: '考评员管理', actions: CRUD, roles: { 'province-admin': 'all', 'city-admin': ['view'] } },
  { name: 'talents', title: '人才库', actions: CRUD, roles: { 'province-admin': 'all', 'city-admin': ['view'], enterprise: ['view'] } },
  { name: 'jobs', title: '招聘岗位', actions: [...CRUD, ['review', '审核']], roles: { 'province-admin': 'all', 'city-admin': ['view', 'review'], enterprise: ['view', 'create', 'update', 'delete'] } },
  { name: 'training-registrations', title: '培训登记', actions: [['view', '查看'], ['update', '处理'], ['export', '导出']], roles: { 'province-admin': 'all', 'city-admin': 'all', enterprise: ['view'] } },
  { name: 'moxibustion', title: '艾灸培训', actions: [['view', '查看'], ['review', '审核'], ['certificates', '证书管理']], roles: { 'province-admin': 'all' } },
  { name: 'subsidies', title: '培训补贴', actions: [['view', '查看'], ['standards', '补贴标准'], ['categories', '人员类别审核'], ['sessions', '课次考勤'], ['claims', '申领'], ['review', '审核'], ['payment', '拨付'], ['reports', '统计报表']], roles: { 'province-admin': 'all', 'city-admin': ['view', 'categories', 'review', 'payment', 'reports'], school: ['view', 'categories', 'sessions', 'claims'], institution: ['view', 'categories', 'sessions', 'claims'] } },
  { name: 'learners', title: '学员管理', actions: [['view', '查看'], ['update', '编辑'], ['disable', '禁用'], ['id-number', '查看完整身份证号']], roles: { 'province-admin': 'all', 'city-admin': ['view'] } },
  { name: 'organizations', title: '机构管理', actions: [...CRUD, ['review', '审核']], roles: { 'province-admin': 'all', 'city-admin': ['view', 'review'] } },
  { name: 'managers', title: '管理员', actions: [...CRUD, ['reset-password', '重置密码']], roles: { 'province-admin': ['view', 'create', 'update'] } },
  { name: 'system', title: '系统设置', actions: [['roles', '角色权限'], ['menus', '菜单管理'], ['dictionaries', '数据字典']], roles: { 'province-admin': ['dictionaries'] } },
  { name: 'logs', title: '日志审计', actions: [['operation', '操作日志'], ['login', '登录日志'], ['client-errors', '前端错误'], ['unlock', '解锁账号'], ['sessions', '在线会话'], ['learner-rights', '个人信息请求']], roles: { 'province-admin': ['operation', 'login', 'unlock', 'learner-rights'] } },
];

export function permissionsOf(role: RoleName): Permission[] {
  return PERMISSION_MODULES.flatMap((m): Permission[] => {
    const granted = role === 'super-admin' ? 'all' : m.roles[role];
    if (!granted) return [];
    const actions: readonly string[] = granted === 'all' ? m.actions.map(([a]) => a) : granted;
    return [m.name, ...actions.map((a) => `${m.name}.${a}` as Permission)];
  });
}
