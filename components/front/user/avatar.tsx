import { cn } from '@/components/ui/cn';

type Props = { src: string | null | undefined; name: string; size?: 'sm' | 'lg'; className?: string; /** Beside the name already: no alternative text. */ decorative?: boolean };

/** The learner's picture, or the first letter of their name on a tinted disc when there is none. */
export function Avatar({ src, name, size = 'sm', className, decorative = false }: Props) {
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-8 w-8 text-sm';
  if (src) {
    // Our own upload (/api/v1/files/…), already square and small: next/image would only add a round trip.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={decorative ? '' : name} width={size === 'lg' ? 80 : 32} height={size === 'lg' ? 80 : 32} className={cn(box, 'shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span aria-hidden="true" className={cn(box, 'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700', className)}>
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
