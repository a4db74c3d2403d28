'use client';

import { useEffect } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRouter } from 'next/navigation';
import { STORAGE_KEYS } from '@/lib/api/client';
import { cityCookie, parseCityCode } from '@/lib/api/city-scope';
import { cn } from '@/components/ui/cn';

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
  document.cookie = cityCookie(code);
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

  const options: Array<{ code?: string; name: string }> = [{ name: labels.provinceWide }, ...cities];
  const currentName = cities.find((c) => c.code === current)?.name ?? labels.provinceWide;

  return (
    <Menu as="div" className={cn('relative', className)}>
      <MenuButton
        aria-label={`${labels.label}: ${currentName}`}
        className="inline-flex h-8 items-center gap-1 rounded px-2 text-sm hover:bg-black/5 data-open:bg-black/5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M10 17.5s5.5-5 5.5-9.5a5.5 5.5 0 1 0-11 0c0 4.5 5.5 9.5 5.5 9.5Z" />
          <circle cx="10" cy="8" r="2" />
        </svg>
        <span data-testid="city-current">{currentName}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5h-9Z" />
        </svg>
      </MenuButton>
      <MenuItems className="absolute left-0 z-40 mt-1 max-h-80 w-40 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg focus:outline-none">
        {options.map((option) => (
          <MenuItem key={option.code ?? 'province'}>
            <button
              type="button"
              aria-current={option.code === current ? 'true' : undefined}
              onClick={() => choose(option.code)}
              className="flex w-full items-center justify-between px-3 py-2 text-left text-sm data-focus:bg-primary-50 data-focus:text-primary-700"
            >
              {option.name}
              {option.code === current && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-primary-600" fill="currentColor">
                  <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1L8 13.2Z" />
                </svg>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
