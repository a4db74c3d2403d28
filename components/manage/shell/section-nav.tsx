'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { activeMenuPath, sectionGroups, visibleChildren, type MenuRoute, type Navbar } from '@/lib/manage/routes';
import { cn } from '@/components/ui/cn';
import { useAppState } from './app-state';

/**
 * The row of section titles in the top bar. Hovering (or focusing) a section opens a panel of its
 * groups, each listing only children with is_show; it also makes the section the active one.
 */
export function SectionNav({ navbars, routes, pathname }: { navbars: Navbar[]; routes: MenuRoute[]; pathname: string }) {
  const t = useTranslations('ManageLayout');
  const { activeName, setActiveName } = useAppState();
  const [open, setOpen] = useState<string | null>(null);
  const current = activeMenuPath(pathname, routes);

  function show(name: string) {
    setOpen(name);
    if (name !== activeName) setActiveName(name);
  }

  return (
    <nav aria-label={t('sectionsLabel')} className="flex h-full items-stretch">
      <ul className="flex h-full items-stretch">
        {navbars.map((navbar) => {
          const groups = sectionGroups(routes, navbar.name);
          const expanded = open === navbar.name;
          return (
            <li
              key={navbar.id}
              className="relative flex"
              data-testid="section"
              data-name={navbar.name}
              // mouseover, not mouseenter: after a panel link is clicked the panel goes from under the
              // pointer, and Chrome takes its parent (this item) as still hovered until its next frame,
              // so a pointer moved straight back onto the title never "entered" and the panel stayed shut.
              onMouseOver={() => show(navbar.name)}
              onMouseLeave={() => setOpen(null)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setOpen(null);
              }}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`section-panel-${navbar.name}`}
                onClick={() => (expanded ? setOpen(null) : show(navbar.name))}
                className={cn(
                  'whitespace-nowrap px-3 text-sm font-medium hover:bg-current/15 focus-visible:bg-current/15 focus-visible:outline-none',
                  activeName === navbar.name && 'bg-current/15 shadow-[inset_0_-3px_0_0_currentColor]',
                )}
              >
                {navbar.title}
              </button>
              {expanded && groups.length > 0 && (
                <div id={`section-panel-${navbar.name}`} data-testid="section-panel" className="absolute left-0 top-full z-40 flex min-w-[240px] gap-8 rounded-b border border-slate-200 bg-white p-5 text-slate-700 shadow-lg">
                  {groups.map((group) => (
                    <div key={group.id} className="min-w-[120px]">
                      <p className="mb-2 border-b border-slate-100 pb-1 text-sm font-semibold text-slate-900">{group.title}</p>
                      <ul className="space-y-1">
                        {visibleChildren(group).map((child) => (
                          <li key={child.id}>
                            <Link
                              href={child.path}
                              onClick={() => setOpen(null)}
                              aria-current={child.path === current ? 'page' : undefined}
                              className="block whitespace-nowrap rounded px-2 py-1 text-sm hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-[var(--manage-theme)]"
                            >
                              {child.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
