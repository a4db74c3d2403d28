'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { ClassCourseRow } from '@/lib/contract/course-admin';
import { KitPager, kitInputClass, useKitList } from '../../kit';
import { COURSES_PATH } from './course-api';
import { CourseEditor } from './course-editor';
import { StudyReport } from './study-report';

const tabClass = 'rounded-t px-4 py-2 text-sm text-slate-600 data-[selected]:border-b-2 data-[selected]:border-manage-700 data-[selected]:font-medium data-[selected]:text-slate-900 focus:outline-none';

/** 视频课程: pick a class in my scope (keyword and page in the address), then edit its course or read its study-hours report. */
export default function VideosPage() {
  const t = useTranslations('ManageVideos');
  const classes = useKitList<ClassCourseRow>(COURSES_PATH, { per_page: 10 }, ['keyword']);
  const [keyword, setKeyword] = useState(String(classes.query.keyword ?? ''));
  const [picked, setPicked] = useState<ClassCourseRow | null>(null);
  useEffect(() => setKeyword(String(classes.query.keyword ?? '')), [classes.query.keyword]);
  const rows = classes.rows ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); classes.filter({ keyword: keyword.trim() || undefined }); };

  return (
    <section aria-labelledby="videos-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <h1 id="videos-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t('classes')} className="space-y-3">
          <form onSubmit={search} role="search" className="flex gap-2">
            <input aria-label={t('classKeyword')} className={`${kitInputClass} h-9 min-w-0 flex-1`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('classKeyword')} />
            <Button type="submit" size="sm" variant="manage">{t('search')}</Button>
          </form>
          {classes.error && !classes.rows && <p role="alert" className="text-sm text-red-700">{t('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void classes.mutate()}>{t('retry')}</Button></p>}
          {!classes.rows && !classes.error && <p role="status" className="text-sm text-slate-500">{t('loading')}</p>}
          {classes.rows && rows.length === 0 && <p className="text-sm text-slate-500">{t('noClasses')}</p>}
          <ul className="space-y-1">
            {rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button" aria-pressed={picked?.id === c.id} onClick={() => setPicked(c)}
                  className={`w-full rounded px-3 py-2 text-left text-sm ${picked?.id === c.id ? 'bg-manage-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  <span className="block font-medium">{c.title}</span>
                  <span className={`block text-xs ${picked?.id === c.id ? 'text-white' : 'text-slate-500'}`}>{t('classFacts', { start: c.start_date, lessons: c.lessons_count })}</span>
                </button>
              </li>
            ))}
          </ul>
          <KitPager pagination={classes.pagination} onPage={classes.goTo} onPageSize={classes.setPageSize} />
        </nav>
        <div className="min-w-0">
          {!picked ? <p className="rounded border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">{t('pickClass')}</p> : (
            <TabGroup key={picked.id}>
              <h2 className="mb-2 text-base font-semibold text-slate-900">{picked.title}</h2>
              <TabList className="mb-4 flex gap-2 border-b border-slate-200">
                <Tab className={tabClass}>{t('courseTab')}</Tab>
                <Tab className={tabClass}>{t('reportTab')}</Tab>
              </TabList>
              <TabPanels>
                <TabPanel><CourseEditor classId={picked.id} /></TabPanel>
                <TabPanel><StudyReport classId={picked.id} classTitle={picked.title} /></TabPanel>
              </TabPanels>
            </TabGroup>
          )}
        </div>
      </div>
    </section>
  );
}
