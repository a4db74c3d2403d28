import { parse } from '@formatjs/icu-messageformat-parser';
import { messageAreas } from '@/lib/i18n/messages';
import { allMessages } from './render-with-intl';

type Tree = { [key: string]: string | Tree };

/** Every message under its dotted key (into one object: copying it at each key took seconds per language). */
function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const el of elements) {
      if ('value' in el && typeof el.value === 'string' && el.type !== 0) names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const flat = Object.fromEntries(Object.entries(allMessages).map(([locale, tree]) => [locale, flatten(tree as Tree)]));
const reference = Object.keys(flat.zh).sort();

describe('message files', () => {
  it.each(['en', 'es', 'ja'])('%s has exactly the keys of zh', (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(reference);
  });

  it.each(Object.keys(flat))('%s has no empty strings', (locale) => {
    const empty = Object.entries(flat[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(['en', 'es', 'ja'])('%s uses the same ICU arguments as zh', (locale) => {
    for (const key of reference) {
      expect([key, argumentNames(flat[locale][key])]).toEqual([key, argumentNames(flat.zh[key])]);
    }
  });

  it('uses PascalCase namespaces and camelCase keys', () => {
    for (const key of reference) {
      const [namespace, ...rest] = key.split('.');
      expect(namespace).toMatch(/^[A-Z][A-Za-z]+$/);
      for (const part of rest) expect(part).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it.each(Object.keys(messageAreas))('%s: no namespace is defined in two area files', (locale) => {
    const owner = new Map<string, string>();
    for (const [area, tree] of Object.entries(messageAreas[locale as keyof typeof messageAreas])) {
      for (const namespace of Object.keys(tree)) {
        expect([namespace, owner.get(namespace) ?? area]).toEqual([namespace, area]);
        owner.set(namespace, area);
      }
    }
  });

  it('every locale has the same area files', () => {
    for (const areas of Object.values(messageAreas)) expect(Object.keys(areas)).toEqual(Object.keys(messageAreas.zh));
  });
});
