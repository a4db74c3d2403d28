import { Skeleton } from '@/components/ui/skeleton';

export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-52" />
      ))}
    </div>
  );
}

export function BlockSkeleton({ className = 'h-32' }: { className?: string }) {
  return <Skeleton className={className} />;
}
