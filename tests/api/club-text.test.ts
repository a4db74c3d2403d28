import { up } from '@/lib/server/db/migrations/2026-11-26-front-01-club-text';
import { contentPages } from '@/lib/server/db/seed/content-pages';
import type { ProvinceGeo } from '@/lib/server/db/seed/regions';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { STAMP } from '../helpers/fixtures';

// Issue 21: /club promised an application in the personal centre that never existed. A database
// seeded before keeps its page, so the migration swaps the seeded sentence for what exists.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(() => h.close());

const PROMISE = '<p>持有职业技能等级证书并完成实名认证的学员，可在个人中心申请加入俱乐部，审核通过后即成为会员。</p>';

test('the seeded promise is replaced on the club page only; an edited page and other pages are left alone', async () => {
  await h.db
    .insertInto('pages')
    .values([
      { slug: 'club', title: '技能人才俱乐部', content: `<h2>加入方式</h2>${PROMISE}`, created_at: STAMP, updated_at: STAMP },
      { slug: 'help', title: '帮助中心', content: PROMISE, created_at: STAMP, updated_at: STAMP },
    ])
    .execute();
  await up(h.db);
  const pages = Object.fromEntries((await h.db.selectFrom('pages').select(['slug', 'content']).execute()).map((p) => [p.slug, p.content]));
  expect(pages.club).not.toContain('申请加入俱乐部');
  expect(pages.club).toContain('即为俱乐部会员，无需另行申请');
  expect(pages.club.startsWith('<h2>加入方式</h2>')).toBe(true);
  expect(pages.help).toBe(PROMISE);

  await h.db.updateTable('pages').set({ content: '<p>编辑改写过的俱乐部介绍。</p>' }).where('slug', '=', 'club').execute();
  await up(h.db);
  expect((await h.db.selectFrom('pages').select('content').where('slug', '=', 'club').executeTakeFirstOrThrow()).content).toBe('<p>编辑改写过的俱乐部介绍。</p>');
});

test('the demo seed describes membership as it exists', () => {
  const geo = { code: '410000', name: '河南省', shortName: '豫', cities: [], counties: [] } as unknown as ProvinceGeo;
  const club = contentPages(geo, 'https://example.test').find((p) => p.slug === 'club')!;
  expect(club.content).not.toContain('申请加入俱乐部');
  expect(club.content).toContain('即为俱乐部会员，无需另行申请');
});
