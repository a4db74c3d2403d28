'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { BatchesTab } from './batches-tab';
import { CertificatesTab } from './certificates-tab';
import { EnrollmentsTab } from './enrollments-tab';

const TABS = ['batches', 'enrollments', 'certificates'] as const;

/** The moxibustion programme's back office: batches, the enrolment queue, certificates. */
export default function MoxibustionPage() {
  const t = useTranslations('ManageMoxibustion');
  return (
    <section aria-labelledby="moxibustion-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <h1 id="moxibustion-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
      <TabGroup>
        <TabList className="flex gap-1 border-b border-slate-200">
          {TABS.map((k) => (
            <Tab key={k} className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 focus:outline-none data-[selected]:border-manage-600 data-[selected]:font-medium data-[selected]:text-manage-700">
              {t(`tabs.${k}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel><BatchesTab /></TabPanel>
          <TabPanel><EnrollmentsTab /></TabPanel>
          <TabPanel><CertificatesTab /></TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
