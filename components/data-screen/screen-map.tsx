'use client';

import { useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { fetchWithin, REQUEST_TIMEOUT_MS } from '@/lib/api/fetch-deadline';
import type { ScreenArea, ScreenMeasure } from '@/lib/contract/data-screen/figures';
import { Chart } from './chart';
import type { EChartsType, echarts as Echarts } from './echarts';
import { formatCount, formatFen, formatRate, measureValue } from './format';

type Geo = { features: { properties: { code: string; name: string; cp: [number, number] | null } }[] };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Props = {
  /** The province whose city boundaries are drawn (public/geo/<code>.json, scripts/geo/generate.ts). */
  provinceCode: string;
  areas: ScreenArea[];
  measure: ScreenMeasure;
  label: string;
  /** A click on an area (drill-down); none: the areas are not links. */
  onSelect?: (code: string) => void;
  /** The labels' size in pixels (the screen's own text size, which follows the viewport). */
  fontSize?: number;
};

/**
 * The province's cities coloured by the chosen measure. Hovering one shows its figures; clicking it
 * calls onSelect. Once drawn, the element lists the codes it drew (data-areas) and each one's centre
 * in pixels (data-centres), which the browser tests point at.
 */
export function ScreenMap({ provinceCode, areas, measure, label, onSelect, fontSize = 14 }: Props) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const [geo, setGeo] = useState<Geo | null>(null);
  const [failed, setFailed] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;
  const mapName = `province-${provinceCode}`;

  const prepare = async (echarts: typeof Echarts, chart: EChartsType) => {
    let shape = geo;
    if (!echarts.getMap(mapName)) {
      const response = await fetchWithin(`/geo/${provinceCode}.json`, {}, REQUEST_TIMEOUT_MS).catch(() => null);
      if (!response?.ok) return setFailed(true);
      shape = (await response.json()) as Geo;
      echarts.registerMap(mapName, shape as never);
    }
    setGeo(shape ?? (echarts.getMap(mapName)?.geoJSON as Geo | undefined) ?? null);
    chart.on('click', (params) => {
      const code = (params as { name?: string }).name;
      if (code && select.current) select.current(code);
    });
  };

  const option = useMemo(() => {
    if (!geo) return null;
    const byCode = new Map(areas.map((a) => [a.code, a]));
    const names = new Map(geo.features.map((f) => [f.properties.code, f.properties.name]));
    const values = areas.map((a) => measureValue(a, measure)).filter((v): v is number => v !== null);
    const max = measure === 'pass_rate' ? 1 : Math.max(1, ...values);
    const tooltip = (code: string) => {
      const area = byCode.get(code);
      const name = escape(area?.name ?? names.get(code) ?? code);
      if (!area) return `<strong>${name}</strong>`;
      const rows: [string, string][] = [
        [t('measures.learners'), formatCount(format, area.learners)],
        [t('measures.certificates'), formatCount(format, area.certificates)],
        [t('measures.passRate'), formatRate(format, area.pass_rate) ?? t('noneYet')],
        [t('measures.subsidyPaid'), formatFen(format, area.subsidy_paid_fen)],
        [t('measures.jobs'), formatCount(format, area.jobs)],
      ];
      return `<div data-testid="map-tooltip" data-code="${escape(code)}"><strong>${name}</strong>${rows.map(([k, v]) => `<br/>${escape(k)}：${escape(v)}`).join('')}</div>`;
    };
    return {
      animation: false,
      tooltip: { trigger: 'item', confine: true, formatter: (p: { name: string }) => tooltip(p.name), backgroundColor: 'rgba(8,20,45,0.92)', borderColor: '#38bdf8', textStyle: { color: '#e0f2fe', fontSize } },
      visualMap: {
        min: 0,
        max,
        calculable: false,
        orient: 'vertical',
        left: 8,
        bottom: 8,
        text: [measure === 'pass_rate' ? formatRate(format, 1) : measure === 'subsidy_paid' ? formatFen(format, max) : formatCount(format, max), '0'],
        textStyle: { color: '#cbd5e1', fontSize: Math.round(fontSize * 0.85) },
        itemWidth: Math.round(fontSize * 1.2),
        itemHeight: Math.round(fontSize * 8),
        inRange: { color: ['#15365f', '#1e6fa8', '#22b8cf', '#a5f3fc'] },
      },
      series: [{
        type: 'map',
        map: mapName,
        nameProperty: 'code',
        roam: false,
        selectedMode: false,
        layoutCenter: ['52%', '50%'],
        layoutSize: '96%',
        label: { show: true, color: '#f8fafc', fontSize: Math.round(fontSize * 0.8), formatter: (p: { name: string }) => (names.get(p.name) ?? '').replace(/(市|地区|自治州)$/, '') },
        itemStyle: { borderColor: '#7dd3fc', borderWidth: 1, areaColor: '#15365f' },
        emphasis: { label: { color: '#0f172a' }, itemStyle: { areaColor: '#fde68a' } },
        data: areas.map((a) => ({ name: a.code, value: measureValue(a, measure) ?? undefined })),
      }],
    };
  }, [geo, areas, measure, mapName, fontSize]); // eslint-disable-line react-hooks/exhaustive-deps

  const drawn = (chart: EChartsType) => {
    const element = chart.getDom();
    if (!geo) return;
    const centres: Record<string, [number, number]> = {};
    for (const f of geo.features) {
      if (!f.properties.cp) continue;
      const point = chart.convertToPixel({ seriesIndex: 0 }, f.properties.cp) as number[] | undefined;
      if (point) centres[f.properties.code] = [Math.round(point[0]), Math.round(point[1])];
    }
    element.dataset.areas = geo.features.map((f) => f.properties.code).join(',');
    element.dataset.centres = JSON.stringify(centres);
    element.dataset.measure = measure;
  };

  if (failed) return <p className="text-slate-300">{t('loadFailed')}</p>;
  return <Chart option={option} label={label} testId="screen-map" className="h-full w-full" prepare={prepare} drawn={drawn} />;
}
