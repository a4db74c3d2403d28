// The back-office layout settings (SPEC.md §3 "Settings", §9 defaults), stored per manager on the
// server. The tab strip is on by default because the layout of SPEC.md §2 shows it. Their shape is
// the contract's (lib/contract/manager-shell.ts).

import { THEME_PATTERN, type ShellSettings } from '@/lib/contract/manager-shell';

export type { ShellSettings } from '@/lib/contract/manager-shell';

/** The API path of the manager's layout settings (GET/PUT), also the SWR key. */
export const SETTINGS_KEY = '/user/settings';

export const DEFAULT_THEME = '#409EFF';

export const DEFAULT_SETTINGS: ShellSettings = {
  theme: DEFAULT_THEME,
  showSettings: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

export const SETTING_FLAGS = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch', 'showSettings'] as const;

export { THEME_PATTERN } from '@/lib/contract/manager-shell';

/** Stored JSON may predate a setting or be damaged: every field falls back to its default. */
export function normalizeSettings(value: unknown): ShellSettings {
  const raw = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const result: ShellSettings = { ...DEFAULT_SETTINGS };
  if (typeof raw.theme === 'string' && THEME_PATTERN.test(raw.theme)) result.theme = raw.theme.toUpperCase();
  for (const flag of SETTING_FLAGS) if (typeof raw[flag] === 'boolean') result[flag] = raw[flag];
  return result;
}

/** Preset swatches offered beside the free colour input. */
export const THEME_PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'] as const;
