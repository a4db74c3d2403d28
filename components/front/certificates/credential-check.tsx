'use client';

import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { CheckResult } from '@/lib/credentials/check';
import { formatDate } from '@/lib/format/date';
import { usePublishedKeys } from './use-published-keys';

// The verdict and the holder check are not in the page's first load, but are fetched right after it
// with the checker (see the effect below): a verifier may cut the network before the first check.
const loadVerdict = () => import('./credential-verdict');
const loadHolderCheck = () => import('./holder-check');
const CredentialVerdict = lazy(() => loadVerdict().then((m) => ({ default: m.CredentialVerdict })));
const HolderCheck = lazy(() => loadHolderCheck().then((m) => ({ default: m.HolderCheck })));

type Checker = typeof import('@/lib/credentials/check');

/** The payload a QR code opened this page with: /cerQuery#cert=<compact JWS>. */
const fromHash = () => /[#&]cert=([A-Za-z0-9_.-]+)/.exec(window.location.hash)?.[1] ?? null;

/**
 * Verifies a certificate's signed QR payload in the browser with the published keys (kept for
 * offline use), the signed status list and, when online, the register. The payload arrives in the
 * URL fragment, so the server never sees it.
 */
export function CredentialCheck() {
  const t = useTranslations('CredentialCheck');
  const locale = useLocale();
  const published = usePublishedKeys();
  const [checker, setChecker] = useState<Checker | null>(null);
  const [payload, setPayload] = useState<string | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [notice, setNotice] = useState<'noPayload' | 'keysMissing' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Loaded right after hydration rather than on first use: a verifier may cut the network first.
    void Promise.all([import('@/lib/credentials/check'), loadVerdict(), loadHolderCheck()]).then(([module]) => setChecker(module));
    const read = () => setPayload(fromHash());
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const keys = published.keys?.value ?? null;
  const status = published.status?.value ?? null;
  useEffect(() => {
    if (!payload || !checker) return;
    const jws = checker.extractJws(payload);
    if (!jws) return setNotice('noPayload');
    if (!keys) return setNotice(published.loading ? null : 'keysMissing');
    let live = true;
    setBusy(true);
    void checker.runCheck(jws, keys, status, checker.httpRegister()).then((checked) => {
      if (!live) return;
      setResult(checked);
      setNotice(null);
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [payload, checker, keys, status, published.loading]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('payload') ?? '');
    setResult(null);
    setPayload(text.trim() || null);
    if (!text.trim()) setNotice('noPayload');
  };
  const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm', locale);
  // No answer yet: shown while checking, and (by CSS alone) from the first paint of a scanned address.
  const pending = !result && (busy || !notice);

  return (
    <section aria-labelledby="credential-check-title" className="mx-auto mb-8 max-w-3xl" data-testid="credential-check" data-ready={Boolean(checker && keys)}>
      <h2 id="credential-check-title" className="text-base font-semibold text-slate-900">{t('heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {/* The verdict's room: opened from the first paint when the address holds a scanned payload
          (credential-scan-hint.tsx, globals.css), so the verdict drawn here moves nothing below it.
          "Checking" is in the server's HTML too, shown by that CSS until the check has an answer. */}
      <div className="credential-slot">
        <div aria-live="polite" className="mt-3 space-y-3">
          {pending && <p className={cn('credential-pending text-sm text-slate-600', !busy && 'hidden')}>{t('checking')}</p>}
          {notice && <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">{t(notice)}</p>}
          {result && (
            <Suspense fallback={<p className="text-sm text-slate-600">{t('checking')}</p>}>
              <CredentialVerdict result={result} />
            </Suspense>
          )}
        </div>
        {result?.claims && (
          <Suspense>
            <HolderCheck key={result.claims.no} certNo={result.claims.no} />
          </Suspense>
        )}
      </div>
      <form onSubmit={submit} className="mt-4 space-y-2" noValidate>
        <label htmlFor="credential-payload" className="block text-sm font-medium text-slate-700">{t('inputLabel')}</label>
        <textarea
          id="credential-payload" name="payload" rows={3} placeholder={t('inputPlaceholder')} autoComplete="off" spellCheck={false}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30"
        />
        <Button type="submit" variant="outline" disabled={busy}>{busy ? t('checking') : t('check')}</Button>
      </form>
      {published.keys && (
        <p className="mt-2 text-xs text-slate-500" data-testid="credential-cache">
          {published.status ? t('cacheReady', { keys: at(published.keys.at), status: at(published.status.at) }) : t('cacheKeysOnly', { keys: at(published.keys.at) })}
        </p>
      )}
    </section>
  );
}
