import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'li' };

export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}
