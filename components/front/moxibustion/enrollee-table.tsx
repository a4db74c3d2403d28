import { useTranslations } from 'next-intl';
import type { MoxibustionEnrollee } from '@/lib/contract/moxibustion';

/** The published admission list: masked names, no phone or ID number. */
export function EnrolleeTable({ items, offset }: { items: MoxibustionEnrollee[]; offset: number }) {
  const t = useTranslations('Moxibustion');
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('enrolleesHeading')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('number')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('name')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('gender')}</th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">{t('workUnit')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('city')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((e, i) => (
            <tr key={e.id}>
              <td className="px-3 py-2 text-slate-500">{offset + i + 1}</td>
              <td className="px-3 py-2 text-slate-900">{e.name}</td>
              <td className="px-3 py-2">{e.gender === 1 ? t('male') : e.gender === 2 ? t('female') : '—'}</td>
              <td className="hidden px-3 py-2 sm:table-cell">{e.work_unit ?? '—'}</td>
              <td className="px-3 py-2">{e.city_name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
