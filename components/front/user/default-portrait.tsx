import { cn } from '@/components/ui/cn';

/**
 * The portrait of a learner without a picture: a head and shoulders on a tinted disc, as
 * government apps draw one (the first character of a phone number read as a stray digit).
 */
export function DefaultPortrait({ className, label }: { className?: string; /** Alternative text; none when beside the name. */ label?: string }) {
  return (
    <svg viewBox="0 0 64 64" data-testid="default-portrait" className={cn('shrink-0 rounded-full', className)}
      role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <circle cx="32" cy="32" r="32" className="fill-primary-100" />
      <circle cx="32" cy="25" r="11" className="fill-primary-500" />
      <path d="M12 55c2.5-10 10.5-16 20-16s17.5 6 20 16a31.8 31.8 0 0 1-40 0z" className="fill-primary-500" />
    </svg>
  );
}
