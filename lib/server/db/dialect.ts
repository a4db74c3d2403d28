import type { Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// Which database a handle speaks, recorded by connect() on the handle's adapter, which its transactions,
// connections and plugin views share. A Symbol.for key, not the class of Kysely's adapter: Next bundles
// route handlers, server components and instrumentation apart, each with its own copy of Kysely, and
// the handle kept in the process registry (db/index.ts) reaches code whose adapter classes are other
// classes, so `instanceof` took a PostgreSQL handle for SQLite. Migrations read it too:
// this module imports nothing and its meaning never changes.
const DIALECT = Symbol.for('skills-platform.sql-dialect');

type Marked = { [DIALECT]?: Dialect };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Called by connect() on each handle it makes. */
export function markDialect(db: AnyDb, dialect: Dialect): void {
  Object.defineProperty(db.getExecutor().adapter, DIALECT, { value: dialect });
}

/** The database a handle made by connect() speaks (or a transaction or connection of it), whichever copy of Kysely made it. */
export function dialectOfHandle(db: AnyDb): Dialect {
  const dialect = (db.getExecutor().adapter as Marked)[DIALECT];
  if (!dialect) throw new Error('This database handle was not made by connect() (lib/server/db/connect.ts): its dialect is unknown.');
  return dialect;
}
