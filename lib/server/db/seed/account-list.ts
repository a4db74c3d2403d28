import type { Db } from '@/lib/server/db';
import { DEMO_MANAGERS, describeManager } from './accounts';
import { DEMO_LEARNERS } from './learners';

export function learnerDescription(name: string, note: string): string {
  return `学员 ${name}（${note}）`;
}

/** One account the seed made or found: the list `npm run db:seed` prints. */
export type SeedAccount = { kind: 'manager' | 'learner'; username: string; description: string; password?: string };

/** The demo accounts as they stand in the database, for a run that found the data already there. */
export async function existingAccounts(db: Db): Promise<SeedAccount[]> {
  const managers = await db
    .selectFrom('managers')
    .leftJoin('organizations', 'organizations.id', 'managers.organization_id')
    .leftJoin('regions', 'regions.code', 'managers.city_code')
    .select(['managers.username', 'organizations.name as organization', 'regions.name as city'])
    .where('managers.username', 'in', DEMO_MANAGERS.map((m) => m.username))
    .execute();
  const learners = await db
    .selectFrom('users')
    .select(['phone', 'name'])
    .where('phone', 'in', DEMO_LEARNERS.map((l) => l.phone))
    .execute();
  return [
    ...DEMO_MANAGERS.flatMap((m) => {
      const row = managers.find((r) => r.username === m.username);
      if (!row) return [];
      const scope = row.organization ?? (m.role === 'city-admin' ? row.city : null);
      return [{ kind: 'manager' as const, username: m.username, description: describeManager(m.role, scope) }];
    }),
    ...DEMO_LEARNERS.flatMap((l) => {
      const row = learners.find((r) => r.phone === l.phone);
      return row ? [{ kind: 'learner' as const, username: l.phone, description: learnerDescription(row.name ?? '', l.note) }] : [];
    }),
  ];
}

export function formatAccounts(result: { seeded: boolean; accounts: SeedAccount[] }): string {
  const width = Math.max(...result.accounts.map((a) => a.username.length), 8);
  const lines = result.accounts.map(
    (a) => `  ${a.kind.padEnd(8)} ${a.username.padEnd(width)}  ${a.description}${a.password ? `  password: ${a.password}` : ''}`,
  );
  const generated = result.accounts.some((a) => a.password);
  return [
    result.seeded ? 'Demo accounts (seeded now):' : 'Demo accounts (the database was already seeded):',
    ...lines,
    generated
      ? '  Generated passwords are shown only this once: note them now, or set ADMIN_PASSWORD / DEMO_PASSWORD before seeding.'
      : '  Passwords: ADMIN_PASSWORD (admin) and DEMO_PASSWORD (the others) as set when the data was seeded, or the ones printed then. To start over: delete the database (./data/app.db*) and start again.',
  ].join('\n');
}
