import { htmlLang, isAppLocale, routing, type AppLocale } from './routing';

// Crawlable per-language addresses: /class?lang=zh is the Chinese /class for everyone (search engines
// send no cookie and rarely a Chinese Accept-Language), while /class keeps negotiating the language
// for people (cookie, then Accept-Language, then en) and is each page's x-default. A query parameter,
// not a /zh/ prefix: a request whose own path matched app/[locale]/… would be rendered by Next as a
// page generated ahead (the layout's generateStaticParams) and fail on the per-request nonce.
// Each address is its own canonical: a ?lang= address names its language, and the negotiating address is
// the x-default the alternates point to (canonicalised away to a language, its x-default would be dropped).

export const LANG_PARAM = 'lang';

/** Set by the middleware on a request for a ?lang= address (and removed from any other), for page metadata. */
export const EXPLICIT_LANG_HEADER = 'x-explicit-lang';

/** The language an address names with ?lang=, or null. */
export function explicitLocale(searchParams: URLSearchParams): AppLocale | null {
  const value = searchParams.get(LANG_PARAM);
  return isAppLocale(value) ? value : null;
}

/** `/class?page=2` in one language: `/class?page=2&lang=zh`. */
export function localizedPath(locale: AppLocale, path: string): string {
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set(LANG_PARAM, locale);
  return `${url.pathname}${url.search}`;
}

export type LanguageAlternates = { canonical: string; languages: Record<string, string> };

/** How a page was asked for: at its ?lang= address, or at the address that negotiates the language. */
export type Addressed = 'explicit' | 'negotiated';

/**
 * Canonical (the address asked for: this language's own, or the negotiating one) and hreflang alternates
 * (every language, x-default the negotiating one).
 */
export function languageAlternates(path: string, locale: AppLocale, addressed: Addressed = 'explicit'): LanguageAlternates {
  const languages: Record<string, string> = {};
  for (const each of routing.locales) languages[htmlLang[each]] = localizedPath(each, path);
  languages['x-default'] = path;
  return { canonical: addressed === 'negotiated' ? path : localizedPath(locale, path), languages };
}
