// The bench's prerendered floor: Next renders it once at build and answers it from its prerender
// cache (x-nextjs-cache). Outside the middleware's matcher, so it carries no nonce. Reached only
// with BENCH_FLOORS=1 (lib/server/bench-floors.ts).
export const dynamic = 'force-static';

export default function PrerenderedFloor() {
  return (
    <main>
      <h1>bench floor</h1>
      <p>prerendered</p>
    </main>
  );
}
