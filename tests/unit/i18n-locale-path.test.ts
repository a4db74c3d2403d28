import { explicitLocale, languageAlternates, localizedPath } from '@/lib/i18n/locale-path';
import { pageCacheKey } from '@/lib/server/page-cache/policy';

describe('per-language addresses (issue 21: crawlable Chinese pages)', () => {
  it('reads the language an address names with ?lang=, only one of ours', () => {
    expect(explicitLocale(new URLSearchParams('lang=zh'))).toBe('zh');
    expect(explicitLocale(new URLSearchParams('id=3&lang=ja'))).toBe('ja');
    for (const query of ['', 'lang=fr', 'lang=ZH', 'language=zh']) expect(explicitLocale(new URLSearchParams(query))).toBeNull();
  });

  it('writes a page’s address in one language, its own query kept', () => {
    expect(localizedPath('zh', '/')).toBe('/?lang=zh');
    expect(localizedPath('es', '/detail?id=5')).toBe('/detail?id=5&lang=es');
  });

  it('canonical is this language’s address; alternates name every language and x-default', () => {
    expect(languageAlternates('/news', 'ja')).toEqual({
      canonical: '/news?lang=ja',
      languages: { 'zh-CN': '/news?lang=zh', en: '/news?lang=en', es: '/news?lang=es', ja: '/news?lang=ja', 'x-default': '/news' },
    });
    expect(languageAlternates('/news', 'ja', 'explicit').canonical).toBe('/news?lang=ja');
  });

  it('the negotiating address is its own canonical: the x-default the alternates name, not a language’s address', () => {
    for (const locale of ['zh', 'en', 'es', 'ja'] as const) {
      const { canonical, languages } = languageAlternates('/detail?id=5', locale, 'negotiated');
      expect(canonical).toBe('/detail?id=5');
      expect(languages['x-default']).toBe(canonical);
      // Lighthouse's canonical audit: a page must not name another of its hreflang addresses as canonical.
      expect(Object.entries(languages).filter(([lang, href]) => lang !== 'x-default' && href === canonical)).toEqual([]);
    }
  });

  it('a language address is never answered from the page cache, whose key knows the negotiated language only', () => {
    expect(pageCacheKey({ method: 'GET', url: '/news', headers: {} })).not.toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/news?lang=zh', headers: {} })).toBeNull();
  });
});
