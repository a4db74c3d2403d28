'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { setErrorNotifier, type ErrorNotice } from '@/lib/api/client';
import { useToast } from '@/components/ui/toast';

const HAN = /[\u4e00-\u9fff]/;
const CODES = [
  'bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_failed', 'conflict', 'class_full', 'already_enrolled', 'enrollment_closed',
  'verification_required', 'password_change_required', 'payment_required', 'too_many_requests', 'payload_too_large', 'service_unavailable', 'internal',
] as const;
type Code = (typeof CODES)[number];
const camel = (code: Code) => code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as 'badRequest';

/**
 * Connects lib/api's error reports to the toast (SPEC.md §8: 2 s, the server's message or 'Error').
 * The server writes its messages in Chinese; in another interface language a message with a known
 * error code is shown through Errors.codes in that language instead.
 */
export function ApiErrorToasts() {
  const toast = useToast();
  const t = useTranslations('Errors');
  const locale = useLocale();
  useEffect(() => {
    const text = (notice: ErrorNotice) => {
      if ('known' in notice) return t(notice.known);
      const code = notice.code as Code | undefined;
      if (locale !== 'zh' && notice.message && HAN.test(notice.message) && code && (CODES as readonly string[]).includes(code)) return t(`codes.${camel(code)}`);
      return notice.message;
    };
    return setErrorNotifier((notice) => toast(text(notice)));
  }, [toast, t, locale]);
  return null;
}
