import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

// The classes are in app/globals.css (a page shows dozens of badges): text shades chosen for at least
// 4.5:1 contrast on their tinted backgrounds.
const tones: Record<BadgeTone, string> = {
  primary: 'badge-primary',
  success: 'badge-success',
  warning: 'badge-warning',
  danger: 'badge-danger',
  neutral: 'badge-neutral',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('badge', tones[tone], className)}>
      {children}
    </span>
  );
}
