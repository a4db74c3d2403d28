import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compile from 'icu-minify/compile';
import type { createTranslator as CreateTranslator } from 'use-intl/core';
import { allMessages } from '@/lib/i18n/messages';

// next.config.mjs compiles the message files at build time and points next-intl at its small
// formatter, which reads only compiled messages. Every message must read the same both ways, with
// every plural branch, select option and rich-text tag it has.

type Tree = { [key: string]: string | Tree };
type Arg = { kind: 'text' | 'number' | 'date' | 'tag' } | { kind: 'select'; options: string[] };
type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>;

const { createTranslator: parsing } = jest.requireActual<{ createTranslator: typeof CreateTranslator }>('use-intl/core');
let compiled!: typeof CreateTranslator;
jest.isolateModules(() => {
  jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
  compiled = (jest.requireActual('use-intl/core') as { createTranslator: typeof CreateTranslator }).createTranslator;
});

function collect(nodes: MessageFormatElement[], args: Record<string, Arg>) {
  for (const node of nodes) {
    if (node.type === TYPE.argument) args[node.value] ??= { kind: 'text' };
    else if (node.type === TYPE.number) args[node.value] = { kind: 'number' };
    else if (node.type === TYPE.date || node.type === TYPE.time) args[node.value] = { kind: 'date' };
    else if (node.type === TYPE.plural) {
      args[node.value] = { kind: 'number' };
      for (const option of Object.values(node.options)) collect(option.value, args);
    } else if (node.type === TYPE.select) {
      args[node.value] = { kind: 'select', options: Object.keys(node.options) };
      for (const option of Object.values(node.options)) collect(option.value, args);
    } else if (node.type === TYPE.tag) {
      args[node.value] = { kind: 'tag' };
      collect(node.children, args);
    }
  }
}

function valueSets(args: Record<string, Arg>): Values[] {
  let sets: Values[] = [{}];
  for (const [name, arg] of Object.entries(args)) {
    const choices: Values[string][] =
      arg.kind === 'number' ? [0, 1, 2, 21, 1234.5]
      : arg.kind === 'select' ? [...arg.options, 'unlisted']
      : arg.kind === 'date' ? [new Date(Date.UTC(2026, 2, 15, 4))]
      : arg.kind === 'tag' ? [(chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`]
      : ["V'x{y}"];
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice }))).slice(0, 100);
  }
  return sets;
}

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

describe('messages compiled at build time', () => {
  it('are what the small formatter reads: it takes a message string as plain text', () => {
    const t = compiled({ locale: 'zh', messages: { a: 'Hi {name}', b: compile('Hi {name}') } } as never) as unknown as (key: string, values?: Values) => string;
    expect(t('a', { name: 'X' })).toBe('Hi {name}');
    expect(t('b', { name: 'X' })).toBe('Hi X');
  });

  it.each(Object.keys(allMessages) as Array<keyof typeof allMessages>)('read in %s exactly as the ICU parser reads them', (locale) => {
    const raw = allMessages[locale] as unknown as Tree;
    const precompiled = JSON.parse(JSON.stringify(raw), (_, value: unknown) => (typeof value === 'string' ? compile(value) : value)) as Tree;
    const options = { locale, timeZone: 'Asia/Shanghai', onError: () => {} };
    const a = parsing({ ...options, messages: raw } as never) as unknown as { (key: string, values?: Values): string; rich(key: string, values?: Values): unknown };
    const b = compiled({ ...options, messages: precompiled } as never) as unknown as typeof a;
    const differences: string[] = [];
    let checked = 0;
    for (const [key, message] of leaves(raw)) {
      const args: Record<string, Arg> = {};
      collect(parse(message), args);
      const rich = Object.values(args).some((arg) => arg.kind === 'tag');
      for (const values of valueSets(args)) {
        checked += 1;
        const left = JSON.stringify(rich ? a.rich(key, values) : a(key, values));
        const right = JSON.stringify(rich ? b.rich(key, values) : b(key, values));
        if (left !== right) differences.push(`${key}: ${left} ≠ ${right}`);
      }
    }
    expect(differences).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
