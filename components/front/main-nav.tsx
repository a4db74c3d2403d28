'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import type { NavLink } from './nav-items';

export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** A client leaf only so that the current section can be marked with aria-current. */
export function MainNav({ links, label }: { links: NavLink[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden bg-primary-600 md:block">
      <ul className="mx-auto flex max-w-[1420px] flex-wrap px-4 lg:px-6">
        {links.map((link) => {
          const active = isActivePath(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                // The hover shade stays a utility, so it still wins over the current section's, as before.
                className={cn('nav-link hover:bg-primary-700', active && 'bg-primary-800 font-semibold')}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
