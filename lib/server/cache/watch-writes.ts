import type {
  CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely, OperationNode,
  QueryCompiler, QueryResult, TransactionSettings,
} from 'kysely';
import type { Write } from './model';

/**
 * A Kysely dialect that tells which tables each committed write changed. Outside a transaction a
 * write is told once it has run; inside one, the writes are collected and told when the transaction
 * commits, and forgotten when it rolls back. (A rollback to a savepoint keeps them: telling a write
 * that did not happen only drops a copy early.) An UPDATE or DELETE that touched no row tells nothing.
 */
export function watchWrites(inner: Dialect, onCommit: (writes: Write[]) => void): Dialect {
  return {
    createAdapter: (): DialectAdapter => inner.createAdapter(),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createIntrospector: (db: Kysely<any>): DatabaseIntrospector => inner.createIntrospector(db),
    createDriver: (): Driver => watchingDriver(inner.createDriver(), onCommit),
  };
}

type Watched = { transaction: boolean; writes: Write[] };

function watchingDriver(driver: Driver, onCommit: (writes: Write[]) => void): Driver {
  const watched = new WeakMap<DatabaseConnection, Watched>();
  const tell = (writes: Write[]) => {
    if (writes.length) onCommit(writes);
  };

  // The connection object itself is kept (drivers recognise their own), only its executeQuery is wrapped.
  const watch = (connection: DatabaseConnection): DatabaseConnection => {
    if (watched.has(connection)) return connection;
    const state: Watched = { transaction: false, writes: [] };
    watched.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
      const result = await execute<R>(compiled);
      const write = writeOf(compiled);
      if (write && result.numAffectedRows !== BigInt(0)) {
        if (state.transaction) state.writes.push(write);
        else tell([write]);
      }
      return result;
    };
    return connection;
  };
  const stateOf = (connection: DatabaseConnection) => watched.get(connection) ?? { transaction: false, writes: [] };

  const wrapped: Driver = {
    init: () => driver.init(),
    acquireConnection: async () => watch(await driver.acquireConnection()),
    beginTransaction: async (connection: DatabaseConnection, settings: TransactionSettings) => {
      await driver.beginTransaction(connection, settings);
      Object.assign(stateOf(connection), { transaction: true, writes: [] });
    },
    commitTransaction: async (connection: DatabaseConnection) => {
      const state = stateOf(connection);
      await driver.commitTransaction(connection);
      const writes = state.writes;
      Object.assign(state, { transaction: false, writes: [] });
      tell(writes);
    },
    rollbackTransaction: async (connection: DatabaseConnection) => {
      try {
        await driver.rollbackTransaction(connection);
      } finally {
        Object.assign(stateOf(connection), { transaction: false, writes: [] });
      }
    },
    releaseConnection: (connection: DatabaseConnection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  };
  if (driver.savepoint) wrapped.savepoint = driver.savepoint.bind(driver);
  if (driver.rollbackToSavepoint) wrapped.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
  if (driver.releaseSavepoint) wrapped.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  return wrapped;
}

type Node = OperationNode & Record<string, unknown>;

/** The name in a TableNode, or in the TableNode an AliasNode names ("classes as c"). */
function tableName(node: unknown): string | undefined {
  const n = node as Node | undefined;
  if (!n) return undefined;
  if (n.kind === 'AliasNode') return tableName(n.node);
  if (n.kind !== 'TableNode') return undefined;
  const identifier = (n.table as { identifier?: { name?: string } } | undefined)?.identifier;
  return identifier?.name;
}

const RAW_WRITE = /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+["`]?(\w+)["`]?/i;

/** The table a statement writes, with the columns an UPDATE sets; undefined for a read. */
export function writeOf(compiled: CompiledQuery): Write | undefined {
  const query = compiled.query as Node;
  switch (query.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const table = tableName(query.into);
      return table ? { table } : undefined;
    }
    case 'UpdateQueryNode': {
      const table = tableName(query.table);
      const updates = (query.updates ?? []) as Array<{ column?: { column?: { name?: string } } }>;
      const columns = updates.map((u) => u.column?.column?.name).filter((c): c is string => Boolean(c));
      return table ? { table, columns: columns.length === updates.length ? columns : undefined } : undefined;
    }
    case 'DeleteQueryNode': {
      const table = tableName((query.from as { froms?: unknown[] } | undefined)?.froms?.[0]);
      return table ? { table } : undefined;
    }
    case 'SelectQueryNode':
      return undefined;
    default: {
      // sql`…` statements: the first word decides.
      const match = RAW_WRITE.exec(compiled.sql);
      return match ? { table: match[1] } : undefined;
    }
  }
}
