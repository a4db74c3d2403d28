'use client';

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { serverFieldErrors, useKitValidation, type FieldErrors } from './validation';

// Forms: values checked with the API's zod schema before sending, each message under its field;
// a 422 the server still returns lands by its field as well (kitSend leaves it untoasted).

export function useKitForm<V extends Record<string, unknown>, S extends z.ZodType>(schema: S, initial: V, labels: Record<string, string>) {
  const [values, setValues] = useState<V>(initial);
  const { errors, setErrors, busy, send } = useCheckedSubmit(labels);
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key as string]) return e;
      const rest = { ...e };
      delete rest[key as string];
      return rest;
    });
  }, [setErrors]);
  const submit = (run: (data: z.output<S>) => Promise<unknown>) => async (event?: FormEvent) => {
    event?.preventDefault();
    await send(schema, values, run);
  };
  return { values, set, setValues, errors, setErrors, busy, submit };
}

/**
 * The validate-then-send step of every form, for forms that keep their own values (a FormData, a
 * composed body): `send(schema, values, run, more)` checks `values` with the API's schema, adds
 * `more` (rules the schema cannot state, such as an end after a start) where the field has no
 * message yet, and only when all is well calls `run` with the parsed data; a 422 comes back by the
 * field. Answers whether `run` succeeded.
 */
export function useCheckedSubmit(labels: Record<string, string>) {
  const { validate } = useKitValidation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const send = async <S extends z.ZodType>(schema: S, values: unknown, run: (data: z.output<S>) => Promise<unknown>, more: FieldErrors = {}): Promise<boolean> => {
    const checked = validate(schema, values, labels);
    const found: FieldErrors = { ...more, ...(checked.ok ? {} : checked.errors) };
    if (!checked.ok || Object.keys(found).length) {
      setErrors(found);
      return false;
    }
    setBusy(true);
    setErrors({});
    try {
      await run(checked.data);
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(relabel(fields, labels));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, send };
}

/** The server says `capacity 必须是整数。`; by the field its label reads better than its name. */
function relabel(errors: FieldErrors, labels: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => {
    const label = labels[field];
    return [field, label && message.startsWith(`${field} `) ? `${label}${message.slice(field.length + 1)}` : message];
  }));
}

const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-manage-600 focus:outline-none focus:ring-1 focus:ring-manage-600 aria-[invalid=true]:border-red-500';

/** `hideLabel`: a field in a table row, where the column says what it is; the label is still read out. */
type FieldShell = { label: string; error?: string; required?: boolean; hint?: string; hideLabel?: boolean; children: (id: string, described: string | undefined) => ReactNode };

export function KitField({ label, error, required, hint, hideLabel, children }: FieldShell) {
  const id = `kit-${useId()}`;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm text-slate-700'}>{label}{required && <span className="text-red-600" aria-hidden="true"> *</span>}</label>
      {children(id, described)}
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-xs text-red-700" data-testid="field-error">{error}</p>}
    </div>
  );
}

type Common = { label: string; name: string; error?: string; required?: boolean; hint?: string; hideLabel?: boolean };

export function KitTextField({ value, onChange, type = 'text', placeholder, ...f }: Common & { value: string; onChange: (v: string) => void; type?: string; placeholder?: string }) {
  return (
    <KitField {...f}>
      {(id, described) => (
        <input id={id} name={f.name} type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)}
          aria-invalid={f.error ? true : undefined} aria-describedby={described} className={inputClass} />
      )}
    </KitField>
  );
}

/** A number field kept as text while typed, so an empty box is "not filled" rather than 0. */
export function KitNumberField({ value, onChange, min, ...f }: Common & { value: string; onChange: (v: string) => void; min?: number }) {
  return (
    <KitField {...f}>
      {(id, described) => (
        <input id={id} name={f.name} type="number" inputMode="numeric" min={min} value={value} onChange={(e) => onChange(e.target.value)}
          aria-invalid={f.error ? true : undefined} aria-describedby={described} className={inputClass} />
      )}
    </KitField>
  );
}

export function KitTextArea({ value, onChange, rows = 3, ...f }: Common & { value: string; onChange: (v: string) => void; rows?: number }) {
  return (
    <KitField {...f}>
      {(id, described) => (
        <textarea id={id} name={f.name} rows={rows} value={value} onChange={(e) => onChange(e.target.value)}
          aria-invalid={f.error ? true : undefined} aria-describedby={described} className={inputClass} />
      )}
    </KitField>
  );
}

export function KitSelectField({ value, onChange, options, placeholder, ...f }: Common & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <KitField {...f}>
      {(id, described) => (
        <select id={id} name={f.name} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={f.error ? true : undefined} aria-describedby={described} className={inputClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      )}
    </KitField>
  );
}

export function KitCheckField({ label, checked, onChange, name, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; name: string; hint?: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 rounded border-slate-300 accent-manage-600" />
      {label}
      {hint && <span className="text-xs text-slate-500">{hint}</span>}
    </label>
  );
}

export type PickOption = { id: number; label: string; hint?: string };

/** A searchable multi-select (Headless UI Combobox multiple): chosen items as removable chips. */
export function KitMultiPicker({ value, onChange, options, ...f }: Common & { value: number[]; onChange: (ids: number[]) => void; options: PickOption[] }) {
  const t = useTranslations('ManageKit');
  const [query, setQuery] = useState('');
  const chosen = value.map((id) => options.find((o) => o.id === id) ?? { id, label: `#${id}` });
  const q = query.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.label.toLowerCase().includes(q) || (o.hint ?? '').toLowerCase().includes(q)) : options;
  return (
    <KitField {...f}>
      {(id, described) => (
        <Combobox multiple immediate value={value} onChange={(ids: number[]) => { onChange(ids); setQuery(''); }} onClose={() => setQuery('')}>
          {chosen.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={f.label}>
              {chosen.map((o) => (
                <li key={o.id} className="inline-flex items-center gap-1 whitespace-nowrap rounded bg-manage-50 px-2 py-0.5 text-xs text-manage-800">
                  {o.label}
                  <button type="button" className="text-manage-700 hover:text-red-700" aria-label={t('remove', { name: o.label })} onClick={() => onChange(value.filter((v) => v !== o.id))}>×</button>
                </li>
              ))}
            </ul>
          )}
          <div className="relative">
            <ComboboxInput id={id} name={f.name} aria-describedby={described} aria-invalid={f.error ? true : undefined} placeholder={t('comboSearch')}
              className={inputClass} displayValue={() => query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
            <ComboboxButton className="absolute inset-y-0 right-0 px-2 text-slate-500" aria-label={f.label}>▾</ComboboxButton>
          </div>
          <ComboboxOptions anchor="bottom start" className="z-50 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {shown.length === 0 && <div className="px-3 py-2 text-slate-500">{t('comboNoMatch')}</div>}
            {shown.map((o) => (
              <ComboboxOption key={o.id} value={o.id} className={cn('flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 data-[focus]:bg-manage-50')}>
                {({ selected }) => (
                  <>
                    <span>{o.label}{o.hint && <span className="ml-2 text-xs text-slate-500">{o.hint}</span>}</span>
                    {selected && <span aria-hidden="true" className="text-manage-700">✓</span>}
                  </>
                )}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      )}
    </KitField>
  );
}

/** An edit page's frame: title, the form, save and cancel. */
type FormPageProps = {
  title: string; onSubmit: (event: FormEvent) => void; onCancel: () => void; busy: boolean; children: ReactNode; error?: string;
  /** Beside the title: a status badge, when it was published. */
  status?: ReactNode;
  /** Above the form: a note on what may be changed. */
  note?: ReactNode;
  /** A way back to the list in the header, for long forms. */
  back?: string;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** Buttons after save (publish, schedule…), each its own action. */
  actions?: ReactNode;
};

/** An edit page: title, fields, and save / cancel under them; cancel and back close the tab through onCancel. */
export function FormPage({ title, onSubmit, onCancel, busy, children, error, status, note, back, submitLabel, submitDisabled, actions }: FormPageProps) {
  const t = useTranslations('ManageKit');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded bg-white p-6 shadow-sm">
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <h1 id={titleId} className="text-lg font-semibold text-slate-900">{title}</h1>
        {status}
        {back && <Button variant="ghost" size="sm" className="ml-auto" onClick={onCancel}>{back}</Button>}
      </header>
      {note && <p role="status" className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">{note}</p>}
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-4">
        {children}
        {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
        <div className="flex flex-wrap items-end justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="outline" onClick={onCancel} disabled={busy}>{t('cancel')}</Button>
          <Button type="submit" variant={actions ? 'outline' : 'manage'} disabled={busy || submitDisabled}>{busy ? t('saving') : (submitLabel ?? t('save'))}</Button>
          {actions}
        </div>
      </form>
    </section>
  );
}
