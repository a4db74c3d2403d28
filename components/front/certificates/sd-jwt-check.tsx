'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { SdJwtCheck as Checked } from '@/lib/credentials/sd-jwt';
import { usePublishedKeys } from './use-published-keys';

// A certificate presented by its holder as an SD-JWT VC (出示证书 on the learner's certificate page):
// the scanned address is /cerQuery#sdjwt=<presentation>, which the server never sees. Verified here
// with the published keys (kept for offline use) and its revocation read from the signed status
// list the page already keeps; shows what the holder disclosed, the ID number only when they did.

type Outcome = 'valid' | 'revoked' | 'unconfirmed' | 'invalid';
type Result = { checked: Checked; status: 'valid' | 'revoked' | 'unknown' };

/** Message keys are camelCase (tests/unit/messages.test.ts); the verifier's problem codes are not. */
const PROBLEM_KEY = {
  malformed: 'malformed', unknown_key: 'unknownKey', signature: 'signature', type: 'type', claims: 'claims', key_period: 'keyPeriod',
  disclosure: 'disclosure', unsupported: 'unsupported',
} as const satisfies Record<Extract<Checked, { ok: false }>['problem'], string>;

const fromHash = () => (/[#&]sdjwt=/.test(window.location.hash) ? window.location.hash : null);
const TONE: Record<Outcome, string> = {
  valid: 'border-emerald-300 bg-emerald-50 text-emerald-900', revoked: 'border-red-300 bg-red-50 text-red-800',
  invalid: 'border-red-300 bg-red-50 text-red-800', unconfirmed: 'border-amber-300 bg-amber-50 text-amber-900',
};

async function check(presented: string, keys: NonNullable<ReturnType<typeof usePublishedKeys>['keys']>['value'], statusJwt: string | null): Promise<Result> {
  const [{ extractSdJwt, verifySdJwt }, { verifyStatusList, statusBit }] = await Promise.all([import('@/lib/credentials/sd-jwt'), import('@/lib/credentials/verify')]);
  const sdJwt = extractSdJwt(presented);
  const checked: Checked = sdJwt ? await verifySdJwt(sdJwt, keys) : { ok: false, problem: 'malformed' };
  if (!checked.ok) return { checked, status: 'unknown' };
  // The Token Status List the credential names and the Bitstring list kept here hold the same indexes.
  const list = statusJwt ? await verifyStatusList(statusJwt, keys) : null;
  const idx = checked.claims.status?.status_list?.idx;
  const bit = list && typeof idx === 'number' ? statusBit(list.bits, idx) : null;
  return { checked, status: bit === true ? 'revoked' : bit === false && !list?.stale ? 'valid' : 'unknown' };
}

export function SdJwtCheck() {
  const t = useTranslations('SdJwtCheck');
  const published = usePublishedKeys();
  const [presented, setPresented] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const read = () => setPresented(fromHash());
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const keys = published.keys?.value ?? null;
  const status = published.status?.value ?? null;
  useEffect(() => {
    if (!presented || !keys) return;
    let live = true;
    void check(presented, keys, status).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [presented, keys, status]);

  if (!presented) return null;
  const missingKeys = !keys && !published.loading;
  const checked = result?.checked;
  const outcome: Outcome | null = !checked ? null : !checked.ok ? 'invalid' : result.status === 'valid' ? 'valid' : result.status === 'revoked' ? 'revoked' : 'unconfirmed';
  return (
    <section aria-labelledby="sd-jwt-check-title" className="mx-auto mb-8 max-w-3xl" data-testid="sd-jwt-check" data-outcome={outcome ?? 'pending'}>
      <h2 id="sd-jwt-check-title" className="text-base font-semibold text-slate-900">{t('heading')}</h2>
      <div aria-live="polite" className="mt-3">
        {!outcome && <p className={cn('text-sm', missingKeys ? 'text-amber-800' : 'text-slate-600')} role={missingKeys ? 'alert' : undefined}>{missingKeys ? t('keysMissing') : t('checking')}</p>}
        {outcome && checked && (
          <div className={cn('rounded-lg border-2 p-4', TONE[outcome])}>
            <p role={outcome === 'valid' ? 'status' : 'alert'} className="text-lg font-semibold">{t(`outcome.${outcome}`)}</p>
            {checked.ok ? (
              <>
                <p className="mt-1 text-sm">{t('signedWith', { kid: checked.kid })}</p>
                <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-900 sm:grid-cols-2" data-testid="sd-jwt-claims">
                  {([
                    ['certNo', checked.claims.cert_no], ['holder', checked.claims.name],
                    ['occupation', `${checked.claims.occupation.name}${checked.claims.occupation.code ? `（${checked.claims.occupation.code}）` : ''}`],
                    ['level', checked.claims.level], ['issuer', checked.claims.issuing_body], ['issuedOn', checked.claims.issued_on],
                    ['idNumber', checked.claims.id_number ?? t('idNotDisclosed')],
                  ] as const).map(([key, value]) => (
                    <div key={key} className="flex gap-2" data-testid={`sd-jwt-${key}`}>
                      <dt className="shrink-0 text-slate-500">{t(key)}</dt>
                      <dd className="min-w-0 break-all">{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-xs">{checked.claims.id_number ? t('idDisclosedNote') : t('idNotDisclosedNote')}</p>
              </>
            ) : (
              <p className="mt-1 text-sm">{t(`problem.${PROBLEM_KEY[checked.problem]}`)}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
