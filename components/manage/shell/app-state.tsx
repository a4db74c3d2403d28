'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { COOKIES } from '@/lib/auth/cookies';
import { writeBrowserCookie as writeCookie } from '@/lib/cookies/browser';
import { deviceFor, type Device, type Size } from '@/lib/manage/app-state';

export type AppState = {
  sidebarOpened: boolean;
  /** True right after the sidebar was closed for a narrow window, so it disappears without sliding. */
  withoutAnimation: boolean;
  device: Device;
  size: Size;
  activeName: string;
  toggleSidebar: () => void;
  closeSidebar: (withoutAnimation: boolean) => void;
  setSize: (size: Size) => void;
  setActiveName: (name: string) => void;
};

const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState must be used inside <AppStateProvider>');
  return state;
}

/** From the request's cookies, so the server draws what the browser will (device: from the width cookie, else desktop). */
export type InitialAppState = { sidebarOpened: boolean; size: Size; activeName: string; device?: Device };

/** SPEC.md §4: sidebar state in a cookie; below 992 px the device is mobile and the sidebar closes. */
export function AppStateProvider({ initial, children }: { initial: InitialAppState; children: ReactNode }) {
  const [sidebarOpened, setOpened] = useState(initial.sidebarOpened);
  const [withoutAnimation, setWithoutAnimation] = useState(false);
  const [device, setDevice] = useState<Device>(initial.device ?? 'desktop');
  const [size, setSizeState] = useState<Size>(initial.size);
  const [activeName, setActiveNameState] = useState(initial.activeName);
  const pathname = usePathname();

  const closeSidebar = useCallback((instant: boolean) => {
    setOpened(false);
    setWithoutAnimation(instant);
    writeCookie(COOKIES.sidebarStatus, '0');
  }, []);

  const toggleSidebar = useCallback(() => {
    setWithoutAnimation(false);
    setOpened((open) => {
      writeCookie(COOKIES.sidebarStatus, open ? '0' : '1');
      return !open;
    });
  }, []);

  useEffect(() => {
    const onResize = () => setDevice(deviceFor(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Entering mobile, and a route change on mobile, closes an open sidebar at once (no slide).
  const last = useRef<{ pathname: string; device: Device }>({ pathname, device: 'desktop' });
  useEffect(() => {
    const before = last.current;
    last.current = { pathname, device };
    const enteredMobile = device === 'mobile' && before.device !== 'mobile';
    const movedOnMobile = device === 'mobile' && before.pathname !== pathname;
    if ((enteredMobile || movedOnMobile) && sidebarOpened) closeSidebar(true);
  }, [device, pathname, sidebarOpened, closeSidebar]);

  const setSize = useCallback((next: Size) => {
    setSizeState(next);
    writeCookie(COOKIES.size, next);
  }, []);

  const setActiveName = useCallback((name: string) => {
    setActiveNameState(name);
    writeCookie(COOKIES.activeName, name);
  }, []);

  const value = useMemo(
    () => ({ sidebarOpened, withoutAnimation, device, size, activeName, toggleSidebar, closeSidebar, setSize, setActiveName }),
    [sidebarOpened, withoutAnimation, device, size, activeName, toggleSidebar, closeSidebar, setSize, setActiveName],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}
