/**
 * Reads of ElectroDB entities straight through the document client, for the hottest paths
 * (issue 35): a check, GET /today, auth, and the agent turn's first wave of reads (the chat,
 * the window, the chat's turns, the free stream slot, an idempotency claim: turn/open.ts).
 * ElectroDB's `get().go()` and `query…go()` build their parameters through a chain of clause
 * objects, capture a stack in a new ElectroError on every call and re-map every item: about a
 * fifth of a check's CPU. These send the very command ElectroDB sends (same key, key
 * condition, projection and consistency: tests/integration/scale/direct-reads.test.ts compares
 * the parameters and the items for every entity read here) and return what it returns: the
 * entity's own attributes, without keys and identifiers. The hot writes have their own
 * builder (direct-writes.ts), on the same entity shapes.
 *
 * Only entities whose attributes are stored under their own names, without getters, hidden
 * attributes or sets, and whose keys are cased as given, qualify: anything else is refused
 * when the entity is first used, not silently read differently.
 */
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity, EntityItem } from 'electrodb';
import type { Db } from '../db/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = Entity<any, any, any, any>;
/** The item ElectroDB returns for `E`, narrowed to `A` when only those attributes are read. */
type Item<E extends AnyEntity, A extends string> = string extends A ? EntityItem<E> : Pick<EntityItem<E>, A & keyof EntityItem<E>>;

type Row = Record<string, unknown>;

export interface KeyTemplate {
  field: string;
  /** Literal text and composite attribute names, alternating, from the template. */
  parts: { text: string; attr?: string }[];
}

export interface Shape {
  entity: string;
  version: string;
  attributes: Set<string>;
  pk: KeyTemplate;
  sk: KeyTemplate;
}

/** The part of an ElectroDB entity read here (its public `schema` and `client`). */
export interface EntityLike {
  schema: {
    model: { entity: string; version: string };
    attributes: Record<string, { field?: string; get?: unknown; set?: unknown; watch?: unknown; default?: unknown; hidden?: boolean; type?: unknown }>;
    indexes: { primary: { pk: KeyDef; sk: KeyDef } } & Record<string, { pk: KeyDef; sk?: KeyDef }>;
  };
}

export interface KeyDef {
  field: string;
  composite: readonly string[];
  template?: string;
  casing?: string;
}

const shapes = new WeakMap<object, Shape>();

/** A key's template, split into its text and its composites (direct-writes.ts reads the secondary indexes' with it). */
export function template(def: KeyDef, entity: string): KeyTemplate {
  if (def.casing !== 'none' || def.template === undefined) throw new Error(`direct reads: ${entity}.${def.field} needs an explicit template and casing 'none'`);
  const parts: KeyTemplate['parts'] = [];
  const re = /\$\{(\w+)\}/g;
  let at = 0;
  for (let m = re.exec(def.template); m; m = re.exec(def.template)) {
    parts.push({ text: def.template.slice(at, m.index), attr: m[1]! });
    at = m.index + m[0].length;
  }
  parts.push({ text: def.template.slice(at) });
  return { field: def.field, parts };
}

/**
 * The entity's primary key templates and attributes, checked once: what a read needs
 * (direct-writes.ts adds what a write needs: the secondary indexes' keys and the defaults).
 */
export function shapeOf(entity: EntityLike): Shape {
  let shape = shapes.get(entity);
  if (shape) return shape;
  const { model, attributes, indexes } = entity.schema;
  for (const [name, a] of Object.entries(attributes)) {
    if ((a.field !== undefined && a.field !== name) || a.get !== undefined || a.hidden || a.type === 'set') {
      throw new Error(`direct reads: ${model.entity}.${name} is not stored as read (field, getter, hidden or set)`);
    }
  }
  shape = {
    entity: model.entity,
    version: model.version,
    attributes: new Set(Object.keys(attributes)),
    pk: template(indexes.primary.pk, model.entity),
    sk: template(indexes.primary.sk, model.entity),
  };
  shapes.set(entity, shape);
  return shape;
}

/** The key value, or (`prefix`) the text up to the first composite not given: a begins_with. */
export function fill(t: KeyTemplate, values: Row, prefix: boolean): string {
  let out = '';
  for (const part of t.parts) {
    out += part.text;
    if (!part.attr) continue;
    const v = values[part.attr];
    if (v === undefined) {
      if (prefix) return out;
      throw new Error(`direct reads: ${part.attr} missing for ${t.field}`);
    }
    out += String(v);
  }
  return out;
}

/** ElectroDB's item for a stored one: its own attributes only; another entity's item is none. */
function format(shape: Shape, item: Row | undefined, only?: readonly string[]): Row | null {
  if (!item) return null;
  // ElectroDB knows an item by its identifiers; a projection leaves them out, and then the key
  // (inside this entity's own key range, by construction here) is what it goes by.
  const e = item.__edb_e__;
  if (only?.length ? e !== undefined && (e !== shape.entity || item.__edb_v__ !== shape.version) : e !== shape.entity || item.__edb_v__ !== shape.version) return null;
  const out: Row = {};
  for (const name of only ?? shape.attributes) if (item[name] !== undefined && shape.attributes.has(name)) out[name] = item[name];
  return out;
}

/** ElectroDB's projection: the attributes asked for, after the key fields (so items stay identifiable). */
function projection(shape: Shape, attributes: readonly string[], input: { ExpressionAttributeNames: Record<string, string> }, skName: string): string {
  const names = input.ExpressionAttributeNames;
  names['#pk'] = shape.pk.field;
  names[skName] = shape.sk.field;
  for (const a of attributes) names[`#${a}`] = a;
  return ['#pk', skName, ...attributes.map((a) => `#${a}`)].join(', ');
}

export interface ReadOptions<A extends string> {
  consistent?: boolean;
  /** Return (and read) only these attributes, as ElectroDB's `attributes` option. */
  attributes?: readonly A[];
}

/** `entity.get(key).go(opts)`'s `data`. */
export async function getRow<E extends AnyEntity, A extends string = string>(db: Db, entity: E, key: Row, opts: ReadOptions<A> = {}): Promise<Item<E, A> | null> {
  const shape = shapeOf(entity as unknown as EntityLike);
  const Key = { [shape.pk.field]: fill(shape.pk, key, false), [shape.sk.field]: fill(shape.sk, key, false) };
  const input: Row = { Key, TableName: db.tableName };
  if (opts.consistent) input.ConsistentRead = true;
  if (opts.attributes?.length) {
    const holder = { ExpressionAttributeNames: {} as Record<string, string> };
    input.ProjectionExpression = projection(shape, opts.attributes, holder, '#sk');
    input.ExpressionAttributeNames = holder.ExpressionAttributeNames;
  }
  const res = await db.doc.send(new GetCommand(input as never));
  return format(shape, res.Item, opts.attributes) as Item<E, A> | null;
}

export interface QueryOptions<A extends string> extends ReadOptions<A> {
  /** Sort-key range on the remaining composites (ElectroDB's `between`); else begins_with of the given ones. */
  between?: [Row, Row];
  order?: 'asc' | 'desc';
  /** Items per request (DynamoDB's Limit); with `firstPageOnly`, the most returned. */
  limit?: number;
  /** Stop after one request (ElectroDB without `pages: 'all'`); by default every page is read. */
  firstPageOnly?: boolean;
  /** Resume after this stored key (DynamoDB's ExclusiveStartKey; `keyOf` builds one). */
  startKey?: Row;
  /** Read pages until more than this many items (ElectroDB's `count`): `items` holds at most this many. */
  count?: number;
}

export interface QueryResult<T> {
  items: T[];
  /** Where the last request stopped, when more may follow. */
  lastKey: Row | undefined;
  /** More items may follow these (ElectroDB's non-null cursor). */
  more: boolean;
}

/** The stored primary key of an item of `entity` (e.g. where a page resumes). */
export function keyOf(entity: AnyEntity, key: Row): Row {
  const shape = shapeOf(entity as unknown as EntityLike);
  return { [shape.pk.field]: fill(shape.pk, key, false), [shape.sk.field]: fill(shape.sk, key, false) };
}

/** The ElectroDB `query.primary(key)…go(opts)` of `QueryOptions`, as one or all pages. */
export async function queryRows<E extends AnyEntity, A extends string = string>(db: Db, entity: E, key: Row, opts: QueryOptions<A> = {}): Promise<QueryResult<Item<E, A>>> {
  const shape = shapeOf(entity as unknown as EntityLike);
  const names: Record<string, string> = { '#pk': shape.pk.field, '#sk1': shape.sk.field };
  const values: Row = { ':pk': fill(shape.pk, key, false) };
  let condition: string;
  if (opts.between) {
    values[':sk1'] = fill(shape.sk, { ...key, ...opts.between[0] }, false);
    values[':sk2'] = fill(shape.sk, { ...key, ...opts.between[1] }, false);
    condition = '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2';
  } else {
    values[':sk1'] = fill(shape.sk, key, true);
    condition = '#pk = :pk and begins_with(#sk1, :sk1)';
  }
  const input: QueryCommandInput = { KeyConditionExpression: condition, TableName: db.tableName, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
  if (opts.order === 'desc') input.ScanIndexForward = false;
  if (opts.consistent) input.ConsistentRead = true;
  if (opts.limit !== undefined) input.Limit = opts.limit;
  if (opts.attributes?.length) input.ProjectionExpression = projection(shape, opts.attributes, { ExpressionAttributeNames: names }, '#sk1');
  const items: Item<E, A>[] = [];
  let start = opts.startKey;
  do {
    const res = await db.doc.send(new QueryCommand(start ? { ...input, ExclusiveStartKey: start } : input));
    for (const item of res.Items ?? []) {
      const row = format(shape, item, opts.attributes);
      if (row) items.push(row as Item<E, A>);
    }
    start = res.LastEvaluatedKey;
  } while (start && !opts.firstPageOnly && (opts.count === undefined || items.length < opts.count));
  // ElectroDB's rule: a page that reached `count` says more may follow, even when none does.
  if (opts.count !== undefined && items.length >= opts.count) return { items: items.slice(0, opts.count), lastKey: start, more: true };
  return { items, lastKey: start, more: start !== undefined };
}
