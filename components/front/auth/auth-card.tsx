import type { ReactNode } from 'react';
import Link from 'next/link';

type Props = { title: string; subtitle?: string; links?: Array<{ href: string; label: string }>; children: ReactNode };

/** The frame shared by the learner login, SMS login and registration pages; full width on phones. */
export function AuthCard({ title, subtitle, links = [], children }: Props) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 md:py-12">
      <section aria-labelledby="auth-title" className="rounded-lg bg-white p-5 shadow-sm md:p-8">
        <h1 id="auth-title" className="text-xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {links.length > 0 && (
          <nav className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
            {links.map((link) => (
              <Link key={link.href} href={link.href} className="font-medium text-primary-700 underline-offset-4 hover:underline">
                {link.label}
              </Link>
            ))}
          </nav>
        )}
      </section>
    </div>
  );
}
