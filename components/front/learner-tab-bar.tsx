'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { COOKIES } from '@/lib/auth/cookies';
import { hasSessionMarker } from '@/lib/auth/session-marker';
import { cn } from '@/components/ui/cn';
import { isActivePath } from './main-nav';
import { activeLearnerTab, LEARNER_TABS, type LearnerTab } from './learner-tabs';

const ICONS: Record<LearnerTab['key'], string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  courses: 'M4 5.5h6.5a2 2 0 0 1 2 2V20a2 2 0 0 0-2-2H4Zm16 0h-6.5a2 2 0 0 0-2 2V20a2 2 0 0 1 2-2H20Z',
  study: 'M4 5h16v11H4Zm6 3.5v4l3.5-2ZM8 20h8',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8a7.5 7.5 0 0 1 15 0',
};

/**
 * The app-like bar Chinese mobile services put under a signed-in user's thumb (首页 / 课程 / 学习 /
 * 我的), below 769 px only. Shown from the readable session marker, like the header's account link.
 */
export function LearnerTabBar({ labels, navLabel }: { labels: Record<LearnerTab['key'], string>; navLabel: string }) {
  const pathname = usePathname();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasSessionMarker(COOKIES.userSession)), [pathname]);
  if (!signedIn) return null;
  const active = activeLearnerTab(pathname, isActivePath);
  return (
    <>
      {/* Keeps the footer's last line clear of the bar. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav aria-label={navLabel} className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden" data-testid="learner-tab-bar">
        <ul className="grid grid-cols-4">
          {LEARNER_TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                href={tab.href}
                aria-current={active === tab.key ? 'page' : undefined}
                className={cn('flex h-14 flex-col items-center justify-center gap-0.5 text-xs', active === tab.key ? 'font-semibold text-primary-700' : 'text-slate-600')}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={ICONS[tab.key]} />
                </svg>
                {labels[tab.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
