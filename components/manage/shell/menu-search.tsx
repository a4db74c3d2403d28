'use client';

import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api/client';
import { searchMenu, type SearchEntry } from '@/lib/manage/search';
import { useMenuTitle } from '../manager-session';

const SEARCH_KEY = '/user/menu-search';

async function fetchEntries(): Promise<SearchEntry[]> {
  const body = await apiFetch<{ data: SearchEntry[] }>(SEARCH_KEY, { guard: 'manage', silent: true });
  return body?.data ?? [];
}

/**
 * Finds a permitted page by title, or — in Chinese with pinyin search on — by full pinyin or
 * initials (`banji`, `bjgl` → 班级管理). The index (with pinyin made on the server) loads on first focus.
 */
export function MenuSearch({ pinyin }: { pinyin: boolean }) {
  const t = useTranslations('ManageLayout');
  const locale = useLocale();
  const router = useRouter();
  const [wanted, setWanted] = useState(false);
  const [query, setQuery] = useState('');
  const { data, error } = useSWR(wanted ? SEARCH_KEY : null, fetchEntries, { revalidateOnFocus: false });
  const menuTitle = useMenuTitle();
  // The index's titles are the server's (Chinese); seeded ones are searched and shown in the interface language.
  const entries = useMemo(() => data?.map((e) => ({ ...e, title: menuTitle(e.title), trail: e.trail.map(menuTitle) })), [data, menuTitle]);
  const hits = entries ? searchMenu(entries, query, pinyin && locale === 'zh') : [];

  function go(entry: SearchEntry | null) {
    if (!entry) return;
    setQuery('');
    router.push(entry.path);
  }

  return (
    <Combobox value={null} onChange={go} onClose={() => setQuery('')}>
      <div className="relative shrink-0">
        <ComboboxInput
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          onFocus={() => setWanted(true)}
          onChange={(e) => setQuery(e.target.value)}
          displayValue={() => query}
          autoComplete="off"
          className="h-8 w-40 rounded border border-current/40 bg-white/15 px-3 text-sm text-current placeholder:text-current placeholder:opacity-75 focus:placeholder:opacity-100 focus:w-60 focus:bg-white focus:text-slate-900 focus:placeholder:text-slate-400 focus:outline-none"
        />
        {query.trim() && (
          <ComboboxOptions className="absolute right-0 z-50 mt-1 max-h-80 w-72 overflow-auto rounded border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
            {error && <p className="px-3 py-2 text-sm text-red-700">{t('searchFailed')}</p>}
            {!data && !error && <p className="px-3 py-2 text-sm text-slate-500">{t('searchLoading')}</p>}
            {data && hits.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">{t('searchEmpty')}</p>}
            {hits.map((entry) => (
              <ComboboxOption key={entry.path} value={entry} className="cursor-pointer px-3 py-2 data-focus:bg-slate-100">
                <span className="block text-sm font-medium">{entry.title}</span>
                <span className="block text-xs text-slate-500">{entry.trail.join(' / ')}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}
