'use client';

import { useState } from 'react';
import type { ScreenArea, ScreenMeasure } from '@/lib/contract/data-screen/figures';
import { MeasureSwitch } from './measure-switch';
import { ScreenMap } from './screen-map';

/** The public screen's map with its measure switch (no drill-down: the public sees the province). */
export function PublicMap({ provinceCode, areas, label, withSubsidy }: { provinceCode: string; areas: ScreenArea[]; label: string; withSubsidy: boolean }) {
  const [measure, setMeasure] = useState<ScreenMeasure>('learners');
  return (
    <div className="mb-3 flex flex-col gap-2">
      <MeasureSwitch value={measure} onChange={setMeasure} withSubsidy={withSubsidy} />
      <div className="h-[26rem]"><ScreenMap provinceCode={provinceCode} areas={areas} measure={measure} label={label} /></div>
    </div>
  );
}
