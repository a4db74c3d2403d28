import { fireEvent, render, screen, within } from '@testing-library/react';
import { CityPicker } from '@/components/front/city-picker';
import { readClassFilters } from '@/lib/api/queries/classes';
import { readPeopleFilters } from '@/lib/api/queries/people';
import { apiCity, PROVINCE_WIDE } from '@/lib/api/city-scope';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const cities = [
  { code: '410100', name: '郑州市' },
  { code: '410300', name: '洛阳市' },
];
const labels = { label: '所在城市', provinceWide: '全省' };

function cityCookie(): string | undefined {
  return document.cookie.split('; ').find((c) => c.startsWith('cityCode='))?.split('=')[1];
}

beforeEach(() => {
  refresh.mockClear();
  window.localStorage.clear();
  document.cookie = 'cityCode=; path=/; max-age=0';
});

describe('CityPicker', () => {
  it('is province-wide by default and stores a chosen city in local storage and the cookie', () => {
    render(<CityPicker cities={cities} labels={labels} />);
    const select = screen.getByRole('combobox', { name: '所在城市' });
    expect(select).toHaveDisplayValue('全省');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全省', '郑州市', '洛阳市']);
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: '410300' } });
    expect(window.localStorage.getItem('cityCode')).toBe('410300');
    expect(cityCookie()).toBe('410300');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('goes back to the whole province, clearing both stores', () => {
    window.localStorage.setItem('cityCode', '410100');
    document.cookie = 'cityCode=410100; path=/';
    render(<CityPicker cities={cities} current="410100" labels={labels} />);
    const select = screen.getByRole('combobox', { name: '所在城市' });
    expect(select).toHaveDisplayValue('郑州市');
    fireEvent.change(select, { target: { value: '' } });
    expect(window.localStorage.getItem('cityCode')).toBeNull();
    expect(cityCookie()).toBeUndefined();
  });

  it('restores the cookie from local storage when the server did not see it', () => {
    window.localStorage.setItem('cityCode', '410300');
    render(<CityPicker cities={cities} labels={labels} />);
    expect(cityCookie()).toBe('410300');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('drops a stored code that is not one of the cities', () => {
    window.localStorage.setItem('cityCode', '999999');
    render(<CityPicker cities={cities} labels={labels} />);
    expect(window.localStorage.getItem('cityCode')).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('list filters follow the chosen city', () => {
  it('uses the chosen city unless the URL names a city or the whole province', () => {
    expect(readClassFilters({}, '410300').city_code).toBe('410300');
    expect(readClassFilters({ city_code: '410100' }, '410300').city_code).toBe('410100');
    expect(readClassFilters({ city_code: PROVINCE_WIDE }, '410300').city_code).toBe(PROVINCE_WIDE);
    expect(readClassFilters({}).city_code).toBeUndefined();
    expect(readPeopleFilters({}, false, '410100').city_code).toBe('410100');
  });

  it('keeps a district only inside the chosen city and sends no city for the whole province', () => {
    expect(readClassFilters({ area_code: '410302' }, '410300').area_code).toBe('410302');
    expect(readClassFilters({ area_code: '410302', city_code: PROVINCE_WIDE }, '410300').area_code).toBeUndefined();
    expect(apiCity(PROVINCE_WIDE)).toBeUndefined();
    expect(apiCity('410100')).toBe('410100');
  });
});
