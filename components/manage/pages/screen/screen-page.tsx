'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { ManageScreenSchema, type ManageScreen, type ScreenMeasure } from '@/lib/contract/data-screen/figures';
import { DATA_SCREEN_PAGES, DATA_SCREEN_ROUTES } from '@/lib/contract/data-screen/routes';
import { AreaTable, CertificateLevels, KeyFigures, Panel, PassRate, SubsidySection, TopOccupations } from '@/components/data-screen/figures';
import { Feed } from '@/components/data-screen/feed';
import { MeasureSwitch } from '@/components/data-screen/measure-switch';
import { measureKey } from '@/components/data-screen/format';
import { ScreenMap } from '@/components/data-screen/screen-map';
import { Trends } from '@/components/data-screen/trend';
import { useLiveScreen, type LiveMode } from '@/components/data-screen/use-live-screen';
import { useCurrentPagePath } from '../../shell/current-tab';
import { FullScreenButton } from './full-screen-button';
import { ScreenExport } from './screen-export';
import { ScreenStatus } from './screen-status';

const CITY = /^\d{4}00$/;
const LIVE_LABELS = { stream: 'liveStream', polling: 'livePolling', connecting: 'liveConnecting' } as const satisfies Record<LiveMode, string>;
const BUTTON = 'rounded border border-sky-400/50 px-[0.7em] py-[0.2em] text-[0.9em] text-sky-100 hover:bg-sky-400/15';
const parse = (value: unknown): ManageScreen | null => {
  const result = ManageScreenSchema.safeParse(value);
  return result.success ? result.data : null;
};

/**
 * /manage/screen (数据大屏, issue 32): the province (or a city) at a glance, full screen over the
 * back-office chrome, scaled with the viewport so that 1920×1080 shows it all without scrolling and a
 * 4K wall shows it twice as large. A province manager clicks a city to see its counties (?city_code=).
 */
export default function ScreenPage() {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const pagePath = useCurrentPagePath();
  // Kept in a hidden tab: no stream and no polling until it is on screen again.
  const active = pagePath === null || pagePath === pathname;
  const asked = search.get('city_code');
  const cityCode = active && asked && CITY.test(asked) ? asked : null;
  const query = cityCode ? `?city_code=${cityCode}` : '';
  const { data, error, mode, reload } = useLiveScreen<ManageScreen>({
    path: `${DATA_SCREEN_ROUTES.manage}${query}`,
    events: `${DATA_SCREEN_ROUTES.manageEvents}${query}`,
    guard: 'manage',
    parse,
    paused: !active,
  });
  const [measure, setMeasure] = useState<ScreenMeasure>('learners');
  const screenRef = useRef<HTMLDivElement>(null);
  // The screen's text size in pixels (it follows the viewport), for what ECharts draws on its canvas.
  const [fontSize, setFontSize] = useState(16);
  const drawnScreen = Boolean(data);
  useEffect(() => {
    const element = screenRef.current;
    if (!element) return;
    const read = () => setFontSize(parseFloat(getComputedStyle(element).fontSize) || 16);
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [drawnScreen]);
  const drill = useCallback((code: string) => {
    if (CITY.test(code)) router.push(`${DATA_SCREEN_PAGES.manage}?city_code=${code}`);
  }, [router]);

  if (!data) return <ScreenStatus error={error} onRetry={reload} />;
  const { scope } = data;
  const heading = scope.level === 'city' ? t('cityHeading', { province: scope.province_name, city: scope.name }) : t('heading', { province: scope.province_name });
  const withSubsidy = data.subsidy !== null;
  const shown = !withSubsidy && measure === 'subsidy_paid' ? 'learners' : measure;
  const measureName = t(measureKey(shown));
  const time = format.dateTime(new Date(data.computed_at), { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

  return (
    <div
      ref={screenRef}
      data-testid="data-screen"
      data-scope={scope.code}
      className="fixed inset-0 z-[100] overflow-hidden bg-[#06122b] bg-[radial-gradient(ellipse_at_top,#0f2a57,transparent_60%)] text-slate-100"
      style={{ fontSize: 'min(calc(100vw / 110), calc(100vh / 62))' }}
    >
      <div className="flex h-full flex-col gap-[0.6em] p-[0.8em]">
        <header className="grid shrink-0 grid-cols-[1fr_auto_1fr] items-center gap-[1em]">
          <p className="flex items-center gap-[0.6em] text-[0.95em] text-slate-300">
            <span data-testid="live-mode" data-mode={mode} className={mode === 'stream' ? 'text-emerald-300' : 'text-amber-200'}>
              ● {t(LIVE_LABELS[mode])}
            </span>
            <span data-testid="computed-at" data-at={data.computed_at}>{t('updatedAt', { time })}</span>
          </p>
          <h1 className="text-center text-[2em] font-bold tracking-wider text-sky-50 [text-shadow:0_0_0.4em_rgba(56,189,248,0.6)]">{heading}</h1>
          <div className="flex items-center justify-end gap-[0.5em]" data-no-export="true">
            {/* Only where a province manager drilled down: a city manager's scope stays their city whatever is asked. */}
            {cityCode && scope.code === cityCode && (
              <Link href={DATA_SCREEN_PAGES.manage} className={BUTTON}>{t('backToProvince')}</Link>
            )}
            <ScreenExport target={screenRef} code={scope.code} cityCode={cityCode} />
            <FullScreenButton target={screenRef} className={BUTTON} />
            <Link href="/manage" className={BUTTON}>{t('exit')}</Link>
          </div>
        </header>
        <div className="grid min-h-0 flex-1 grid-cols-[26em_minmax(0,1fr)_26em] gap-[0.6em]">
          <div className="flex min-h-0 flex-col gap-[0.6em] overflow-hidden">
            <Panel title={t('figuresHeading')} testId="key-figures"><KeyFigures figures={data} /></Panel>
            <CertificateLevels levels={data.certificates_by_level} />
            <PassRate exams={data.exams} />
            <SubsidySection subsidy={data.subsidy} />
          </div>
          <div className="flex min-h-0 flex-col gap-[0.6em]">
            <Panel title={scope.level === 'province' ? t('mapLabel', { scope: scope.name, measure: measureName }) : t('countyTable')} className="flex-1" testId="map-panel">
              {scope.level === 'province' ? (
                <>
                  <MeasureSwitch value={shown} onChange={setMeasure} withSubsidy={withSubsidy} />
                  <div className="relative min-h-0 flex-1">
                    <ScreenMap provinceCode={scope.code} areas={data.areas} measure={shown} label={t('mapLabel', { scope: scope.name, measure: measureName })} onSelect={drill} fontSize={fontSize} />
                  </div>
                  <div className="sr-only"><AreaTable areas={data.areas} caption={t('areasTable')} withSubsidy={withSubsidy} /></div>
                </>
              ) : (
                <div className="min-h-0 flex-1 overflow-hidden">
                  <p data-testid="no-county-map" className="mb-[0.5em] text-[0.9em] text-slate-300">{t('noCountyMap')}</p>
                  <AreaTable areas={data.areas} caption={t('countyTable')} withSubsidy={withSubsidy} testId="county-table" />
                </div>
              )}
            </Panel>
            <Panel title={t('trends')} className="h-[11em] shrink-0" testId="trends"><Trends trends={data.trends} /></Panel>
          </div>
          <div className="flex min-h-0 flex-col gap-[0.6em] overflow-hidden">
            <TopOccupations title={t('topByEnrollment')} items={data.top_occupations_by_enrollment} testId="top-enrollment" limit={5} />
            <TopOccupations title={t('topByCertificates')} items={data.top_occupations_by_certificates} testId="top-certificates" limit={5} />
            <Feed items={data.feed} />
          </div>
        </div>
      </div>
    </div>
  );
}
