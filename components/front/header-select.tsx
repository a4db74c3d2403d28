import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; icon: ReactNode };

/**
 * A native select styled as a header control. The public header stays free of a menu library:
 * phones get the system picker, and nothing but this element needs hydrating.
 */
export function HeaderSelect({ label, icon, className, children, ...props }: Props) {
  return (
    <label className={cn('hdr-select', className)}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="pointer-events-none absolute left-2">{icon}</span>
      <select {...props}>
        {children}
      </select>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute right-1.5 h-3 w-3" fill="currentColor">
        <path d="M5.5 7.5 10 12l4.5-4.5h-9Z" />
      </svg>
    </label>
  );
}
