'use client';

import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { tapTarget } from '@/components/ui/tap-target';

const EDGE = 8;

/** `1a2b3c4d…` as `1a2b 3c4d`: four-character groups a person can read out and compare. */
export function groupHex(hex: string): string {
  return hex.match(/.{1,4}/g)?.join(' ') ?? hex;
}

/** The first and last eight characters of a long code, grouped; the whole code when it is short. */
export function shortFingerprint(hex: string): string {
  return hex.length <= EDGE * 2 ? groupHex(hex) : `${groupHex(hex.slice(0, EDGE))} … ${groupHex(hex.slice(-EDGE))}`;
}

/** A certificate's 64-character check code on one line, with a button that copies all of it. */
export function Fingerprint({ value }: { value: string }) {
  const t = useTranslations('Fingerprint');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('copied'), 'success');
    } catch {
      toast(t('copyFailed'), 'error');
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span className="whitespace-nowrap font-mono text-xs" title={value} data-testid="fingerprint">
        <span aria-hidden="true">{shortFingerprint(value)}</span>
        <span className="sr-only">{value}</span>
      </span>
      <button type="button" onClick={() => void copy()} className={`${tapTarget} justify-center rounded px-2 text-xs font-medium text-primary-700 hover:bg-primary-50`}>
        {t('copy')}
      </button>
    </span>
  );
}
