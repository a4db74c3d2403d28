import { sql } from 'kysely';
import { dialectOfHandle } from '../dialect';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { createStorage, type Storage } from '@/lib/server/storage';
import { existingAccounts, formatAccounts, learnerDescription, type SeedAccount } from './account-list';
import { countRows } from './counts';
import { DEMO_LEARNERS } from './learners';
import { installSeedIdPhotos } from './id-photos';
import { installSeedMedia } from './media';
import { preparePasswords } from './passwords';
import { Random } from './random';
import { loadProvince } from './regions';
import { seedAll } from './run';
import { rebuildScreen } from '@/lib/server/services/screen/refresh';

export type { SeedAccount } from './account-list';
export type SeedResult = { seeded: boolean; accounts: SeedAccount[]; counts: Record<string, number> };
export type SeedOptions = {
  province: string; adminPassword?: string; demoPassword?: string; now?: Date; log?: (line: string) => void;
  /** Where the demo lesson videos are copied; UPLOAD_DIR by default. */
  uploadDir?: string;
  /** Where the demo lesson videos go instead, e.g. a test's bucket. */
  storage?: Storage;
};

export { formatAccounts };

const SEED = 20_261_122;
// Two instances starting on one empty PostgreSQL database must not both seed it.
const PG_SEED_LOCK = 704_100_002;

export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const manager = await db.selectFrom('managers').select('id').limit(1).executeTakeFirst();
  if (manager) return true;
  return Boolean(await db.selectFrom('regions').select('code').limit(1).executeTakeFirst());
}

async function installSeedMediaIn(options: SeedOptions): Promise<void> {
  const storage = options.storage ?? createStorage(env(), options.uploadDir ?? env().UPLOAD_DIR);
  try {
    await installSeedMedia(storage);
    await installSeedIdPhotos(storage);
  } catch (error) {
    // A store that is down must not keep the platform from starting; the next start copies them.
    (options.log ?? (() => {}))(`Demo lesson videos and ID photo placeholders not copied to ${storage.location}: ${(error as Error).message}`);
  } finally {
    if (!options.storage) await storage.close();
  }
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  // Also on an already seeded database: the upload directory may be new (another container).
  await installSeedMediaIn(options);
  if (await isDatabaseSeeded(db)) return { seeded: false, accounts: await existingAccounts(db), counts: await countRows(db) };

  const geo = loadProvince(options.province);
  const now = options.now ?? new Date();
  const passwords = await preparePasswords(options.adminPassword, options.demoPassword);
  const run = await db.transaction().execute(async (trx) => {
    if (dialectOfHandle(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${PG_SEED_LOCK})`.execute(trx);
    if (await isDatabaseSeeded(trx)) return null;
    return seedAll(trx, { rng: new Random(SEED), now, stamp: now.toISOString(), geo }, passwords, log);
  });
  if (!run) return { seeded: false, accounts: await existingAccounts(db), counts: await countRows(db) };
  // The data screen's aggregates, so its first view shows the demo data (the screen job would count
  // them a few seconds after start; meanwhile a newcomer saw zeros). Outside the seed's transaction:
  // the rebuild runs one of its own per source.
  await rebuildScreen(db, now.toISOString());
  log('data screen aggregates: counted');

  const accounts: SeedAccount[] = [
    ...run.managers.accounts.map(({ username, description, admin }) => {
      const pw = admin ? passwords.admin : passwords.demo;
      return { kind: 'manager' as const, username, description, ...(pw.generated ? { password: pw.plain } : {}) };
    }),
    ...DEMO_LEARNERS.map((demo) => {
      const learner = run.learners.find((l) => l.phone === demo.phone)!;
      return {
        kind: 'learner' as const, username: demo.phone, description: learnerDescription(learner.name, demo.note),
        ...(passwords.demo.generated ? { password: passwords.demo.plain } : {}),
      };
    }),
  ];
  return { seeded: true, accounts, counts: await countRows(db) };
}
