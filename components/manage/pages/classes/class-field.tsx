'use client';

import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';

export const fieldClass = 'mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-manage-700 focus:outline-none focus:ring-1 focus:ring-manage-700';

type Props = { id: string; label: string; error?: string; required?: boolean; hint?: ReactNode; children: ReactElement<Record<string, unknown>> };

/** A labelled control with its 422 message under it, tied to the control for screen readers. */
export function ClassField({ id, label, error, required, hint, children }: Props) {
  const control = cloneElement(children, {
    id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-required': required || undefined,
  });
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">{label}{required && <span aria-hidden="true" className="text-red-600"> *</span>}</label>
      {control}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">{error}</p>}
    </div>
  );
}
