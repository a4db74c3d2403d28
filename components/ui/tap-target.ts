/**
 * Links and controls a thumb must hit: at least 44 × 44 px on narrow screens (WCAG 2.5.5, Apple's and
 * Android's guidance), their desktop size from 769 px up where a pointer is precise. The rule is in
 * app/globals.css (inline-flex min-h-11 min-w-11 items-center md:min-h-0 md:min-w-0): footers and lists
 * repeat it many times on one page.
 */
export const tapTarget = 'tap-target';
