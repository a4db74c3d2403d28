import { closeDb, readyDb } from '@/lib/server/db';
import { FULL_SCALE, growDatabase, type ScaleTargets } from '@/lib/server/db/scale';
import { loadEnvOrExit } from './load-env';

const USAGE = 'usage: npm run db:scale [-- --factor=0.01] [--learners=N] [--certificates=N] [--classes=N] [--enrollments=N]';

function targetsFrom(argv: string[]): ScaleTargets {
  const value = (name: string) => {
    const found = argv.find((a) => a.startsWith(`--${name}=`));
    if (!found) return undefined;
    const n = Number(found.split('=')[1]);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number\n${USAGE}`);
    return n;
  };
  const factor = value('factor') ?? 1;
  const pick = (key: keyof ScaleTargets) => Math.round(value(key) ?? FULL_SCALE[key] * factor);
  return { learners: pick('learners'), certificates: pick('certificates'), classes: pick('classes'), enrollments: pick('enrollments') };
}

// `npm run db:scale`: grows the seeded database to 1,000,000 learners and certificates, 100,000
// classes and 2,000,000 enrolments (or a fraction with --factor), printing progress.
async function main() {
  const config = loadEnvOrExit();
  const targets = targetsFrom(process.argv.slice(2));
  const db = await readyDb();
  const started = Date.now();
  let last = 0;
  const counts = await growDatabase(db, targets, {
    province: config.PLATFORM_PROVINCE,
    progress: (table, added, total) => {
      if (Date.now() - last < 2000) return;
      last = Date.now();
      console.log(`  ${table}: +${added.toLocaleString('en')} (target ${total.toLocaleString('en')}), ${Math.round((Date.now() - started) / 1000)} s`);
    },
  });
  console.log(`Scaled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.entries(counts).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}`);
  await closeDb();
}

main().catch(async (error) => {
  console.error(`Scale failed: ${error instanceof Error ? error.message : String(error)}`);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
