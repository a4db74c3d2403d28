import fs from 'node:fs';
import { SUBSIDY_CLAIMS, subsidyTimings } from './subsidy-phase';

// Issue 31's bench alone (it is also a phase of `npm run bench`: see subsidy-phase.ts).
// `npx tsx scripts/bench/subsidy.ts [--claims=N]`; writes reports/bench-subsidy.json.

const claims = Number(process.argv.find((a) => a.startsWith('--claims='))?.split('=')[1] ?? SUBSIDY_CLAIMS);

async function main() {
  const report = await subsidyTimings(claims);
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync('reports/bench-subsidy.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

void main();
