import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'manage' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700 focus-visible:outline-primary-600',
  manage: 'bg-manage-700 text-white hover:bg-manage-800 focus-visible:outline-manage-700',
  outline: 'border border-primary-600 text-primary-700 bg-white hover:bg-primary-50 focus-visible:outline-primary-600',
  ghost: 'text-primary-700 hover:bg-primary-50 focus-visible:outline-primary-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  // 44 px on phones (a thumb's target), 40 px from 769 px up.
  md: 'h-11 px-4 text-sm md:h-10',
  lg: 'h-12 px-6 text-base',
};

/** Shared by <button> and link-styled-as-button, so both look the same. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  // The shared part is .btn in app/globals.css: one short class in the HTML and RSC payload of every button.
  return cn(
    'btn',
    variants[variant],
    sizes[size],
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
