/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { levelNameZh } from '@/lib/format/skill-level';
import { CERTIFICATE_EXPORT_COLUMNS } from '@/lib/server/services/certificate-admin';
import { allMessages } from '../render-with-intl';

// Issue 37: a skill level is named the national way everywhere (pages, exports, PDFs), a revoked
// certificate is called what the public lookup calls it, and every sheet freezes its header.

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const at = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree) as string;

describe.each(Object.entries(allMessages))('messages in %s', (_locale, messages) => {
  const flat = flatten(messages as unknown as Tree);

  it('never show a level as a bare number ("5 级", "Level 5")', () => {
    const bare = flat.filter(([key, value]) => key !== 'CerQuery.levelOther' && /\{level\}\s*[级級]|(level|nivel)\s*\{level\}/i.test(value));
    expect(bare).toEqual([]);
  });

  it('call a revoked certificate what the public lookup calls it', () => {
    const word = at(messages as unknown as Tree, 'CerQuery.statusRevoked');
    for (const path of ['ManageEnums.certificateStatus.revoked', 'ManageCertificates.status.revoked', 'ManageMoxibustion.certificateStatus.revoked', 'Moxibustion.certStatus.revoked']) {
      expect([path, at(messages as unknown as Tree, path)]).toEqual([path, word]);
    }
  });
});

it('has no 已撤销 for a certificate anywhere in Chinese', () => {
  expect(flatten(allMessages.zh as unknown as Tree).filter(([, v]) => v.includes('已撤销'))).toEqual([]);
});

it('names levels in exports the national way', () => {
  expect(levelNameZh(5)).toBe('五级/初级工');
  expect(levelNameZh('1')).toBe('一级/高级技师');
  const level = CERTIFICATE_EXPORT_COLUMNS.find((c) => c.header === '等级')!;
  expect(level.value({ level: 3 } as never)).toBe('三级/高级工');
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

it('writes every sheet through the helper that freezes its header', () => {
  const direct = sources('lib').filter((path) => path !== join('lib', 'server', 'excel', 'xlsx.ts') && readFileSync(path, 'utf8').includes('addWorksheet('));
  expect(direct).toEqual([]);
});
