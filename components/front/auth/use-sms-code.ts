'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorNotice, notifyError } from '@/lib/api/client';
import { requestCode } from '@/lib/api/session';
import { CODE_COUNTDOWN_SECONDS } from './use-countdown';
import { clearPendingCode, loadPendingCode, savePendingCode, type CodePurpose } from './pending-code';
import { serverFieldErrors } from './server-errors';

export type CodeField = 'phone' | 'code';
export type SendOutcome = { wait: number } | { wait: number | null; errors: Partial<Record<CodeField, string>> };

/**
 * The SMS code of a sign-up or sign-in form: asks for it, and keeps its key (and the phone it went
 * to) across a reload until it expires. The form keys its phone input on `sentTo` with it as the
 * default value, so the phone comes back with the code.
 */
export function useSmsCode(purpose: CodePurpose) {
  const [key, setKey] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    const pending = loadPendingCode(purpose);
    if (!pending) return;
    setKey(pending.key);
    setSentTo(pending.phone);
  }, [purpose]);

  const send = useCallback(
    async (phone: string): Promise<SendOutcome> => {
      try {
        const answer = await requestCode(purpose, phone);
        setKey(answer.verification_key);
        setSentTo(phone);
        savePendingCode(purpose, { phone, key: answer.verification_key, expiredAt: answer.expired_at });
        return { wait: CODE_COUNTDOWN_SECONDS };
      } catch (error) {
        const errors = serverFieldErrors<CodeField>(error, { phone: 'phone' });
        const limited = error instanceof ApiError && error.status === 429;
        // One message: under the field when the server named one, else beside the button, else a toast.
        if (limited) return { wait: error.retryAfter ?? CODE_COUNTDOWN_SECONDS, errors: { ...errors, code: error.body?.message ?? undefined } };
        if (Object.keys(errors).length === 0 && error instanceof ApiError) notifyError(errorNotice(error));
        return { wait: null, errors };
      }
    },
    [purpose],
  );

  const used = useCallback(() => clearPendingCode(purpose), [purpose]);
  return { key, sentTo, send, used };
}
