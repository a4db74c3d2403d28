/** @jest-environment node */
import { announceChange } from '@/lib/server/cache-bus';
import { cachedCount, COUNT_TTL_MS, EXACT_BELOW } from '@/lib/server/cache/row-counts';
import type { Db } from '@/lib/server/db';

// The row-count cache on the one cache model: a large total is kept for COUNT_TTL_MS, or until a
// change of its resource is heard on the cache bus.

const db = {} as Db;
const large = EXACT_BELOW * 20;

test('keeps a large total until its seconds pass or its resource changes; another resource keeps it', async () => {
  let now = 0;
  const clock = () => now;
  const count = jest.fn().mockResolvedValueOnce(large).mockResolvedValueOnce(large + 1).mockResolvedValueOnce(large + 2);
  expect(await cachedCount(db, 'classes:all', count, clock)).toBe(large);
  expect(await cachedCount(db, 'classes:all', count, clock)).toBe(large);
  announceChange(['news']);
  expect(await cachedCount(db, 'classes:all', count, clock)).toBe(large);
  announceChange(['class-seats']);
  expect(await cachedCount(db, 'classes:all', count, clock)).toBe(large + 1);
  now += COUNT_TTL_MS;
  expect(await cachedCount(db, 'classes:all', count, clock)).toBe(large + 2);
  expect(count).toHaveBeenCalledTimes(3);
});

test('counts a small total every time', async () => {
  const count = jest.fn().mockResolvedValueOnce(10).mockResolvedValueOnce(11);
  expect(await cachedCount(db, 'classes:small', count)).toBe(10);
  expect(await cachedCount(db, 'classes:small', count)).toBe(11);
});
