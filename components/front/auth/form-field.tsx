import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  /** Something beside the input, e.g. the "get code" button. */
  addon?: ReactNode;
};

export const inputClass =
  'block h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 aria-invalid:border-red-600 md:text-sm';

/** A labelled input whose error is tied to it with aria-describedby. */
export function FormField({ id, label, error, addon, className, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClass, input.type === 'file' && 'h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-primary-50 file:px-3 file:py-1 file:text-primary-700')}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
