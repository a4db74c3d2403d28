// Menu search over the manager's permitted pages (SPEC.md §2 settings "pinyin menu search").
// Pinyin is computed on the server (pinyin-pro), so the browser never downloads its dictionary.

import type { MenuSearchEntry } from '@/lib/contract/manager-shell';

/** A permitted page as GET /user/menu-search answers it (lib/contract/manager-shell.ts). */
export type SearchEntry = MenuSearchEntry;

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Best hits first: title, then initials, then full pinyin; prefix matches above inner ones. */
export function searchMenu(entries: readonly SearchEntry[], query: string, usePinyin: boolean, limit = 10): SearchEntry[] {
  const q = normalize(query);
  if (!q) return [];
  const scored: { entry: SearchEntry; score: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const title = normalize(entry.title);
    const trail = normalize(entry.trail.join(''));
    let score = -1;
    if (title.startsWith(q)) score = 100;
    else if (title.includes(q)) score = 90;
    else if (usePinyin && entry.initials.startsWith(q)) score = 80;
    else if (usePinyin && entry.pinyin.startsWith(q)) score = 75;
    else if (usePinyin && entry.initials.includes(q)) score = 60;
    else if (usePinyin && entry.pinyin.includes(q)) score = 55;
    else if (trail.includes(q)) score = 20;
    if (score >= 0) scored.push({ entry, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit).map((s) => s.entry);
}
