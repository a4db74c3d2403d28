import { PUBLIC_CLASS_STATUSES } from '@/lib/server/services/class-status';
import { listClasses, STATUS_ORDER } from '@/lib/server/services/classes';
import { cachedCount, COUNT_TTL_MS, EXACT_BELOW } from '@/lib/server/cache/row-counts';
import { insertClass, insertOccupation } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

describe('the public class list walks status groups instead of sorting every class', () => {
  it('orders every public status, and only those', () => {
    expect([...STATUS_ORDER].sort()).toEqual([...PUBLIC_CLASS_STATUSES].sort());
  });

  it('gives, page after page, the same order as one sort of everything, across group boundaries', async () => {
    const occupation = await insertOccupation(t.db);
    const statuses = ['finished', 'enrolling', 'draft', 'closed', 'ongoing'];
    const made: Array<{ id: number; status: string; start: string; city: string }> = [];
    for (let i = 0; i < 41; i++) {
      const status = statuses[(i * 7) % statuses.length];
      // Repeated dates make the id the tie-breaker.
      const start = `2026-0${1 + (i % 5)}-1${i % 3}`;
      const city = i % 2 ? '410100' : '410300';
      made.push({ id: await insertClass(t.db, { occupation_id: occupation, status, start_date: start, city_code: city }), status, start, city });
    }
    const rank = (s: string) => STATUS_ORDER.indexOf(s as (typeof STATUS_ORDER)[number]);
    const expected = made
      .filter((c) => c.status !== 'draft')
      .sort((a, b) => rank(a.status) - rank(b.status) || a.start.localeCompare(b.start) || a.id - b.id)
      .map((c) => c.id);

    const walked: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const result = await listClasses(t.db, {}, { page, perPage: 7 }, {});
      expect(result.total).toBe(expected.length);
      walked.push(...result.data.map((c) => c.id));
    }
    expect(walked).toEqual(expected);

    const inCity = await listClasses(t.db, { city_code: '410100' }, { page: 2, perPage: 4 }, {});
    const expectedInCity = expected.filter((id) => made.find((c) => c.id === id)!.city === '410100');
    expect(inCity.total).toBe(expectedInCity.length);
    expect(inCity.data.map((c) => c.id)).toEqual(expectedInCity.slice(4, 8));

    const beyond = await listClasses(t.db, {}, { page: 50, perPage: 7 }, {});
    expect(beyond).toEqual({ data: [], total: expected.length });
  });
});

describe('the count cache', () => {
  it('always counts small totals again, so lists stay exact while they are cheap', async () => {
    const count = jest.fn().mockResolvedValueOnce(10).mockResolvedValueOnce(11);
    expect(await cachedCount(t.db, 'small', count)).toBe(10);
    expect(await cachedCount(t.db, 'small', count)).toBe(11);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('remembers a large total for its time to live, then counts again', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const count = jest.fn().mockResolvedValueOnce(EXACT_BELOW * 20).mockResolvedValueOnce(EXACT_BELOW * 20 + 1);
    expect(await cachedCount(t.db, 'large', count, clock)).toBe(EXACT_BELOW * 20);
    now += COUNT_TTL_MS - 1;
    expect(await cachedCount(t.db, 'large', count, clock)).toBe(EXACT_BELOW * 20);
    expect(count).toHaveBeenCalledTimes(1);
    now += 2;
    expect(await cachedCount(t.db, 'large', count, clock)).toBe(EXACT_BELOW * 20 + 1);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('shares one query between concurrent misses and never keeps a failure', async () => {
    let release: (n: number) => void = () => undefined;
    const slow = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const both = Promise.all([cachedCount(t.db, 'shared', slow), cachedCount(t.db, 'shared', slow)]);
    release(EXACT_BELOW * 3);
    expect(await both).toEqual([EXACT_BELOW * 3, EXACT_BELOW * 3]);
    expect(slow).toHaveBeenCalledTimes(1);

    const failing = jest.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValueOnce(EXACT_BELOW * 2);
    await expect(cachedCount(t.db, 'failing', failing)).rejects.toThrow('gone');
    expect(await cachedCount(t.db, 'failing', failing)).toBe(EXACT_BELOW * 2);
  });
});
