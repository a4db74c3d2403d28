import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { EXPLICIT_LANG_HEADER, languageAlternates, type Addressed } from '@/lib/i18n/locale-path';
import type { AppLocale } from '@/lib/i18n/routing';

type Input = { title: string; description: string; path: string; type?: 'website' | 'article'; noIndex?: boolean; locale: AppLocale };

/** How this request asked for its page: the middleware marks a ?lang= address (and drops a client's mark). */
export async function requestAddressed(): Promise<Addressed> {
  return (await headers()).get(EXPLICIT_LANG_HEADER) === '1' ? 'explicit' : 'negotiated';
}

/** The page's metadata for the address this request asked for. */
export async function pageMetadata(input: Input): Promise<Metadata> {
  return metadataFor(input, await requestAddressed());
}

/**
 * Title (the root layout appends the site title), description, canonical URL (the address asked for:
 * this language's own, or the negotiating one), hreflang alternates for every language with x-default,
 * and Open Graph. The locale comes from the route's params.
 */
export function metadataFor({ title, description, path, type = 'website', noIndex, locale }: Input, addressed: Addressed): Metadata {
  const alternates = languageAlternates(path, locale, addressed);
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
