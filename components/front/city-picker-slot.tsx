import { getTranslations } from 'next-intl/server';
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { loadCities } from '@/lib/api/queries/options';
import { CityPicker } from './city-picker';

/** The header's city picker with the province's cities; absent when the regions cannot be loaded. */
export async function CityPickerSlot() {
  const [t, current, cities] = await Promise.all([
    getTranslations('CityPicker'),
    chosenCity(),
    loadCities().catch((error: unknown) => {
      console.error('city picker: /regions failed', error);
      return null;
    }),
  ]);
  if (!cities) return null;
  return (
    <CityPicker
      cities={cities.map(({ code, name }) => ({ code, name }))}
      current={current}
      labels={{ label: t('label'), provinceWide: t('provinceWide') }}
    />
  );
}
