import {
  BinaryOperationNode, ColumnNode, ColumnUpdateNode, DefaultInsertValueNode, type GroupByItemNode, type InsertQueryNode, type KyselyPlugin,
  OperationNodeTransformer, type OnConflictNode, type OperationNode, type OrderByItemNode, type PluginTransformQueryArgs, type PluginTransformResultArgs,
  PrimitiveValueListNode, type QueryResult, ReferenceNode, type RootOperationNode, type UnknownRow, type UpdateQueryNode,
  ValueListNode, ValueNode, ValuesNode,
} from 'kysely';
import type { KeyRing } from './data-key';
import { blindIndex, isEnvelope, open, seal } from './envelope';
import { PROTECTED_COLUMN, BLIND_INDEX_COLUMN } from './protected-columns';

// Every table that holds an ID number names it `id_number`, beside an `id_number_bidx`. Services
// read and write the plain number; this plugin, installed where a handle is made (db/connect.ts),
// seals what is written, fills the blind index, turns equality on the number into equality on the
// index, and opens every sealed value in results whatever its alias. A query shape it cannot keep
// right (LIKE, ordering comparisons, a computed value) throws instead of silently missing.

export class ProtectedColumnError extends Error {}

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name;
  return undefined;
};
const isProtected = (node: OperationNode | undefined) => nameOf(node) === PROTECTED_COLUMN;

/** The same reference (table kept) to the blind index column. */
function indexRef(node: OperationNode): OperationNode {
  const column = ColumnNode.create(BLIND_INDEX_COLUMN);
  if (ReferenceNode.is(node)) return ReferenceNode.create(column, node.table);
  return column;
}

const EQUALITY = new Set(['=', '==', '!=', '<>', 'in', 'not in', 'is distinct from', 'is not distinct from']);
const NULL_CHECKS = new Set(['is', 'is not']);

class Transformer extends OperationNodeTransformer {
  constructor(private readonly ring: () => KeyRing) {
    super();
  }

  private sealValue(value: unknown): unknown {
    if (value === null || value === undefined || isEnvelope(value)) return value;
    if (typeof value !== 'string') throw new ProtectedColumnError(`${PROTECTED_COLUMN} takes a string, got ${typeof value}`);
    return seal(this.ring(), value);
  }

  private indexValue(value: unknown): unknown {
    if (value === null || value === undefined) return value;
    if (typeof value !== 'string' || isEnvelope(value)) throw new ProtectedColumnError(`${PROTECTED_COLUMN} is compared with a plain string only`);
    return blindIndex(this.ring(), value);
  }

  /** [sealed value node, blind index node] for one written value. */
  private written(node: OperationNode): [OperationNode, OperationNode] {
    if (ValueNode.is(node)) {
      if (isEnvelope(node.value)) throw new ProtectedColumnError(`a sealed ${PROTECTED_COLUMN} cannot be written without its index: write the plain value`);
      return [ValueNode.create(this.sealValue(node.value)), ValueNode.create(node.value == null ? null : this.indexValue(node.value))];
    }
    if (DefaultInsertValueNode.is(node)) return [node, node];
    // `excluded.id_number` in an upsert, or copying from another row: its index goes along.
    if (isProtected(node)) return [node, indexRef(node)];
    throw new ProtectedColumnError(`${PROTECTED_COLUMN} must be written as a value, not ${node.kind}`);
  }

  private withIndexUpdates(updates: ReadonlyArray<ColumnUpdateNode> | undefined): ReadonlyArray<ColumnUpdateNode> | undefined {
    if (!updates?.some((u) => isProtected(u.column))) return updates;
    if (updates.some((u) => nameOf(u.column) === BLIND_INDEX_COLUMN)) throw new ProtectedColumnError(`${BLIND_INDEX_COLUMN} is written by the privacy plugin only`);
    return updates.flatMap((u) => {
      if (!isProtected(u.column)) return [u];
      const [value, index] = this.written(u.value);
      return [ColumnUpdateNode.create(u.column, value), ColumnUpdateNode.create(ColumnNode.create(BLIND_INDEX_COLUMN), index)];
    });
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): UpdateQueryNode {
    const done = super.transformUpdateQuery(node, queryId);
    return { ...done, updates: this.withIndexUpdates(done.updates) };
  }

  protected override transformOnConflict(node: OnConflictNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): OnConflictNode {
    const done = super.transformOnConflict(node, queryId);
    return { ...done, updates: this.withIndexUpdates(done.updates) };
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): InsertQueryNode {
    const done = super.transformInsertQuery(node, queryId);
    const at = done.columns?.findIndex((c) => isProtected(c)) ?? -1;
    if (at < 0) return done;
    if (done.columns!.some((c) => nameOf(c) === BLIND_INDEX_COLUMN)) throw new ProtectedColumnError(`${BLIND_INDEX_COLUMN} is written by the privacy plugin only`);
    if (!done.values || !ValuesNode.is(done.values)) throw new ProtectedColumnError(`${PROTECTED_COLUMN} can be inserted from values only, not from a query`);
    const rows = done.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const values = [...row.values];
        const plain = values[at];
        values[at] = this.sealValue(plain);
        if (isEnvelope(plain)) throw new ProtectedColumnError(`a sealed ${PROTECTED_COLUMN} cannot be written without its index: write the plain value`);
        return PrimitiveValueListNode.create([...values, plain == null ? null : this.indexValue(plain)]);
      }
      const values = [...row.values];
      const [value, index] = this.written(values[at]);
      values[at] = value;
      return ValueListNode.create([...values, index]);
    });
    return { ...done, columns: [...done.columns!, ColumnNode.create(BLIND_INDEX_COLUMN)], values: ValuesNode.create(rows) };
  }

  // Sealed values differ on every write: sorting or grouping by them would look fine and mean nothing.
  protected override transformOrderByItem(node: OrderByItemNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): OrderByItemNode {
    if (isProtected(node.orderBy)) throw new ProtectedColumnError(`${PROTECTED_COLUMN} is encrypted: it cannot order rows`);
    return super.transformOrderByItem(node, queryId);
  }

  protected override transformGroupByItem(node: GroupByItemNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): GroupByItemNode {
    if (isProtected(node.groupBy)) throw new ProtectedColumnError(`${PROTECTED_COLUMN} is encrypted: it cannot group rows`);
    return super.transformGroupByItem(node, queryId);
  }

  protected override transformBinaryOperation(node: BinaryOperationNode, queryId?: Parameters<OperationNodeTransformer['transformNode']>[1]): BinaryOperationNode {
    const done = super.transformBinaryOperation(node, queryId);
    const left = isProtected(done.leftOperand);
    const right = isProtected(done.rightOperand);
    if (!left && !right) return done;
    const operator = 'operator' in done.operator ? String((done.operator as { operator: unknown }).operator).toLowerCase() : '';
    if (NULL_CHECKS.has(operator)) return done;
    if (!EQUALITY.has(operator)) throw new ProtectedColumnError(`${PROTECTED_COLUMN} is encrypted: only equality (=, <>, in) can compare it, not ${operator || done.operator.kind}`);
    if (left && right) return BinaryOperationNode.create(indexRef(done.leftOperand), done.operator, indexRef(done.rightOperand));
    const [column, other] = left ? [done.leftOperand, done.rightOperand] : [done.rightOperand, done.leftOperand];
    const indexed = this.comparedValue(other);
    return left ? BinaryOperationNode.create(indexRef(column), done.operator, indexed) : BinaryOperationNode.create(indexed, done.operator, indexRef(column));
  }

  private comparedValue(node: OperationNode): OperationNode {
    if (ValueNode.is(node)) return node.immediate ? ValueNode.createImmediate(this.indexValue(node.value)) : ValueNode.create(this.indexValue(node.value));
    if (PrimitiveValueListNode.is(node)) return PrimitiveValueListNode.create(node.values.map((v) => this.indexValue(v)));
    if (ValueListNode.is(node)) return ValueListNode.create(node.values.map((v) => this.comparedValue(v)));
    throw new ProtectedColumnError(`${PROTECTED_COLUMN} is encrypted: compare it with a value, not ${node.kind}`);
  }
}

/**
 * Whether a query's tree names the protected column anywhere: the only nodes the transformer changes
 * or refuses (nameOf above) are column references by that name. Values are data, not looked into.
 */
export function namesProtectedColumn(root: OperationNode): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    const kind = (node as { kind?: unknown }).kind;
    if (kind === 'ValueNode' || kind === 'PrimitiveValueListNode') continue;
    if (kind === 'ColumnNode' && (node as ColumnNode).column.name === PROTECTED_COLUMN) return true;
    for (const key in node) {
      const value = (node as Record<string, unknown>)[key];
      if (value && typeof value === 'object') stack.push(value);
    }
  }
  return false;
}

function openAll(ring: () => KeyRing, value: unknown): unknown {
  if (isEnvelope(value)) return open(ring(), value);
  if (Array.isArray(value)) return value.map((v) => openAll(ring, v));
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value) && !(value instanceof Uint8Array)) {
    let copy: Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(value)) {
      const opened = openAll(ring, v);
      if (opened !== v) (copy ??= { ...(value as Record<string, unknown>) })[k] = opened;
    }
    return copy ?? value;
  }
  return value;
}

/** Marks a privacy plugin across copies of this module: Next bundles route handlers and server components
 * separately, and a handle made by one bundle (kept on globalThis) fails `instanceof` in the other. */
export const PRIVACY_PLUGIN = Symbol.for('skills.privacy-plugin');

export class PrivacyPlugin implements KyselyPlugin {
  readonly [PRIVACY_PLUGIN] = true;
  private readonly transformer: Transformer;

  constructor(readonly ring: () => KeyRing) {
    this.transformer = new Transformer(ring);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // The transformer rebuilds every node of a tree; most queries never name an ID number and would come out the same.
    return namesProtectedColumn(args.node) ? this.transformer.transformNode(args.node, args.queryId) : args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!rows?.length) return args.result;
    let changed = false;
    const opened = rows.map((row) => {
      let next = openAll(this.ring, row) as UnknownRow;
      // The index is the db layer's own: no answer, export or log should carry it.
      if (BLIND_INDEX_COLUMN in next) {
        const { [BLIND_INDEX_COLUMN]: _index, ...rest } = next;
        next = rest;
      }
      if (next !== row) changed = true;
      return next as UnknownRow;
    });
    return changed ? { ...args.result, rows: opened } : args.result;
  }
}
