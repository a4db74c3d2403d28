import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { metadataFor } from '@/components/front/content/page-metadata';
import { organizationJsonLd } from '@/components/front/home/organization-json-ld';
import { reloadEnv } from '@/lib/env';
import { closeDb } from '@/lib/server/db';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import {
  insertClass, insertExaminer, insertNews, insertNewsCategory, insertOccupation, insertRegions, insertTeacher,
} from '@/tests/helpers/fixtures';

const SITE = 'https://px.example.gov.cn';
let t: TestDb;
const ids: Record<string, number> = {};
const saved = { DATABASE_URL: process.env.DATABASE_URL, SITE_URL: process.env.SITE_URL };

beforeAll(async () => {
  t = await createTestDb();
  process.env.DATABASE_URL = t.url;
  process.env.SITE_URL = SITE;
  reloadEnv();
  await insertRegions(t.db);
  ids.occupation = await insertOccupation(t.db, { name: '中式烹调师' });
  ids.class = await insertClass(t.db, { occupation_id: ids.occupation });
  ids.draft = await insertClass(t.db, { occupation_id: ids.occupation, status: 'draft' });
  const category_id = await insertNewsCategory(t.db);
  ids.news = await insertNews(t.db, { category_id });
  ids.unpublished = await insertNews(t.db, { category_id, status: 'draft' });
  ids.teacher = await insertTeacher(t.db);
  ids.hiddenTeacher = await insertTeacher(t.db, { is_public: 0 });
  ids.examiner = await insertExaminer(t.db);
});

afterAll(async () => {
  await closeDb();
  await t.destroy();
  Object.assign(process.env, saved);
  reloadEnv();
});

describe('sitemap.xml', () => {
  it('lists the public pages and every public class, news item, occupation, teacher and examiner', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const path of ['/', '/class', '/enroll', '/news', '/occupation', '/teacher', '/examiner', '/talent', '/aboutUs', '/contact', '/introduce', '/club']) {
      expect(urls).toContain(`${SITE}${path}`);
    }
    expect(urls).toContain(`${SITE}/class/info?id=${ids.class}`);
    expect(urls).toContain(`${SITE}/detail?id=${ids.news}`);
    expect(urls).toContain(`${SITE}/class?occupation_id=${ids.occupation}`);
    expect(urls).toContain(`${SITE}/teacherInfo?id=${ids.teacher}`);
    expect(urls).toContain(`${SITE}/examinerInfo?id=${ids.examiner}`);
  });

  it('gives every page its per-language addresses as hreflang alternates, x-default the negotiating one', async () => {
    const entries = await sitemap();
    const classes = entries.find((entry) => entry.url === `${SITE}/class`);
    expect(classes?.alternates?.languages).toEqual({
      'zh-CN': `${SITE}/class?lang=zh`, en: `${SITE}/class?lang=en`, es: `${SITE}/class?lang=es`, ja: `${SITE}/class?lang=ja`, 'x-default': `${SITE}/class`,
    });
    const home = entries.find((entry) => entry.url === `${SITE}/`);
    expect(home?.alternates?.languages).toMatchObject({ 'zh-CN': `${SITE}/?lang=zh`, 'x-default': `${SITE}/` });
    const news = entries.find((entry) => entry.url === `${SITE}/detail?id=${ids.news}`);
    expect(news?.alternates?.languages?.['zh-CN' as 'zh']).toBe(`${SITE}/detail?id=${ids.news}&lang=zh`);
    expect(entries.every((entry) => Object.keys(entry.alternates?.languages ?? {}).length === 5)).toBe(true);
  });

  it('leaves out drafts, unpublished news, hidden people and pages behind sign-in', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).not.toContain(`${SITE}/class/info?id=${ids.draft}`);
    expect(urls).not.toContain(`${SITE}/detail?id=${ids.unpublished}`);
    expect(urls).not.toContain(`${SITE}/teacherInfo?id=${ids.hiddenTeacher}`);
    expect(urls.some((url) => url.includes('/user/') || url.includes('/manage'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap on the configured site and keeps crawlers out of private areas', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
    const disallow = [rules.rules].flat()[0]?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(['/user/', '/manage', '/api/']));
  });
});

describe('page metadata', () => {
  it('gives a title, description, its language’s canonical URL, hreflang alternates with x-default, and Open Graph', () => {
    const meta = metadataFor({ title: '培训班级', description: '全省培训班级', path: '/class?page=2', locale: 'zh' }, 'explicit');
    expect(meta).toMatchObject({
      title: '培训班级',
      description: '全省培训班级',
      alternates: {
        canonical: '/class?page=2&lang=zh',
        languages: { 'zh-CN': '/class?page=2&lang=zh', en: '/class?page=2&lang=en', es: '/class?page=2&lang=es', ja: '/class?page=2&lang=ja', 'x-default': '/class?page=2' },
      },
      openGraph: { title: '培训班级', description: '全省培训班级', url: '/class?page=2&lang=zh', type: 'website' },
    });
    expect(metadataFor({ title: 'x', description: 'y', path: '/', locale: 'en' }, 'explicit').alternates?.canonical).toBe('/?lang=en');
    expect(metadataFor({ title: 'x', description: 'y', path: '/z', noIndex: true, locale: 'ja' }, 'explicit').robots).toEqual({ index: false });
  });

  it('at the negotiating address, names that address (the x-default) as canonical and in Open Graph', () => {
    const meta = metadataFor({ title: '培训班级', description: '全省培训班级', path: '/class?page=2', locale: 'zh' }, 'negotiated');
    expect(meta.alternates?.canonical).toBe('/class?page=2');
    expect(meta.alternates?.languages).toMatchObject({ 'zh-CN': '/class?page=2&lang=zh', 'x-default': '/class?page=2' });
    expect(meta.openGraph).toMatchObject({ url: '/class?page=2' });
  });

  it('describes the platform as an Organization for the home page', () => {
    expect(organizationJsonLd({ name: '职业技能培训信息系统', description: '平台', siteUrl: SITE })).toEqual({
      '@type': 'Organization', name: '职业技能培训信息系统', description: '平台', url: `${SITE}/`, logo: `${SITE}/logo.svg`,
    });
  });
});
