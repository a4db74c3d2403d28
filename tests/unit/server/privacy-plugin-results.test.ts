/** @jest-environment node */
import type { QueryResult, UnknownRow } from 'kysely';
import { keyRing, newSecret } from '@/lib/server/privacy/data-key';
import { seal } from '@/lib/server/privacy/envelope';
import { PrivacyPlugin } from '@/lib/server/privacy/plugin';

// The privacy plugin opens every sealed value in what a query returns, whatever its alias or depth (a
// JSON aggregate of a class's enrolments, an array of them), leaves dates and bytes as they are, and
// drops the blind index.

const ring = keyRing([newSecret()], 'test');
const plugin = new PrivacyPlugin(() => ring);
const opened = (rows: UnknownRow[]) => plugin.transformResult({ result: { rows } as QueryResult<UnknownRow>, queryId: { queryId: 'q' } });
const ID = '410102199001011234';

test('a sealed value is opened under any alias, inside objects and arrays', async () => {
  const when = new Date('2026-11-30T00:00:00Z');
  const bytes = Buffer.from('abc');
  const rows = [
    { id: 1, id_number: seal(ring, ID), holder_id: seal(ring, '41010219900101123X'), at: when, file: bytes, note: null },
    { id: 2, people: [{ name: '张海', id_number: seal(ring, ID) }, { name: '曹梦', id_number: null }], meta: { inner: { value: seal(ring, 'x') } } },
  ];
  const { rows: out } = await opened(rows);
  expect(out[0]).toEqual({ id: 1, id_number: ID, holder_id: '41010219900101123X', at: when, file: bytes, note: null });
  expect(out[0].at).toBe(when);
  expect(out[0].file).toBe(bytes);
  expect(out[1]).toEqual({ id: 2, people: [{ name: '张海', id_number: ID }, { name: '曹梦', id_number: null }], meta: { inner: { value: 'x' } } });
  // The rows read are not changed in place.
  expect(rows[1].people?.[0].id_number).not.toBe(ID);
});

test('the blind index never leaves the db layer', async () => {
  const { rows } = await opened([{ id: 1, id_number: seal(ring, ID), id_number_bidx: 'ab'.repeat(32) }]);
  expect(rows[0]).toEqual({ id: 1, id_number: ID });
});
