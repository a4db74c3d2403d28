import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../breadcrumbs';

type Props = { title: string; crumbs?: Crumb[]; intro?: ReactNode; children: ReactNode; /** false when the content renders its own h1 (articles). */ showTitle?: boolean };

/** The shared shell of the public inner pages: breadcrumbs, one h1, then the content. */
export function PageFrame({ title, crumbs, intro, children, showTitle = true }: Props) {
  return (
    <div className="mx-auto max-w-[1420px] px-4 pt-4 lg:px-6">
      <Breadcrumbs items={crumbs ?? [{ label: title }]} />
      {showTitle && <h1 className="mt-3 text-xl font-bold text-slate-900 md:text-2xl">{title}</h1>}
      {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      <div className="mt-4 md:mt-6">{children}</div>
    </div>
  );
}
