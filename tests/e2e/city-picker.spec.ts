import { expect, test } from './fixtures';

type Region = { code: string; name: string };

test('the header city picker scopes the class list and is remembered in local storage and a cookie', async ({ page, context, request, baseURL }) => {
  const cities = ((await (await request.get('/api/v1/regions')).json()) as { data: Region[] }).data;
  const totalIn = async (city?: string) =>
    (await (await request.get(`/api/v1/classes${city ? `?city_code=${city}` : ''}`)).json()).meta.pagination.total as number;
  const province = await totalIn();
  let city: Region | undefined;
  let cityTotal = 0;
  for (const candidate of cities) {
    cityTotal = await totalIn(candidate.code);
    if (cityTotal > 0 && cityTotal < province) {
      city = candidate;
      break;
    }
  }
  expect(city, 'a seeded city holds some but not all classes').toBeDefined();

  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/class');
  await expect(page.getByText(`共 ${province} 个班级`)).toBeVisible();

  const picker = page.getByRole('combobox', { name: '所在城市' });
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: city!.name });
  await expect(page.getByText(`共 ${cityTotal} 个班级`)).toBeVisible();
  await expect(picker).toHaveValue(city!.code);
  expect(await page.evaluate(() => window.localStorage.getItem('cityCode'))).toBe(city!.code);
  expect((await context.cookies()).find((c) => c.name === 'cityCode')?.value).toBe(city!.code);

  // A fresh visit is rendered for the chosen city on the server.
  await page.goto('/class');
  await expect(page.getByText(`共 ${cityTotal} 个班级`)).toBeVisible();
  // The filter can still widen this one list to the whole province.
  await page.goto('/class?city_code=all');
  await expect(page.getByText(`共 ${province} 个班级`)).toBeVisible();

  await expect(picker).toHaveValue(city!.code);
  await picker.selectOption({ label: '全省' });
  await expect(page.getByText(`共 ${province} 个班级`)).toBeVisible();
  await expect(picker).toHaveValue('');
  await page.goto('/class');
  await expect(page.getByText(`共 ${province} 个班级`)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('cityCode'))).toBeNull();
  expect(errors).toEqual([]);
});
