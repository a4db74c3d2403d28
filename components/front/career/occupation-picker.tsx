'use client';

import { useState } from 'react';
import { inputClass } from '@/components/front/auth/form-field';
import { useOccupationSearch } from './use-options';

type Props = {
  id: string;
  label: string;
  searchPlaceholder: string;
  choose: string;
  value: number | null;
  initialName?: string | null;
  onChange: (id: number | null) => void;
  error?: string;
};

/** Type part of an occupation's name, then pick it from the matches. */
export function OccupationPicker({ id, label, searchPlaceholder, choose, value, initialName, onChange, error }: Props) {
  const [keyword, setKeyword] = useState(initialName ?? '');
  const matches = useOccupationSearch(keyword);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-slate-700">{label}</label>
      <div className="grid gap-2 sm:grid-cols-2">
        <input id={`${id}-search`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={searchPlaceholder} className={inputClass} maxLength={50} />
        <select
          id={id}
          aria-label={label}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        >
          <option value="">{choose}</option>
          {matches.map((o) => (
            <option key={o.id} value={o.id}>{`${o.name}（${o.code}）`}</option>
          ))}
          {value !== null && !matches.some((o) => o.id === value) && <option value={value}>{initialName ?? value}</option>}
        </select>
      </div>
      {error && <p id={errorId} className="mt-1 text-xs text-red-700">{error}</p>}
    </div>
  );
}
