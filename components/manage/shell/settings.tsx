'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import { DEFAULT_SETTINGS, normalizeSettings, SETTINGS_KEY, type ShellSettings } from '@/lib/manage/settings';

export { SETTINGS_KEY };
const SAVE_DELAY_MS = 400;

type SettingsState = {
  settings: ShellSettings;
  /** False until the server's copy arrived (the defaults are shown meanwhile). */
  loaded: boolean;
  update: (patch: Partial<ShellSettings>) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

const SettingsContext = createContext<SettingsState | null>(null);

export function useShellSettings(): SettingsState {
  const state = useContext(SettingsContext);
  if (!state) throw new Error('useShellSettings must be used inside <SettingsProvider>');
  return state;
}

async function fetchSettings(): Promise<ShellSettings> {
  const body = await apiFetch<{ data: unknown }>(SETTINGS_KEY, { guard: 'manage', silent: true });
  return normalizeSettings(body?.data);
}

/** Layout settings live on the server per manager (PUT /user/settings), so they follow the manager. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { data, mutate } = useSWR(SETTINGS_KEY, fetchSettings, { revalidateOnFocus: false });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout> | null; next: ShellSettings | null }>({ timer: null, next: null });

  const save = useCallback(async () => {
    const next = pending.current.next;
    pending.current = { timer: null, next: null };
    if (!next) return;
    try {
      const body = await apiFetch<{ data: unknown }>(SETTINGS_KEY, { guard: 'manage', method: 'PUT', body: next });
      await mutate(normalizeSettings(body?.data), { revalidate: false });
    } catch {
      await mutate();
    }
  }, [mutate]);

  const update = useCallback(
    (patch: Partial<ShellSettings>) => {
      const next = { ...(pending.current.next ?? data ?? DEFAULT_SETTINGS), ...patch };
      void mutate(next, { revalidate: false });
      if (pending.current.timer) clearTimeout(pending.current.timer);
      pending.current = { next, timer: setTimeout(() => void save(), SAVE_DELAY_MS) };
    },
    [data, mutate, save],
  );

  // A change still waiting for its debounce is sent when the page goes away.
  useEffect(() => {
    const flush = () => {
      if (!pending.current.timer) return;
      clearTimeout(pending.current.timer);
      void save();
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [save]);

  const value = useMemo(
    () => ({ settings: data ?? DEFAULT_SETTINGS, loaded: Boolean(data), update, drawerOpen, setDrawerOpen }),
    [data, update, drawerOpen],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
