import type { ReactNode } from 'react';

/** The learner area's page frame: one column on phones, a centred card on desktops. */
export function UserPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <section aria-labelledby="user-page-title" className="rounded-lg bg-white p-5 shadow-sm md:p-8">
        <h1 id="user-page-title" className="mb-6 text-xl font-semibold text-slate-900">{title}</h1>
        {children}
      </section>
    </div>
  );
}
