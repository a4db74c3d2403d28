/** @jest-environment node */
import path from 'node:path';
import { handWrittenTypes, serverAnswerSchemas, snakeCaseTypes } from './hand-written-types';

// Every answer's shape is declared once, in lib/contract (issue 35). The type check proves that the
// derived client types match the contracts (drift-probe.ts); this test keeps new hand-written copies
// from appearing beside them. It is a text scan, so it is a net, not a proof: see hand-written-types.ts.

const ROOT = path.join(__dirname, '../../..');
const key = (t: { file: string; name: string }) => `${t.file} ${t.name}`;

/**
 * The snake_case object types the client may still write by hand, each with why. Form drafts hold
 * the inputs' values (strings mostly) before the contract's body schema checks them. No answer is left:
 * shrink this list; never grow it for an answer.
 */
const ALLOWED: Record<string, string> = {
  // Form drafts and request shapes: the inputs' values, checked with the contract's body schema before sending.
  'components/manage/pages/classes/class-form-values.ts ClassFormValues': 'form draft',
  'components/manage/pages/content/news-form.ts NewsForm': 'form draft',
  'components/manage/pages/exams/exam-api.ts ExamInput': 'request body',
  'components/manage/pages/exams/exam-form-dialog.tsx Values': 'form draft',
  'components/manage/pages/roles/role-form.tsx Values': 'form draft',
  'components/manage/pages/subsidy/session-form-dialog.tsx Values': 'form draft',
  'components/manage/pages/subsidy/standard-form-dialog.tsx Values': 'form draft',
  'components/manage/pages/videos/course-api.ts LessonFields': 'request body (checked with LessonBody)',
  'components/subsidy/category-form.tsx Values': 'form draft',
  'components/subsidy/check-in/check-in-form.tsx Position': "the browser's geolocation, sent as a body",
  'lib/api/queries/classes.ts ClassFilters': 'query string',
  'lib/api/queries/people.ts PeopleFilters': 'query string',
  'lib/api/cached-profile.ts CachedProfile': 'what the browser keeps in local storage, built from the profile answer',
};

test('the scan finds a hand-written answer type, and passes a derived one', () => {
  const handWritten = "export type ManagedJob = {\n  id: number; title: string; published_at: string | null;\n};";
  const derived = "export type ManagedJob = z.infer<typeof ManagedJobSchema>;\ntype Local = { draftTitle: string };";
  expect(snakeCaseTypes(handWritten)).toEqual(['ManagedJob']);
  expect(snakeCaseTypes('interface Row extends Base { created_at?: string }')).toEqual(['Row']);
  expect(snakeCaseTypes(derived)).toEqual([]);
});

test('no client type restates an API answer by hand beyond the known list', () => {
  const found = handWrittenTypes(ROOT).map(key);
  const unexpected = found.filter((name) => !(name in ALLOWED));
  // A new one: derive it from lib/contract (z.infer<typeof XSchema>, or a Pick of it) instead.
  expect(unexpected).toEqual([]);
  // One the list names is gone: take it off the list, so the list only shrinks.
  expect(Object.keys(ALLOWED).filter((name) => !found.includes(name))).toEqual([]);
});

test('no answer schema is declared in the API layer', () => {
  // A new one: declare it in lib/contract (.meta({ id })) and import it in the route.
  expect(serverAnswerSchemas(ROOT).map(key)).toEqual([]);
});
