import { closeAppContexts, nowIsoOf } from '@/lib/server/app-context';
import { closeDb, readyDb } from '@/lib/server/db';
import { rebuildScreen } from '@/lib/server/services/screen/refresh';
import { loadEnvOrExit } from './load-env';

// `npm run screen:rebuild`: recount every aggregate of the data screen from the detail tables (after a
// restore, a bulk delete, or to check the incremental job). The screens show the new figures at once.
async function main() {
  loadEnvOrExit();
  const db = await readyDb();
  const started = performance.now();
  await rebuildScreen(db, nowIsoOf(db));
  console.log(`Rebuilt the data screen's aggregates in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  await closeAppContexts();
  await closeDb();
}

main().catch(async (error) => {
  console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
