import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatYuan } from '@/lib/format/money';
import type { Notice, NoticeDetail } from '@/lib/contract/subsidy/notice';
import { Badge } from '@/components/ui/badge';

// The public notice (补贴公示) as the site draws it on the server: approved claims with the learners'
// names and ID numbers masked by the API, and the amounts. Namespace SubsidyNotice.

function Yuan({ fen }: { fen: number }) {
  return <span className="tabular-nums">{formatYuan(fen, useLocale())}</span>;
}

function LevelText({ level }: { level: number }) {
  const t = useTranslations('SubsidyLabels');
  return <>{level >= 1 && level <= 5 ? t(`level.level${level}` as 'level.level1') : level}</>;
}

export function NoticeList({ items }: { items: Notice[] }) {
  const t = useTranslations('SubsidyNotice');
  if (!items.length) return <p className="rounded-lg bg-white p-6 text-slate-700">{t('empty')}</p>;
  return (
    <ul className="space-y-3">
      {items.map((n) => (
        <li key={n.id} className="rounded-lg bg-white p-4 shadow-sm" data-testid="notice-item">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link href={`/subsidyNotice?id=${n.id}`} className="text-base font-medium text-primary-700 hover:underline">
              {t('itemTitle', { organization: n.organization_name ?? '', class: n.class_title })}
            </Link>
            <Badge tone={n.open ? 'primary' : 'neutral'}>{n.open ? t('open') : t('closed')}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {n.city_name ?? ''} · {n.occupation_name ?? ''} <LevelText level={n.level} /> · {t('learners', { n: n.learner_count })} · <Yuan fen={n.total_fen} />
          </p>
          <p className="text-sm text-slate-600">{t('period', { from: n.notice_starts_on, to: n.notice_ends_on })}</p>
        </li>
      ))}
    </ul>
  );
}

export function NoticeFacts({ notice }: { notice: NoticeDetail }) {
  const t = useTranslations('SubsidyNotice');
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-2">
        <div><dt className="inline text-slate-600">{t('claimNo')}：</dt><dd className="inline font-mono">{notice.claim_no}</dd></div>
        <div><dt className="inline text-slate-600">{t('organization')}：</dt><dd className="inline">{notice.organization_name ?? '—'}</dd></div>
        <div><dt className="inline text-slate-600">{t('class')}：</dt><dd className="inline">{notice.class_title}</dd></div>
        <div><dt className="inline text-slate-600">{t('occupation')}：</dt><dd className="inline">{notice.occupation_name ?? ''} <LevelText level={notice.level} /></dd></div>
        <div><dt className="inline text-slate-600">{t('total')}：</dt><dd className="inline"><Yuan fen={notice.total_fen} />（{t('learners', { n: notice.learner_count })}）</dd></div>
        <div><dt className="inline text-slate-600">{t('periodLabel')}：</dt><dd className="inline">{t('period', { from: notice.notice_starts_on, to: notice.notice_ends_on })}</dd></div>
      </dl>
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('linesCaption')}</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr><th scope="col" className="px-3 py-2">{t('name')}</th><th scope="col" className="px-3 py-2">{t('idNumber')}</th><th scope="col" className="px-3 py-2">{t('occupation')}</th><th scope="col" className="px-3 py-2 text-right">{t('amount')}</th></tr>
          </thead>
          <tbody>
            {notice.lines.map((l, i) => (
              <tr key={i} className="border-t border-slate-100" data-testid="notice-line">
                <td className="px-3 py-2">{l.name_masked}</td>
                <td className="px-3 py-2 font-mono text-xs">{l.id_number_masked}</td>
                <td className="px-3 py-2">{l.occupation_name ?? ''} <LevelText level={l.level} /></td>
                <td className="px-3 py-2 text-right"><Yuan fen={l.amount_fen} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
