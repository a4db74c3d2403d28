'use client';

import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from './echarts';

type Instance = { setOption: (o: EChartsCoreOption) => void; resize: () => void; dispose: () => void };

/** An ECharts canvas; the library loads in the browser only, after the figures are on screen. */
export function Chart({ option, label, testId }: { option: EChartsCoreOption; label: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let chart: Instance | null = null;
    let loading = false;
    // A page kept in a hidden tab has no size, and ECharts warns when drawn into none: the chart is
    // drawn once the element has a size, and follows its size afterwards.
    const draw = () => {
      if (disposed || element.clientWidth === 0 || element.clientHeight === 0) return;
      if (chart) return chart.resize();
      if (loading) return;
      loading = true;
      void import('./echarts').then(({ echarts }) => {
        if (disposed) return;
        chart = echarts.init(element);
        chart.setOption(option);
        element.dataset.rendered = 'true';
      });
    };
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    draw();
    return () => {
      disposed = true;
      observer.disconnect();
      chart?.dispose();
    };
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} className="h-72 w-full" />;
}
