'use client';

import type { CSSProperties } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle, Field, Label, Switch } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOCALE_COOKIE, routing, type AppLocale } from '@/lib/i18n/routing';
import { writeBrowserCookie as writeCookie } from '@/lib/cookies/browser';
import { SIZES, type Size } from '@/lib/manage/app-state';
import { themeVariables } from '@/lib/manage/colour';
import { THEME_PRESETS, type ShellSettings } from '@/lib/manage/settings';
import { cn } from '@/components/ui/cn';
import { useAppState } from './app-state';
import { useShellSettings } from './settings';

type Flag = 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'supportPinyinSearch' | 'showSettings';
const FLAGS: Flag[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch', 'showSettings'];

function Toggle({ label, note, checked, onChange, disabled }: { label: string; note?: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  return (
    <Field className="py-2 text-sm" disabled={disabled}>
      <div className="flex items-center justify-between gap-3">
        <Label>{label}</Label>
        {/* The track is grey when off and the theme colour when on; the knob has a border so it shows on either. */}
        <Switch
          checked={checked}
          onChange={onChange}
          className="group relative inline-flex h-5 w-10 shrink-0 items-center rounded-full border border-slate-400 bg-slate-300 transition-colors data-checked:border-[var(--manage-theme)] data-checked:bg-[var(--manage-theme)] data-disabled:cursor-not-allowed data-disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--manage-theme)]"
        >
          <span className="inline-block h-4 w-4 translate-x-px rounded-full border border-slate-400 bg-white shadow transition-transform group-data-checked:translate-x-[21px] group-data-checked:border-white" />
        </Switch>
      </div>
      {note && <Description className="mt-1 text-xs text-slate-500">{note}</Description>}
    </Field>
  );
}

/** SPEC.md §2 settings drawer; every change is saved on the server for this manager. */
export function SettingsDrawer() {
  const t = useTranslations('ManageLayout');
  const { settings, update, drawerOpen, setDrawerOpen } = useShellSettings();
  const { size, setSize } = useAppState();
  const locale = useLocale();
  const router = useRouter();

  function chooseLocale(next: AppLocale) {
    writeCookie(LOCALE_COOKIE, next);
    router.refresh();
  }

  return (
    <Dialog open={drawerOpen} onClose={setDrawerOpen} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      {/* The panel is portalled out of the shell, so it carries the theme's variables itself. */}
      <DialogPanel data-testid="settings-drawer" style={themeVariables(settings.theme) as CSSProperties} className="fixed inset-y-0 right-0 w-[300px] overflow-y-auto bg-white p-5 text-slate-800 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-base font-semibold">{t('settings.title')}</DialogTitle>
          <button type="button" onClick={() => setDrawerOpen(false)} aria-label={t('settings.close')} className="rounded px-2 text-lg leading-none hover:bg-slate-100">×</button>
        </div>

        <fieldset className="border-b border-slate-100 pb-4">
          <legend className="mb-2 text-sm font-medium">{t('settings.theme')}</legend>
          <div className="flex flex-wrap items-center gap-2">
            {THEME_PRESETS.map((colour) => (
              <button
                key={colour}
                type="button"
                aria-label={colour}
                aria-pressed={settings.theme === colour}
                onClick={() => update({ theme: colour })}
                className={cn('h-6 w-6 rounded border border-slate-200', settings.theme === colour && 'ring-2 ring-slate-700 ring-offset-1')}
                style={{ backgroundColor: colour }}
              />
            ))}
            <label className="ml-1 inline-flex items-center gap-1 text-xs text-slate-600">
              {t('settings.customTheme')}
              <input type="color" value={settings.theme.toLowerCase()} onChange={(e) => update({ theme: e.target.value.toUpperCase() })} className="h-6 w-8 cursor-pointer border-0 p-0" />
            </label>
          </div>
        </fieldset>

        <div className="border-b border-slate-100 py-2">
          {FLAGS.map((flag) => (
            <Toggle
              key={flag}
              label={t(`settings.${flag}`)}
              checked={settings[flag]}
              note={flag === 'supportPinyinSearch' ? t('settings.pinyinNote') : undefined}
              disabled={flag === 'supportPinyinSearch' && locale !== 'zh'}
              onChange={(value) => update({ [flag]: value } as Partial<ShellSettings>)}
            />
          ))}
        </div>

        <fieldset className="border-b border-slate-100 py-4">
          <legend className="mb-2 text-sm font-medium">{t('settings.size')}</legend>
          <div className="flex flex-wrap gap-2">
            {SIZES.map((s: Size) => (
              <button key={s} type="button" aria-pressed={size === s} onClick={() => setSize(s)} className={cn('rounded border px-2 py-1 text-xs', size === s ? 'border-[var(--manage-theme)] text-[var(--manage-theme)]' : 'border-slate-300')}>
                {t(`sizes.${s}`)}
              </button>
            ))}
          </div>
        </fieldset>

        <label className="block py-4 text-sm font-medium">
          {t('settings.language')}
          <select value={locale} onChange={(e) => chooseLocale(e.target.value as AppLocale)} className="mt-2 block w-full rounded border border-slate-300 px-2 py-1 text-sm font-normal">
            {routing.locales.map((l) => (
              <option key={l} value={l}>{t(`languages.${l}`)}</option>
            ))}
          </select>
        </label>
      </DialogPanel>
    </Dialog>
  );
}
