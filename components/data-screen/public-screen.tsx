import { useFormatter, useTranslations } from 'next-intl';
import type { PublicScreen } from '@/lib/contract/data-screen/figures';
import { IntlScope } from '@/components/ui/intl-scope';
import { AreaTable, CertificateLevels, KeyFigures, Panel, PassRate, SubsidySection, TopOccupations } from './figures';
import { PublicMap } from './public-map';
import { Trends } from './trend';

/** The public screen's figures, drawn on the server; the map and the trend lines are islands on top. */
export function PublicScreenView({ figures }: { figures: PublicScreen }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const time = format.dateTime(new Date(figures.computed_at), { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
  const withSubsidy = figures.subsidy !== null;
  return (
    <div data-testid="public-screen" className="rounded-lg bg-[#06122b] p-3 text-[15px] text-slate-100 md:p-4">
      <p data-testid="computed-at" data-at={figures.computed_at} className="mb-3 text-right text-sm text-slate-300">{t('updatedAt', { time })}</p>
      {/* One provider for the islands (the map and the lines) with the screen's messages. */}
      <IntlScope namespaces={['DataScreen']}>
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-3">
            <Panel title={t('figuresHeading')} testId="key-figures"><KeyFigures figures={figures} /></Panel>
            <PassRate exams={figures.exams} />
            <SubsidySection subsidy={figures.subsidy} />
          </div>
          <div className="flex flex-col gap-3">
            <Panel title={t('areasTable')} testId="map-panel">
              <PublicMap provinceCode={figures.scope.code} areas={figures.areas} label={t('mapLabel', { scope: figures.scope.name, measure: t('measures.learners') })} withSubsidy={withSubsidy} />
              <div className="overflow-x-auto">
                <AreaTable areas={figures.areas} caption={t('areasTable')} withSubsidy={withSubsidy} />
              </div>
            </Panel>
            <Panel title={t('trends')} testId="trends">
              <div className="flex h-72 flex-col md:h-48">
                <Trends trends={figures.trends} columns="grid-cols-2 md:grid-cols-3" />
              </div>
            </Panel>
          </div>
          <div className="flex flex-col gap-3">
            <CertificateLevels levels={figures.certificates_by_level} />
            <TopOccupations title={t('topByEnrollment')} items={figures.top_occupations_by_enrollment} testId="top-enrollment" />
            <TopOccupations title={t('topByCertificates')} items={figures.top_occupations_by_certificates} testId="top-certificates" />
          </div>
        </div>
      </IntlScope>
    </div>
  );
}
