import { screen } from '@testing-library/react';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { renderWithIntl, type TestLocale } from '../render-with-intl';

// One wording for the whole chain: claim states by their codes (in_batch included), dictionary
// categories stored in Chinese, reasons in the server's Chinese words or, in other languages, by code.

function Probe() {
  const l = useSubsidyLabels();
  const reason = { code: 'attendance_below_standard', message: '出勤率 62%，低于补贴标准要求的 80%。' };
  return (
    <ul>
      <li>{l.status('in_batch')}</li>
      <li>{l.category('农民工')}</li>
      <li>{l.category('新类别')}</li>
      <li>{l.category(null)}</li>
      <li>{l.level(3)}</li>
      <li>{l.reason(reason)}</li>
      <li>{l.reason({ code: 'unknown_code', message: '服务器的原话' })}</li>
      <li>{l.yuan(150050)}</li>
    </ul>
  );
}

const texts = (locale: TestLocale) => {
  renderWithIntl(<Probe />, { locale, namespaces: ['SubsidyLabels', 'ManageEnums'] });
  return screen.getAllByRole('listitem').map((li) => li.textContent);
};

test('in Chinese: the labels, and each reason in the server’s own words with its figures', () => {
  expect(texts('zh')).toEqual(['拨付中', '农民工', '新类别', '不限人员类别', '三级/高级工', '出勤率 62%，低于补贴标准要求的 80%。', '服务器的原话', '¥1,500.50']);
});

test('in English: translated by code, a value or code it does not know shown as it came', () => {
  expect(texts('en')).toEqual([
    'In a payment batch', 'Rural migrant workers', '新类别', 'Any learner category', 'Level 3 / Senior worker', 'Attendance below the standard', '服务器的原话', '¥1,500.50',
  ]);
});

test('every client scope that gives the subsidy labels also gives the states they read (ManageEnums)', () => {
  const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  const root = `${__dirname}/../../../app`;
  const scopes = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .flatMap((f) => [...readFileSync(`${root}/${f}`, 'utf8').matchAll(/namespaces[=:]\s*\{?\[[^\]]*'SubsidyLabels'.*$/gm)].map((m) => ({ file: f, line: m[0] })));
  expect(scopes.length).toBeGreaterThanOrEqual(3);
  expect(scopes.filter((s) => !s.line.includes("'ManageEnums'") && !s.line.includes("prefixes: ['Manage']"))).toEqual([]);
});
