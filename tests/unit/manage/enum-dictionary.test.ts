/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NEWS_STATUSES } from '@/lib/contract/content-admin';
import { ENROLLMENT_STATUSES } from '@/lib/contract/enrollment';
import { MOXIBUSTION_BATCH_STATUSES } from '@/lib/contract/moxibustion';
import { CATEGORY_DECLARATION_STATUSES } from '@/lib/contract/subsidy/category';
import { CLAIM_STATUSES, OBJECTION_STATUSES, PAYMENT_BATCH_STATUSES } from '@/lib/contract/subsidy/states';
import { FOLLOW_UP_STATUSES } from '@/lib/contract/training-registration';
import { enumKey } from '@/lib/format/enum-labels';

// Every status the back office shows is named once, in ManageEnums (messages/<locale>/manage-kit.json):
// the same value reads the same on a list, a filter, a badge and a dashboard chart, in every language.

const LOCALES = ['zh', 'en', 'es', 'ja'];
const dictionary = (locale: string) =>
  (JSON.parse(readFileSync(path.join(__dirname, `../../../messages/${locale}/manage-kit.json`), 'utf8')) as { ManageEnums: Record<string, Record<string, string>> }).ManageEnums;

const GROUPS: [string, readonly string[]][] = [
  ['newsStatus', NEWS_STATUSES],
  ['enrollmentStatus', ENROLLMENT_STATUSES],
  ['batchStatus', MOXIBUSTION_BATCH_STATUSES],
  ['programmeEnrollmentStatus', ['pending', 'approved', 'rejected', 'cancelled']],
  ['registrationStatus', FOLLOW_UP_STATUSES],
  ['talentStatus', ['active', 'hidden']],
  ['classStatus', ['draft', 'enrolling', 'closed', 'ongoing', 'finished']],
  ['jobStatus', ['pending', 'published', 'rejected', 'closed']],
  ['applicationStatus', ['pending', 'approved', 'rejected']],
  ['jobApplicationStatus', ['submitted', 'viewed', 'interview', 'hired', 'rejected', 'withdrawn']],
  ['accountStatus', ['active', 'disabled']],
  ['organizationStatus', ['pending', 'approved', 'disabled']],
  ['subsidyClaimStatus', CLAIM_STATUSES],
  ['subsidyCategoryStatus', CATEGORY_DECLARATION_STATUSES],
  ['subsidyBatchStatus', PAYMENT_BATCH_STATUSES],
  ['subsidyObjectionStatus', OBJECTION_STATUSES],
];

test.each(LOCALES)('every status value has a label in the %s dictionary', (locale) => {
  const groups = dictionary(locale);
  for (const [group, values] of GROUPS) {
    for (const value of values) expect([group, value, groups[group]?.[enumKey(value)]?.trim() ? 'labelled' : 'missing']).toEqual([group, value, 'labelled']);
  }
});

test('no back-office component labels a status from its own namespace', () => {
  const root = path.join(__dirname, '../../../components/manage');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
  // t(`status.${…}`), t(`applicationStatuses.${…}`), t('status.active'), t(STATUS_LABELS[s]), s === 'active' ? t(…):
  // a second label for a value the dictionary names.
  const own = [/\bt\(\s*[`'"](?:[\w.]*\.)?\w*[sS]tatus(?:es)?\.(?:\$\{|\w)/, /\bt\(\s*STATUS_\w+\[/, /\.status === '\w+' \? t\(/];
  const found = files.filter((f) => own.some((rule) => rule.test(readFileSync(path.join(root, f), 'utf8'))));
  expect(found).toEqual([]);
});
