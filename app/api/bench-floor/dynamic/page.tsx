import { notFound } from 'next/navigation';
import { benchFloorsOn } from '@/lib/server/bench-floors';

// The bench's per-request floor: a page without data that Next renders for every request, the
// floor the pages rendered per request are judged against. Only with BENCH_FLOORS=1.
export const dynamic = 'force-dynamic';

export default function RenderedFloor() {
  if (!benchFloorsOn()) notFound();
  return (
    <main>
      <h1>bench floor</h1>
      <p>rendered per request</p>
    </main>
  );
}
