'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { setErrorNotifier } from '@/lib/api/client';
import { useToast } from './toast';

/** Connects lib/api's error reports to the toast (SPEC.md §8: 2 s, the server's message or 'Error'). */
export function ApiErrorToasts() {
  const toast = useToast();
  const t = useTranslations('Errors');
  useEffect(() => setErrorNotifier((notice) => toast('known' in notice ? t(notice.known) : notice.message)), [toast, t]);
  return null;
}
