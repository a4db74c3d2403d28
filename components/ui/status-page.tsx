import type { ReactNode } from 'react';
import Image from 'next/image';

type Props = { code: string; heading: string; description: string; logoAlt: string; children: ReactNode };

/** The full-screen status page (404, 401): logo, code, explanation and the ways out. */
export function StatusPage({ code, heading, description, logoAlt, children }: Props) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <Image unoptimized src="/logo.svg" alt={logoAlt} width={64} height={64} className="h-16 w-16" />
      <p className="mt-6 text-6xl font-bold tracking-wider text-primary-600">{code}</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-900 md:text-2xl">{heading}</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-600">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </main>
  );
}
