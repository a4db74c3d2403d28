import { PlainLink } from '@/components/front/plain-link';
import type { ReactNode } from 'react';

type Props = { href: string; name: string; badge?: ReactNode; lines: Array<string | null | undefined> };

/** The first character of the name stands in for a photo: directories show no portraits. */
export function PersonCard({ href, name, badge, lines }: Props) {
  return (
    <article className="defer-render group relative flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md [--defer-height:220px]">
      <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-lg font-semibold text-primary-700">
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <PlainLink href={href} className="after:absolute after:inset-0 group-hover:text-primary-700">
            {name}
          </PlainLink>
          {badge}
        </h2>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="mt-1 truncate text-sm text-slate-600">
            {line}
          </p>
        ))}
      </div>
    </article>
  );
}
