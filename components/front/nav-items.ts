// The public navigation as data; labels are keys of the Header namespace.
export const mainNavItems = [
  { href: '/', key: 'home' },
  { href: '/class', key: 'class' },
  { href: '/enroll', key: 'enroll' },
  { href: '/occupation', key: 'occupation' },
  { href: '/news', key: 'news' },
  { href: '/talent', key: 'talent' },
  { href: '/teacher', key: 'teacher' },
  { href: '/examiner', key: 'examiner' },
  { href: '/cerQuery', key: 'cerQuery' },
  { href: '/trainingRegistration', key: 'trainingRegistration' },
  { href: '/moxibustion', key: 'moxibustion' },
  { href: '/aboutUs', key: 'aboutUs' },
] as const;

export type NavLink = { href: string; label: string };

export const accountLinks = { login: '/user/login', register: '/user/reg' } as const;
