import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';

type Props = { action: string; label: string; submitLabel: string; resetLabel: string; children: ReactNode };

/** A GET form: submitting it loads the list page with the filters in the query string. */
export function FilterForm({ action, label, submitLabel, resetLabel, children }: Props) {
  return (
    <form action={action} method="get" role="search" aria-label={label} className="panel">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">{children}</div>
      <div className="mt-4 flex gap-3">
        <button type="submit" className={buttonClasses('primary', 'md', 'flex-1 md:flex-none md:min-w-28')}>
          {submitLabel}
        </button>
        <Link href={action} className={buttonClasses('outline', 'md', 'flex-1 md:flex-none md:min-w-28')}>
          {resetLabel}
        </Link>
      </div>
    </form>
  );
}
