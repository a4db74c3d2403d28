'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormField } from './form-field';
import { resendKey, type CodePurpose } from './pending-code';
import { useCountdown } from './use-countdown';
import { waitUnit } from './wait-label';

type Props = {
  id: string;
  purpose: CodePurpose;
  error?: string;
  /** Where the pending code went, shown after a reload so the learner knows it still counts. */
  sentTo?: string | null;
  /** Validates the phone and asks for a code; resolves the seconds to wait (60 when sent, Retry-After when refused), or null. */
  onRequest: () => Promise<number | null>;
};

/** The code input with its "get code" button, locked for 60 s after each code sent or as long as the server asks. */
export function SmsCodeField({ id, purpose, error, sentTo, onRequest }: Props) {
  const t = useTranslations('Auth');
  const { left, running, start } = useCountdown(resendKey(purpose));
  const [sending, setSending] = useState(false);
  const waitText = (seconds: number) => {
    const wait = waitUnit(seconds);
    return wait.unit === 'seconds' ? t('resendIn', { seconds: wait.value }) : wait.unit === 'minutes' ? t('resendInMinutes', { minutes: wait.value }) : t('tryTomorrow');
  };

  async function request() {
    setSending(true);
    const wait = await onRequest().catch(() => null);
    setSending(false);
    if (wait) start(wait);
  }

  return (
    <div>
      <FormField
        id={id}
        name="code"
        label={t('code')}
        placeholder={t('codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        required
        addon={
          <Button type="button" variant="outline" size="md" onClick={request} disabled={running || sending} className="h-11 shrink-0 whitespace-nowrap">
            {running ? waitText(left) : sending ? t('sending') : t('getCode')}
          </Button>
        }
      />
      {sentTo && !error && <p className="mt-1 text-xs text-slate-600">{t('codeKept', { phone: sentTo })}</p>}
    </div>
  );
}
