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
  });

  it('a language address is never answered from the page cache, whose key knows the negotiated language only', () => {
    expect(pageCacheKey({ method: 'GET', url: '/news', headers: {} })).not.toBeNull();
    expect(pageCacheKey({ method: 'GET', url: '/news?lang=zh', headers: {} })).toBeNull();
  });
});
