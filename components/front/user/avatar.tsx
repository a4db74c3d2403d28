import { cn } from '@/components/ui/cn';
import { DefaultPortrait } from './default-portrait';

type Props = { src: string | null | undefined; name: string; size?: 'sm' | 'lg'; className?: string; /** Beside the name already: no alternative text. */ decorative?: boolean };

/** The learner's picture, or the default portrait when there is none. */
export function Avatar({ src, name, size = 'sm', className, decorative = false }: Props) {
  const box = size === 'lg' ? 'h-20 w-20' : 'h-8 w-8';
  if (src) {
    // Our own upload (/api/v1/files/…), already square and small: next/image would only add a round trip.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={decorative ? '' : name} width={size === 'lg' ? 80 : 32} height={size === 'lg' ? 80 : 32} className={cn(box, 'shrink-0 rounded-full object-cover', className)} />;
  }
  return <DefaultPortrait className={cn(box, className)} label={decorative ? undefined : name} />;
}
