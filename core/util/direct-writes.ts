/**
 * The hot writes' parameters without ElectroDB (issue 35): a check's transaction items (the
 * XP accounts, the ledger rows, the check row) and the streak writes after it; the agent
 * turn's first transaction (the stream slot, the person's message, the chat's activity, the
 * turn and its idempotency claim: record/store.ts, limits/stream-slots.ts), its heartbeats,
 * its end and every flush of its events (record/journal.ts). ElectroDB builds each through
 * chains of clause objects and validates every attribute again: ~15 % of a check's CPU. These
 * build the very parameters its `patch`, `update`, `upsert`, `put`, `create` and `delete`
 * build for the same inputs, down to the expression text and the placeholder names
 * (tests/integration/scale/direct-writes.test.ts compares them call by call), so the table
 * stores the same items either way — secondary index keys and `default`s included.
 *
 * What ElectroDB would also do and these do not: validate attribute types, enums and required
 * attributes. The callers pass rows typed by the entity's own item type; a wrong value is a
 * bug here, not input.
 */
import type { Entity } from 'electrodb';
import type { Db } from '../db/client';
import { fill, shapeOf, template, type EntityLike, type KeyTemplate, type Shape } from './direct';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;
type Row = Record<string, unknown>;

/** A condition term, written with ElectroDB's placeholders (`#attr`, `:attr0`, `:attr1`…). */
export interface Cond {
  eq(attr: string, value: unknown): string;
  gte(attr: string, value: unknown): string;
  lt(attr: string, value: unknown): string;
  notExists(attr: string): string;
}

export interface UpdateSpec {
  set?: Row;
  add?: Row;
  remove?: readonly string[];
  /** The caller's condition (ElectroDB's `where`); '' for none. */
  where?: (c: Cond) => string;
}

export interface UpdateParams {
  TableName: string;
  Key: Row;
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Row;
  ConditionExpression?: string;
}

/** What a write needs beyond a read's shape (direct.ts): the secondary indexes' keys it keeps in step, and the defaults. */
interface WriteShape extends Shape {
  /** The secondary indexes' keys, in the schema's order (pk before sk). */
  secondary: KeyTemplate[];
  /** ElectroDB's `default` of each attribute that has one: a put applies it to an absent value. */
  defaults: [string, unknown][];
}

const writeShapes = new WeakMap<object, WriteShape>();

/** The entity's write shape, checked once: one with an attribute that transforms or derives what is written (`set`, `watch`) is refused. */
function shape(entity: AnyEntity): WriteShape {
  let s = writeShapes.get(entity);
  if (s) return s;
  const like = entity as unknown as EntityLike;
  const read = shapeOf(like);
  const { attributes, indexes } = like.schema;
  if (Object.values(attributes).some((a) => a.set !== undefined || a.watch !== undefined)) {
    throw new Error(`direct writes: ${read.entity} has an attribute that transforms what is written (set or watch)`);
  }
  const secondary: KeyTemplate[] = [];
  for (const [name, index] of Object.entries(indexes)) {
    if (name === 'primary') continue;
    secondary.push(template(index.pk, read.entity));
    if (index.sk) secondary.push(template(index.sk, read.entity));
  }
  const defaults: [string, unknown][] = [];
  for (const [name, a] of Object.entries(attributes)) if (a.default !== undefined) defaults.push([name, a.default]);
  s = { ...read, secondary, defaults };
  writeShapes.set(entity, s);
  return s;
}
const composites = (t: KeyTemplate): string[] => t.parts.flatMap((p) => (p.attr ? [p.attr] : []));

/**
 * The secondary index keys a write of `values` stores: each key whose composites are all
 * given (`touched`: only those with a composite among these attributes, as a patch keeps
 * just the keys its set changes). A key given in part cannot be built: refused, as ElectroDB
 * refuses it.
 */
function indexKeys(s: WriteShape, values: Row, touched?: Row): [string, string][] {
  const out: [string, string][] = [];
  for (const t of s.secondary) {
    const attrs = composites(t);
    const given = attrs.filter((a) => values[a] !== undefined);
    if (touched ? !attrs.some((a) => touched[a] !== undefined) : given.length === 0) continue;
    if (given.length < attrs.length) throw new Error(`direct writes: ${s.entity}.${t.field} needs ${attrs.join(', ')}`);
    out.push([t.field, fill(t, values, false)]);
  }
  return out;
}

/** A remove or add of an index key's composite would leave the key stale: not built here. */
function refuseIndexed(s: WriteShape, attrs: readonly string[]): void {
  const indexed = new Set(s.secondary.flatMap(composites));
  const hit = attrs.find((a) => indexed.has(a));
  if (hit) throw new Error(`direct writes: ${s.entity}.${hit} is part of an index key; only a set may change it`);
}

function keyOf(s: Shape, key: Row): Row {
  return { [s.pk.field]: fill(s.pk, key, false), [s.sk.field]: fill(s.sk, key, false) };
}

function conditions(names: Record<string, string>, values: Row): Cond {
  const uses = new Map<string, number>();
  const value = (attr: string, v: unknown): string => {
    const n = uses.get(attr) ?? 0;
    uses.set(attr, n + 1);
    names[`#${attr}`] = attr;
    values[`:${attr}${n}`] = v;
    return `:${attr}${n}`;
  };
  return {
    eq: (attr, v) => `#${attr} = ${value(attr, v)}`,
    gte: (attr, v) => `#${attr} >= ${value(attr, v)}`,
    lt: (attr, v) => `#${attr} < ${value(attr, v)}`,
    notExists: (attr) => ((names[`#${attr}`] = attr), `attribute_not_exists(#${attr})`),
  };
}

/**
 * ElectroDB's update parameters. `kind`: 'patch' (the row must exist), 'update' (creates it),
 * 'upsert' (creates it; its own clause order: identifiers first, then every attribute in the
 * schema's order).
 */
function updateParams(db: Db, entity: AnyEntity, kind: 'patch' | 'update' | 'upsert', key: Row, spec: UpdateSpec): UpdateParams {
  const s = shape(entity);
  const names: Record<string, string> = {};
  const values: Row = {};
  if (kind === 'patch') {
    names['#pk'] = s.pk.field;
    names['#sk'] = s.sk.field;
  }
  const where = spec.where?.(conditions(names, values)) ?? '';
  const sets: string[] = [];
  const setOne = (attr: string, v: unknown) => {
    names[`#${attr}`] = attr;
    values[`:${attr}_u0`] = v;
    sets.push(`#${attr} = :${attr}_u0`);
  };
  const identifiers = () => {
    setOne('__edb_e__', s.entity);
    setOne('__edb_v__', s.version);
  };
  refuseIndexed(s, [...(spec.remove ?? []), ...Object.keys(spec.add ?? {})]);
  if (kind === 'upsert') {
    identifiers();
    const given = { ...key, ...spec.set };
    for (const attr of s.attributes) if (given[attr] !== undefined) setOne(attr, given[attr]);
    for (const [field, v] of indexKeys(s, given)) setOne(field, v);
  } else {
    for (const [attr, v] of Object.entries(spec.set ?? {})) if (v !== undefined) setOne(attr, v);
    for (const [field, v] of indexKeys(s, { ...key, ...spec.set }, spec.set ?? {})) setOne(field, v);
    for (const attr of [...composites(s.pk), ...composites(s.sk)]) setOne(attr, key[attr]);
    identifiers();
  }
  const removes = (spec.remove ?? []).map((attr) => ((names[`#${attr}`] = attr), `#${attr}`));
  const adds = Object.entries(spec.add ?? {}).map(([attr, v]) => {
    names[`#${attr}`] = attr;
    values[`:${attr}_u0`] = v;
    return `#${attr} :${attr}_u0`;
  });
  const clauses = [`SET ${sets.join(', ')}`, removes.length ? `REMOVE ${removes.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''];
  const params: UpdateParams = {
    TableName: db.tableName,
    Key: keyOf(s, key),
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  const condition = [kind === 'patch' ? 'attribute_exists(#pk) AND attribute_exists(#sk)' : '', where].filter(Boolean).join(' AND ');
  if (condition) params.ConditionExpression = condition;
  return params;
}

/** `entity.patch(key).set(…).remove(…).add(…).where(…).params()`: the row must exist. */
export const patchParams = (db: Db, entity: AnyEntity, key: Row, spec: UpdateSpec) => updateParams(db, entity, 'patch', key, spec);
/** `entity.update(key)…params()`: creates the row if absent. */
export const updateRowParams = (db: Db, entity: AnyEntity, key: Row, spec: UpdateSpec) => updateParams(db, entity, 'update', key, spec);
/** `entity.upsert({...key, ...set}).where(…).params()`. */
export const upsertParams = (db: Db, entity: AnyEntity, key: Row, spec: Pick<UpdateSpec, 'set' | 'where'>) => updateParams(db, entity, 'upsert', key, spec);

export interface PutParams {
  TableName: string;
  Item: Row;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Row;
}

export interface DeleteParams {
  TableName: string;
  Key: Row;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Row;
}

/** The stored item of a complete row: its attributes (absent ones at their defaults), keys and identifiers. */
function itemOf(s: WriteShape, row: Row): Row {
  const item: Row = {};
  for (const attr of s.attributes) if (row[attr] !== undefined) item[attr] = row[attr];
  for (const [attr, d] of s.defaults) if (item[attr] === undefined) item[attr] = typeof d === 'function' ? d() : d;
  return { ...item, ...keyOf(s, item), ...Object.fromEntries(indexKeys(s, item)), __edb_e__: s.entity, __edb_v__: s.version };
}

/**
 * `entity.create(row).params()` (`where` absent: the row must not exist) or
 * `entity.put(row).where(…).params()`. Absent attributes take their `default`, as ElectroDB
 * gives them.
 */
export function putParams(db: Db, entity: AnyEntity, row: object, where?: (c: Cond) => string): PutParams {
  const s = shape(entity);
  const params = { Item: itemOf(s, row as Row), TableName: db.tableName };
  if (!where) return { ...params, ConditionExpression: 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)', ExpressionAttributeNames: { '#pk': s.pk.field, '#sk': s.sk.field } };
  const names: Record<string, string> = {};
  const values: Row = {};
  return { ...params, ConditionExpression: where(conditions(names, values)), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** `entity.put(row).params()`: no condition, whatever is stored under the key is replaced. */
export function replaceParams(db: Db, entity: AnyEntity, row: object): { TableName: string; Item: Row } {
  return { Item: itemOf(shape(entity), row as Row), TableName: db.tableName };
}

/** `entity.delete(key).where(…).params()`. */
export function deleteParams(db: Db, entity: AnyEntity, key: Row, where: (c: Cond) => string): DeleteParams {
  const names: Record<string, string> = {};
  const values: Row = {};
  const ConditionExpression = where(conditions(names, values));
  return { Key: keyOf(shape(entity), key), TableName: db.tableName, ConditionExpression, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** `entity.get(key).params()`'s key: a ConditionCheck's target. */
export function keyParams(db: Db, entity: AnyEntity, key: Row): { TableName: string; Key: Row } {
  return { TableName: db.tableName, Key: keyOf(shape(entity), key) };
}
