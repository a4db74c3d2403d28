import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { ManagerScope } from '@/lib/server/services/manager-scope';
import type { ScreenPlace } from './figures';

// Which screen a manager sees: the province (its managers, with ?city_code= to drill down to one of
// its cities) or their own city (a city's managers, whatever they ask). An organisation's managers
// have no screen: their data scope is not a place.

async function regionName(db: Db, code: string): Promise<string | undefined> {
  return (await db.selectFrom('regions').select('name').where('code', '=', code).executeTakeFirst())?.name;
}

export async function provincePlace(db: Db, province: string): Promise<ScreenPlace> {
  const name = (await regionName(db, province)) ?? province;
  return { level: 'province', code: province, name, provinceName: name };
}

async function cityPlace(db: Db, province: string, city: string): Promise<ScreenPlace> {
  const row = await db.selectFrom('regions').select(['name', 'parent_code']).where('code', '=', city).executeTakeFirst();
  if (!row || row.parent_code !== province) throw new AppError('not_found', '该地市不在本省。');
  return { level: 'city', code: city, name: row.name, provinceName: (await regionName(db, province)) ?? province };
}

export async function managerPlace(db: Db, province: string, scope: ManagerScope, cityCode?: string): Promise<ScreenPlace> {
  if (scope.organizationId !== null) throw new AppError('forbidden', '数据大屏只对省、市管理员开放。');
  if (scope.cityCode !== null) return cityPlace(db, province, scope.cityCode);
  return cityCode ? cityPlace(db, province, cityCode) : provincePlace(db, province);
}
