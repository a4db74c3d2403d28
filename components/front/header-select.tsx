import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; icon: ReactNode };

/**
 * A native select styled as a header control. The public header stays free of a menu library:
 * phones get the system picker, and nothing but this element needs hydrating.
 */
export function HeaderSelect({ label, icon, className, children, ...props }: Props) {
  return (
    <label className={cn('relative inline-flex h-11 items-center md:h-8 rounded text-sm hover:bg-black/5 focus-within:bg-black/5', className)}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="pointer-events-none absolute left-2">{icon}</span>
      <select {...props} className="h-11 cursor-pointer md:h-8 appearance-none bg-transparent pl-7 pr-6 text-sm focus-visible:outline-2">
        {children}
      </select>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute right-1.5 h-3 w-3" fill="currentColor">
        <path d="M5.5 7.5 10 12l4.5-4.5h-9Z" />
      </svg>
    </label>
  );
}
