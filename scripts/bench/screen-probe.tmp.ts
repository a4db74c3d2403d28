import { connect } from '@/lib/server/db/connect';
import { screenFigures } from '@/lib/server/services/screen/figures';
import { screenFeed } from '@/lib/server/services/screen/feed';
import { provincePlace } from '@/lib/server/services/screen/place';

async function time(n: number, work: () => Promise<unknown>) {
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await work(); s.push(performance.now() - t); }
  s.sort((a, b) => a - b);
  return `p50 ${s[Math.floor(n / 2)].toFixed(1)} p99 ${s[Math.min(n - 1, Math.floor(n * 0.99))].toFixed(1)} max ${s[n - 1].toFixed(1)}`;
}
async function main() {
  const db = connect(process.env.DATABASE_URL!);
  const province = await provincePlace(db, '410000');
  const cities = await db.selectFrom('regions').select(['code', 'name']).where('parent_code', '=', '410000').orderBy('code').execute();
  console.log('province figures', await time(50, () => screenFigures(db, province, new Date())));
  for (const city of cities.slice(0, Number(process.env.CITIES ?? 3))) {
    const place = { level: 'city' as const, code: city.code, name: city.name, provinceName: province.name };
    console.log(city.code, city.name, 'figures', await time(50, () => screenFigures(db, place, new Date())), '| feed', await time(50, () => screenFeed(db, place)));
  }
  await db.destroy();
}
void main();
