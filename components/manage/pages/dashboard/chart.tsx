'use client';

import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from './echarts';

/** An ECharts canvas; the library loads in the browser only, after the figures are on screen. */
export function Chart({ option, label, testId }: { option: EChartsCoreOption; label: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let chart: { setOption: (o: EChartsCoreOption) => void; resize: () => void; dispose: () => void } | null = null;
    // A tab kept hidden has no size; draw again when it is shown.
    const observer = new ResizeObserver(() => chart?.resize());
    void import('./echarts').then(({ echarts }) => {
      if (disposed) return;
      chart = echarts.init(element);
      chart.setOption(option);
      element.dataset.rendered = 'true';
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer.disconnect();
      chart?.dispose();
    };
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} className="h-72 w-full" />;
}
