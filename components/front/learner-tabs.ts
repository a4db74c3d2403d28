// The signed-in learner's bottom tabs as data; labels are keys of the LearnerTabBar namespace. A tab
// is current on its own paths, the longest match winning (/user/myClass is 学习, not 我的).
export const LEARNER_TABS = [
  { key: 'home', href: '/', match: ['/'] },
  { key: 'courses', href: '/class', match: ['/class'] },
  { key: 'study', href: '/video', match: ['/video', '/lessonVideo', '/user/myClass', '/user/class', '/user/classInfo'] },
  { key: 'mine', href: '/user/center', match: ['/user'] },
] as const;

export type LearnerTab = (typeof LEARNER_TABS)[number];

export function activeLearnerTab(pathname: string | null, isActive: (pathname: string | null, href: string) => boolean): LearnerTab['key'] | undefined {
  let best: { key: LearnerTab['key']; length: number } | undefined;
  for (const tab of LEARNER_TABS) {
    for (const href of tab.match) {
      if (isActive(pathname, href) && (!best || href.length > best.length)) best = { key: tab.key, length: href.length };
    }
  }
  return best?.key;
}
