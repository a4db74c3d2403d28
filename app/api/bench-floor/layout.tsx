import type { ReactNode } from 'react';

// The root layout of the bench's floor pages (lib/server/bench-floors.ts): no nonce, no messages,
// no data, so the pages below are as cheap as Next makes a page.
export default function BenchFloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
