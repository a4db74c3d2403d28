import type Sqlite from 'better-sqlite3';
import {
  CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SelectQueryNode, SqliteDialect,
} from 'kysely';

/**
 * SQLite with one writing connection and one reading connection on the same WAL file.
 *
 * Kysely's own SQLite driver has one connection behind a mutex, and a transaction holds it across
 * every await inside it: while an enrolment's transaction waited its turns on a busy event loop,
 * every page's and list's read queued behind it (the soak's cold start stalled for seconds). Here a
 * read outside a transaction goes to the reading connection, which sees everything committed and
 * never waits for the writer; writes and transactions keep the mutex. A handle that has written (a
 * transaction, or `db.connection()` after its first write) keeps the writer until it is released, so
 * it still reads its own writes.
 */
export class SplitSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: Sqlite.Database,
    private readonly openReader: () => Sqlite.Database,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.openReader);
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves, in arrival order, with the function that lets the next one in. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const turn = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return turn;
  }
}

class SplitSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  #reader: Sqlite.Database | undefined;

  constructor(
    readonly writer: Sqlite.Database,
    /** Opens a new read-only connection to the file. */
    readonly openReader: () => Sqlite.Database,
  ) {}

  async init(): Promise<void> {}

  reader(): Sqlite.Database {
    this.#reader ??= this.openReader();
    return this.#reader;
  }

  lockWriter(): Promise<() => void> {
    return this.#mutex.lock();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SplitConnection).holdWriter();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SplitConnection).release();
  }

  async destroy(): Promise<void> {
    this.#reader?.close();
    this.writer.close();
  }
}

const STATEMENTS_KEPT = 500;
const preparedBy = new WeakMap<Sqlite.Database, Map<string, Sqlite.Statement>>();

/** Compiling a statement cost as much as running it (a tenth of the soak's CPU went to SQLite): each connection keeps its recent ones. */
function prepared(db: Sqlite.Database, sql: string): Sqlite.Statement {
  let kept = preparedBy.get(db);
  if (!kept) preparedBy.set(db, (kept = new Map()));
  let stmt = kept.get(sql);
  if (stmt) kept.delete(sql);
  else {
    stmt = db.prepare(sql);
    if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
  }
  kept.set(sql, stmt);
  return stmt;
}

function run(stmt: Sqlite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (stmt.reader) return { rows: stmt.all(parameters) };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class SplitConnection implements DatabaseConnection {
  #release: (() => void) | undefined;

  constructor(private readonly driver: SplitSqliteDriver) {}

  async holdWriter(): Promise<void> {
    this.#release ??= await this.driver.lockWriter();
  }

  release(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    if (!this.#release) {
      const stmt = prepared(this.driver.reader(), sql);
      if (stmt.readonly) return run(stmt, parameters) as QueryResult<R>;
      await this.holdWriter();
    }
    return run(prepared(this.driver.writer, sql), parameters) as QueryResult<R>;
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { sql, parameters, query } = compiledQuery;
    if (!SelectQueryNode.is(query)) throw new Error('Sqlite driver only supports streaming of select queries');
    // An open iterator keeps its connection busy: a stream outside a transaction reads on its own.
    const own = this.#release ? undefined : this.driver.openReader();
    const db = own ?? this.driver.writer;
    try {
      for (const row of db.prepare(sql).iterate(parameters)) yield { rows: [row as R] };
    } finally {
      own?.close();
    }
  }
}
