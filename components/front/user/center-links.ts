// SPEC.md §2 "User area" as data; labels are keys of UserCenter.links. Detail and result pages
// (/user/classInfo, /user/paySuccee) need context and are reached from their lists instead.
export const centerLinks = [
  { href: '/user/info', key: 'info' },
  { href: '/user/class', key: 'class' },
  { href: '/user/myClass', key: 'myClass' },
  { href: '/video', key: 'video' },
  { href: '/user/enroll', key: 'enroll' },
  { href: '/user/exam', key: 'exam' },
  { href: '/user/cert', key: 'cert' },
  { href: '/user/subsidy', key: 'subsidy' },
  { href: '/user/job', key: 'job' },
  { href: '/user/employmentcenter', key: 'employmentcenter' },
  { href: '/user/verify', key: 'verify' },
  { href: '/user/edit-pass', key: 'editPass' },
  { href: '/user/privacy', key: 'privacy' },
] as const;

export type CenterLinkKey = (typeof centerLinks)[number]['key'];
