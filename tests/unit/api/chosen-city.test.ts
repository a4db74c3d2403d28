/** @jest-environment node */
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { COOKIES } from '@/lib/auth/cookies';

// Issue 30: the city cookie a page reads is one of the province's cities or none, so a junk value
// (six digits of no city) reads the same data-cache entry as no city at all.
let cookie: string | undefined;
// The request's cookie store as next/headers gives it (cookies-next reads it through getAll).
const store = () => {
  const all = () => (cookie === undefined ? [] : [{ name: COOKIES.cityCode, value: cookie }]);
  return { getAll: all, get: (name: string) => all().find((c) => c.name === name), has: (name: string) => all().some((c) => c.name === name), set: () => undefined, delete: () => undefined };
};
jest.mock('next/headers', () => ({ cookies: async () => store() }));

it('reads a city of the province, and nothing for any other value', async () => {
  const read = async (value: string | undefined) => {
    cookie = value;
    return chosenCity();
  };
  expect(await read('410300')).toBe('410300');
  for (const junk of ['999999', '320100', '410301', 'zhengzhou', '', undefined]) expect(await read(junk)).toBeUndefined();
});
