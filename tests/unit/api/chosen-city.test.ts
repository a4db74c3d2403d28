/** @jest-environment node */
import { chosenCity } from '@/lib/api/queries/chosen-city';

// Issue 30: the city cookie a page reads is one of the province's cities or none, so a junk value
// (six digits of no city) reads the same data-cache entry as no city at all.
let cookie: string | undefined;
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => (cookie === undefined ? undefined : { value: cookie }) }) }));

it('reads a city of the province, and nothing for any other value', async () => {
  const read = async (value: string | undefined) => {
    cookie = value;
    return chosenCity();
  };
  expect(await read('410300')).toBe('410300');
  for (const junk of ['999999', '320100', '410301', 'zhengzhou', '', undefined]) expect(await read(junk)).toBeUndefined();
});
