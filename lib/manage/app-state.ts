// Back-office app state of SPEC.md §3–§4 and §9: sidebar, device, size, active section (cookies).

/** SPEC.md §9: the management layout becomes "mobile" below this width. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/**
 * Cookie sidebarStatus is "1" (opened) or "0". The layout of SPEC.md §2 does not use the side menu,
 * so a manager who never opened it starts with it closed.
 */
export function sidebarOpenedFrom(cookie: string | undefined): boolean {
  return cookie === '1';
}

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

export function sizeFrom(cookie: string | undefined): Size {
  return (SIZES as readonly string[]).includes(cookie ?? '') ? (cookie as Size) : DEFAULT_SIZE;
}

/** Base font size of the content area per size. */
export const SIZE_FONT_PX: Record<Size, number> = { default: 15, medium: 14, small: 13, mini: 12 };
