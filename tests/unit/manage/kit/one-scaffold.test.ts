/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 20: every back-office page is built from components/manage/kit: no page draws its own
// table, dialog frame or confirmation, and no page formats a time or an amount by itself.

const PAGES = path.join(__dirname, '../../../../components/manage/pages');
const files = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));

const RULES: [string, RegExp][] = [
  ['a table of its own (use DataTable / ListPage)', /<table\b/],
  ['a headlessui dialog of its own (use KitDialog / useConfirm)', /import\s*\{[^}]*\bDialog(Panel)?\b[^}]*\}\s*from\s*'@headlessui\/react'/],
  ['a native confirm, prompt or alert (use useConfirm)', /\bwindow\.(confirm|prompt|alert)\s*\(|(?<![\w.])(confirm|prompt|alert)\s*\(\s*['"`t]/],
  ['a time formatted by the browser (use DateTimeCell / lib/format/date)', /\.toLocale(Date|Time)?String\(\s*\)|\.toLocale(Date|Time)String\(|toISOString\(\)\.slice\(/],
  ['money formatted by hand (use MoneyCell / lib/format/money)', /\/\s*100\)\s*\.toFixed\(/],
  ['a number formatted in a fixed language (use useFormatter().number)', /\.toLocaleString\(\s*['"`]|new Intl\.NumberFormat\(/],
];

test('the kit is the only scaffold: no page has its own table, dialog, native confirmation, time or money format', () => {
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((f) => {
    const source = readFileSync(path.join(PAGES, f), 'utf8');
    return RULES.filter(([, rule]) => rule.test(source)).map(([what]) => `${f}: ${what}`);
  });
  expect(found).toEqual([]);
});

test('every edit page leaves through useCloseCurrentTab (save, cancel, back), never by a plain link to its list', () => {
  const edits = files.filter((f) => f.endsWith('-edit-page.tsx'));
  expect(edits.length).toBeGreaterThanOrEqual(3);
  const found = edits.flatMap((f) => {
    const source = readFileSync(path.join(PAGES, f), 'utf8');
    const problems: string[] = [];
    if (!source.includes('useCloseCurrentTab()')) problems.push(`${f}: does not close its own tab`);
    if (/<Link\s+href=|router\.push\(\s*['"`]\/manage/.test(source)) problems.push(`${f}: goes back to its list and leaves its tab open`);
    return problems;
  });
  expect(found).toEqual([]);
});

// A form or a confirmation shows a 422 by its field; a write sent with apiFetch's default toast
// shows it a second time as the generic "提交的数据无效。". Back-office writes go through kitSend,
// or say `silent` (a batch whose tally is the message). Uploads (a FormData body) toast on purpose:
// no field shows them.
const MANAGE = path.join(PAGES, '..');
const TOASTING_WRITES: Record<string, string> = {
  'kit/send.ts': 'kitSendToasted, for the menu reorder and the course outline, which no form shows: a refusal is toasted and the tree read back',
  'kit/cells.tsx': 'a masked value revealed by a click, with no field to say why not',
  'shell/settings.tsx': 'the shell settings saved in the background',
};

test('no back-office write toasts a 422 that its form or confirmation already shows', () => {
  const all = readdirSync(MANAGE, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  expect(all.length).toBeGreaterThan(files.length);
  const found = all.filter((f) => !TOASTING_WRITES[f]).flatMap((f) => {
    const source = readFileSync(path.join(MANAGE, f), 'utf8');
    const calls = source.match(/apiFetch(<[^(]*>)?\([^;]*?\)\)?;?/gs) ?? [];
    return calls.filter((c) => /\bmethod\b/.test(c) && !/\bsilent\b/.test(c) && !/body: form\b/.test(c)).map((c) => `${f}: ${c.slice(0, 90)}`);
  });
  expect(found).toEqual([]);
});
