import type { Metadata } from 'next';
import { languageAlternates } from '@/lib/i18n/locale-path';
import type { AppLocale } from '@/lib/i18n/routing';

type Input = { title: string; description: string; path: string; type?: 'website' | 'article'; noIndex?: boolean; locale: AppLocale };

/**
 * Title (the root layout appends the site title), description, canonical URL (this language's own
 * address), hreflang alternates for every language with x-default, and Open Graph. The locale comes
 * from the route's params: reading it from the request would break the pages Next renders ahead.
 */
export function pageMetadata({ title, description, path, type = 'website', noIndex, locale }: Input): Metadata {
  const alternates = languageAlternates(path, locale);
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: alternates.canonical, type },
    ...(noIndex && { robots: { index: false } }),
  };
}

/** First sentence-sized slice of plain text, for meta descriptions. */
export function excerpt(text: string | null | undefined, max = 120): string {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
