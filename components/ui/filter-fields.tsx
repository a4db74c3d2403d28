import type { ReactNode } from 'react';
import { AutoSubmitSelect } from './auto-submit-select';
import { cn } from './cn';

// Plain GET-form controls for list filters: they work without JavaScript and keep filters in the URL.

export const fieldClass =
  'block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 md:h-10 md:text-sm';

export type Option = { value: string; label: string };

function Field({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

type SelectProps = {
  name: string;
  label: string;
  value: string | number | undefined;
  options: Option[];
  /** The first choice ("all"), empty unless anyValue says otherwise. */
  anyLabel: string;
  anyValue?: string;
  /** Submit the form as soon as the choice changes (JavaScript only), clearing these dependent fields. */
  autoSubmit?: boolean;
  clears?: string[];
  className?: string;
};

export function SelectField({ name, label, value, options, anyLabel, anyValue = '', autoSubmit, clears, className }: SelectProps) {
  const id = `filter-${name}`;
  const props = { id, name, defaultValue: value === undefined ? '' : String(value), className: fieldClass };
  const choices = (
    <>
      <option value={anyValue}>{anyLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
  return (
    <Field id={id} label={label} className={className}>
      {autoSubmit ? <AutoSubmitSelect {...props} clears={clears}>{choices}</AutoSubmitSelect> : <select {...props}>{choices}</select>}
    </Field>
  );
}

type InputProps = { name: string; label: string; value: string | undefined; type?: 'search' | 'date'; placeholder?: string; className?: string };

export function InputField({ name, label, value, type = 'search', placeholder, className }: InputProps) {
  const id = `filter-${name}`;
  return (
    <Field id={id} label={label} className={className}>
      <input id={id} name={name} type={type} defaultValue={value ?? ''} placeholder={placeholder} maxLength={50} className={fieldClass} />
    </Field>
  );
}
