import { MENU_SECTIONS } from '@/lib/server/db/seed/menus';
import { localizeMenus, MENU_TITLE_KEYS, menuTitleKey } from '@/lib/manage/menu-titles';
import { messageAreas } from '@/lib/i18n/messages';

const seeded = MENU_SECTIONS.flatMap((section) => [section.title, ...section.groups.flatMap((g) => [g.title, ...g.pages.map((p) => p.title)])]);

describe('menu titles in the interface language (issue 20)', () => {
  it('has a key for every seeded section, group and page title', () => {
    for (const title of seeded) expect(menuTitleKey(title)).not.toBeNull();
  });

  it.each(['zh', 'en', 'es', 'ja'] as const)('translates every key in %s (Chinese: the seeded title itself; en and es without Chinese)', (locale) => {
    const titles = messageAreas[locale].manage.ManageMenus.titles as Record<string, string>;
    for (const [zh, key] of Object.entries(MENU_TITLE_KEYS)) {
      expect(titles[key]).toBeTruthy();
      if (locale === 'zh') expect(titles[key]).toBe(zh);
      else if (locale !== 'ja') expect(titles[key]).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('translates seeded titles through the tree and keeps titles a manager wrote', () => {
    const en = messageAreas.en.manage.ManageMenus.titles as Record<string, string>;
    const translate = (title: string) => {
      const key = menuTitleKey(title);
      return key ? en[key] : title;
    };
    const routes = [{ title: '培训管理', meta: { title: '培训管理' }, children: [{ title: '班级管理', meta: { title: '班级管理' } }, { title: '我的新菜单', meta: { title: '' } }] }];
    const out = localizeMenus(routes, translate);
    expect(out[0].title).toBe('Training');
    expect(out[0].children?.map((c) => c.title)).toEqual(['Classes', '我的新菜单']);
    expect(out[0].children?.[0].meta?.title).toBe('Classes');
    expect(routes[0].title).toBe('培训管理');
  });
});
