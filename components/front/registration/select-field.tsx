import type { SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/front/auth/form-field';

type Option = { value: string; label: string };
type Props = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; placeholder: string; options: Option[]; error?: string };

/** A labelled native select whose error is tied to it with aria-describedby, like FormField. */
export function SelectField({ id, label, placeholder, options, error, className, ...select }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={inputClass} {...select}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
