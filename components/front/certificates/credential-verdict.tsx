'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PlainLink } from '@/components/front/plain-link';
import { cn } from '@/components/ui/cn';
import type { CheckResult } from '@/lib/credentials/check';
import { formatDate } from '@/lib/format/date';
import { useLevelName } from './certificate-card';

const RED = 'border-red-300 bg-red-50 text-red-800';
const AMBER = 'border-amber-300 bg-amber-50 text-amber-900';
const TONE = { valid: 'border-emerald-300 bg-emerald-50 text-emerald-900', revoked: RED, forged: RED, mismatch: RED, unconfirmed: AMBER, outdated: AMBER, unsupported: AMBER };
const MARK = { ok: '✓', bad: '✗', unknown: '?' };
const PROBLEM_KEYS = {
  unknown_key: 'unknownKey', signature: 'signature', malformed: 'malformed', type: 'type', claims: 'claims', key_period: 'keyPeriod', outdated: 'outdated',
  unsupported: 'unsupported',
} as const;
const FIELD_LABELS = { no: 'certNo', name: 'holder', id: 'maskedId', occ: 'occupation', occCode: 'occupation', level: 'level', issuer: 'issuer', date: 'issuedOn', prev: 'replaces' } as const;

function Check({ label, state, children }: { label: string; state: keyof typeof MARK; children: React.ReactNode }) {
  return (
    <li className="flex gap-2 text-sm">
      <span aria-hidden className={cn('w-4 shrink-0 font-bold', state === 'ok' ? 'text-emerald-700' : state === 'bad' ? 'text-red-700' : 'text-amber-700')}>{MARK[state]}</span>
      <span><span className="font-medium">{label}：</span>{children}</span>
    </li>
  );
}

/** The one verdict of a check, what was checked, and what the signed payload says. */
export function CredentialVerdict({ result }: { result: CheckResult }) {
  const t = useTranslations('CredentialCheck');
  const levelName = useLevelName();
  const locale = useLocale();
  const { verdict, claims, kid, problem } = result;
  const note = verdict.outcome === 'valid' && verdict.register === 'offline' ? 'validOffline' : verdict.outcome;
  const revocation = verdict.revocation;
  const fields = [...new Set(verdict.differing.map((f) => t(FIELD_LABELS[f])))].join('、');
  return (
    <section aria-labelledby="credential-verdict-title" className={cn('rounded-lg border-2 p-4 md:p-5', TONE[verdict.outcome])} data-testid="credential-verdict" data-outcome={verdict.outcome}>
      <h2 id="credential-verdict-title" role={verdict.outcome === 'valid' ? 'status' : 'alert'} className="text-lg font-semibold">{t(`outcome.${verdict.outcome}`)}</h2>
      <p className="mt-1 text-sm">{t(`outcomeNote.${note}`)}</p>
      <h3 className="mt-4 text-sm font-semibold">{t('checksHeading')}</h3>
      <ul className="mt-2 space-y-1.5">
        <Check label={t('signature')} state={verdict.signature === 'valid' ? 'ok' : verdict.signature === 'unsupported' ? 'unknown' : 'bad'}>
          {verdict.signature === 'valid' ? t('signatureValid', { kid: kid ?? '' }) : t(`signatureInvalid.${PROBLEM_KEYS[problem ?? 'malformed']}`, { kid: kid ?? '—' })}
        </Check>
        {(verdict.signature === 'valid' || (verdict.outcome === 'unsupported' && verdict.register !== 'offline')) && (
          <>
            <Check label={t('register')} state={verdict.register === 'matches' || verdict.register === 'found' ? 'ok' : verdict.register === 'offline' ? 'unknown' : 'bad'}>
              {verdict.register === 'matches' ? t('registerMatches') : verdict.register === 'found' ? t('registerFound') : verdict.register === 'differs' ? t('registerDiffers', { fields }) : verdict.register === 'missing' ? t('registerMissing') : t('registerOffline')}
            </Check>
            <Check label={t('status')} state={verdict.status === 'valid' ? 'ok' : verdict.status === 'revoked' ? 'bad' : 'unknown'}>
              {verdict.status === 'valid' && t('statusValid')}
              {verdict.status === 'unknown' &&
                (verdict.staleList ? t('statusStale', { until: formatDate(verdict.staleList, 'YYYY-MM-DD HH:mm', locale) }) : t('statusUnknown'))}
              {revocation && (revocation.at ? t('statusRevoked', { at: formatDate(revocation.at, 'YYYY-MM-DD HH:mm', locale), reason: revocation.reason ?? '—' }) : t('statusRevokedNoDetail'))}
              {revocation?.replacedBy && (
                <span className="block">
                  {t('statusReplaced')}{' '}
                  <PlainLink href={`/cerQuery?cert_no=${revocation.replacedBy}`} className="font-mono underline">{revocation.replacedBy}</PlainLink>
                </span>
              )}
            </Check>
          </>
        )}
      </ul>
      {claims && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{verdict.register === 'found' ? t('registerContentsHeading') : t('contentsHeading')}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm text-slate-900 sm:grid-cols-2" data-testid="credential-contents">
            {([
              ['certNo', claims.no], ['holder', claims.name], ['maskedId', claims.id], ['occupation', `${claims.occ}${claims.occCode ? `（${claims.occCode}）` : ''}`],
              ['level', typeof claims.level === 'number' ? levelName(claims.level) : claims.level], ['issuer', claims.issuer], ['issuedOn', claims.date],
              ...(claims.prev ? [['replaces', claims.prev] as const] : []),
            ] as const).map(([key, value]) => (
              <div key={key} className="flex gap-2">
                <dt className="shrink-0 text-slate-500">{t(key)}</dt>
                <dd className="min-w-0 break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
