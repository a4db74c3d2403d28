'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { STORAGE_KEYS } from '@/lib/api/client';
import { parseCityCode } from '@/lib/api/city-scope';
import { COOKIES } from '@/lib/auth/cookies';
import { removeBrowserCookie, writeBrowserCookie } from '@/lib/cookies/browser';
import { HeaderSelect } from './header-select';

export type CityChoice = { code: string; name: string };
type Props = { cities: CityChoice[]; current?: string; labels: { label: string; provinceWide: string }; className?: string };

function readStoredCity(): string | undefined {
  try {
    return parseCityCode(window.localStorage.getItem(STORAGE_KEYS.cityCode));
  } catch {
    return undefined;
  }
}

/** Local storage holds the choice (SPEC.md §3) for the browser API client; the cookie lets server-rendered lists follow it. */
export function storeCity(code: string | undefined): void {
  try {
    if (code) window.localStorage.setItem(STORAGE_KEYS.cityCode, code);
    else window.localStorage.removeItem(STORAGE_KEYS.cityCode);
  } catch {
    // private mode: the cookie alone still scopes the lists
  }
  if (code) writeBrowserCookie(COOKIES.cityCode, code);
  else removeBrowserCookie(COOKIES.cityCode);
}

export function CityPicker({ cities, current, labels, className }: Props) {
  const router = useRouter();
  const known = (code: string | undefined) => (code && cities.some((c) => c.code === code) ? code : undefined);

  // The cookie may have expired or been cleared while local storage kept the choice.
  useEffect(() => {
    const raw = readStoredCity();
    const stored = known(raw);
    if (raw !== stored || stored !== current) storeCity(stored);
    if (stored !== current) router.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, against the server's view
  }, []);

  function choose(code: string | undefined) {
    storeCity(code);
    router.refresh();
  }

  return (
    <HeaderSelect
      label={labels.label}
      className={className}
      // Uncontrolled, so the new choice shows at once; the key resets it when the server's view changes.
      key={current ?? ''}
      defaultValue={current ?? ''}
      onChange={(event) => choose(event.target.value || undefined)}
      icon={
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M10 17.5s5.5-5 5.5-9.5a5.5 5.5 0 1 0-11 0c0 4.5 5.5 9.5 5.5 9.5Z" />
          <circle cx="10" cy="8" r="2" />
        </svg>
      }
    >
      <option value="">{labels.provinceWide}</option>
      {cities.map((city) => (
        <option key={city.code} value={city.code}>
          {city.name}
        </option>
      ))}
    </HeaderSelect>
  );
}
