'use client';

import { Radio, RadioGroup } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { SCREEN_MEASURES, type ScreenMeasure } from '@/lib/contract/data-screen/figures';
import { cn } from '@/components/ui/cn';
import { measureKey } from './format';

/** The measure the map is coloured by; the subsidy's only when the subsidies have data. */
export function MeasureSwitch({ value, onChange, withSubsidy }: { value: ScreenMeasure; onChange: (m: ScreenMeasure) => void; withSubsidy: boolean }) {
  const t = useTranslations('DataScreen');
  const measures = SCREEN_MEASURES.filter((m) => withSubsidy || m !== 'subsidy_paid');
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={t('measure')} data-testid="measure-switch" className="flex flex-wrap gap-[0.4em]">
      {measures.map((m) => (
        <Radio
          key={m}
          value={m}
          data-measure={m}
          className={cn(
            'cursor-pointer rounded-full border px-[0.8em] py-[0.2em] text-[0.9em] outline-none data-[focus]:ring-2 data-[focus]:ring-cyan-300',
            m === value ? 'border-cyan-300 bg-cyan-300 text-slate-950' : 'border-sky-400/50 text-sky-100 hover:bg-sky-400/15',
          )}
        >
          {t(measureKey(m))}
        </Radio>
      ))}
    </RadioGroup>
  );
}
