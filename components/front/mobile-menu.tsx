'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Link from 'next/link';
import type { NavLink } from './nav-items';

type Props = {
  links: NavLink[];
  /** Log-in links or the signed-in account, rendered at the bottom of the panel. */
  account: ReactNode;
  labels: { open: string; close: string; title: string };
};

/**
 * Phones (< 769 px) get the main navigation in a native modal dialog: the browser traps focus,
 * closes it on Escape and marks the rest of the page inert, with no dialog library to hydrate.
 * Its contents are drawn only while it is open: the desktop bar already carries every link, and
 * each page's HTML would otherwise carry them twice.
 */
export function MobileMenu({ links, account, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  const pathname = usePathname();
  useEffect(() => dialog.current?.close(), [pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => { setOpen(true); dialog.current?.showModal(); }}
        aria-label={labels.open}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="icon-btn text-primary-700 hover:bg-primary-50 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onToggle={(event) => setOpen((event.target as HTMLDialogElement).open)}
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="menu-panel"
      >
        {open && (
          <>
            <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
              <h2 id={titleId} className="text-base font-semibold text-primary-700">{labels.title}</h2>
              <button type="button" onClick={close} aria-label={labels.close} autoFocus className="icon-btn text-slate-600 hover:bg-slate-100">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <nav aria-label={labels.title} className="flex-1 px-2 py-2">
              <ul className="grid grid-cols-2 gap-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={close} className="menu-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {account}
          </>
        )}
      </dialog>
    </>
  );
}
