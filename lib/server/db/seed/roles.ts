export const ROLES = [
  { name: 'super-admin', title: '超级管理员', description: '拥有平台全部功能和系统管理权限' },
  { name: 'province-admin', title: '省级管理员', description: '管理全省培训、考核、证书和内容发布' },
  { name: 'city-admin', title: '市级管理员', description: '管理本市培训班、报名审核和实名认证' },
  { name: 'enterprise', title: '企业', description: '发布招聘岗位、查看人才库、组织职工培训报名' },
  { name: 'school', title: '院校', description: '开设培训班、管理学员、组织考核' },
  { name: 'institution', title: '培训机构', description: '开设培训班、管理学员、组织考核' },
] as const;

export type RoleName = (typeof ROLES)[number]['name'];

export const ADMIN_ROLES: RoleName[] = ['super-admin', 'province-admin'];
export const GOVERNMENT_ROLES: RoleName[] = ['super-admin', 'province-admin', 'city-admin'];
export const TRAINER_ROLES: RoleName[] = ['super-admin', 'province-admin', 'city-admin', 'school', 'institution'];
export const ALL_ROLES: RoleName[] = ROLES.map((r) => r.name);
