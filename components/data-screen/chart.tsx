'use client';

import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from './echarts';

type Props = {
  option: EChartsCoreOption | null;
  label: string;
  testId: string;
  className?: string;
  /** Before the first option: register a map, bind events. */
  prepare?: (echarts: typeof import('./echarts').echarts, chart: EChartsType) => void | Promise<void>;
  /** After each option is drawn. */
  drawn?: (chart: EChartsType) => void;
};

/** An ECharts canvas that follows its element's size; the library loads in the browser only. */
export function Chart({ option, label, testId, className, prepare, drawn }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const hooks = useRef({ prepare, drawn });
  hooks.current = { prepare, drawn };

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let loading = false;
    const draw = () => {
      if (disposed || element.clientWidth === 0 || element.clientHeight === 0) return;
      if (chartRef.current) {
        chartRef.current.resize();
        // Positions follow the new size (the map's centres); only once an option is drawn.
        if (element.dataset.rendered === 'true') hooks.current.drawn?.(chartRef.current);
        return;
      }
      if (loading) return;
      loading = true;
      void import('./echarts').then(async ({ echarts }) => {
        if (disposed) return;
        const chart = echarts.init(element, null, { renderer: 'canvas' });
        await hooks.current.prepare?.(echarts, chart);
        if (disposed) return chart.dispose();
        chartRef.current = chart;
        setReady(true);
      });
    };
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    draw();
    return () => {
      disposed = true;
      observer.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !option) return;
    chart.setOption(option, true);
    hooks.current.drawn?.(chart);
    if (ref.current) ref.current.dataset.rendered = 'true';
  }, [option, ready]);

  return <div ref={ref} role="img" aria-label={label} data-testid={testId} className={className} />;
}
