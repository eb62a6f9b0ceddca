/**
 * The write that puts one item back: its before-state whole (a Put, or a Delete for an item
 * the call created), running totals moved back by what the turn moved them (state.ts), or, on
 * a shared row, only the attributes a tool writes. Each write is conditioned on the item still
 * being what the undo just read, so a change landing between that read and the write fails the
 * transaction instead of being overwritten.
 */
import type { Db } from '../../../db/client';
import type { TxItem } from '../../../util/tx';
import type { Item, Key } from './recorder';
import { COUNTERS, fingerprint } from './state';

/** One item to put back, merged over the calls being undone. */
export interface ItemPlan {
  key: Key;
  entity: string;
  label: string;
  /** The newest call (of those undone) that changed it: a conflict is reported under it. */
  callId: string;
  /** The state before the oldest of those calls: what it goes back to (null: absent). */
  target: Item | null;
  /** What the newest of those calls left (fingerprint): anything else now means "changed since". */
  expected: string | null;
  /** Per running total, what the calls moved it by, to be taken back. */
  moved: Record<string, number>;
  /** A shared row (state.ts): the only attributes compared and put back. */
  attrs?: string[];
}

class Cond {
  private readonly parts: string[] = [];
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private n = 0;

  name(attr: string): string {
    const p = `#a${Object.keys(this.names).length}`;
    this.names[p] = attr;
    return p;
  }

  value(v: unknown): string {
    const p = `:v${this.n++}`;
    this.values[p] = v;
    return p;
  }

  /** The attribute is what it is now (absent included). */
  same(attr: string, now: unknown): void {
    const n = this.name(attr);
    this.parts.push(now === undefined ? `attribute_not_exists(${n})` : `${n} = ${this.value(now)}`);
  }

  raw(expr: string): void {
    this.parts.push(expr);
  }

  get expression(): string {
    return this.parts.join(' AND ');
  }
}

const GUARDS = ['version', 'updatedAt'];

/** "Still what was read": existence, then the attributes every write moves, else a few small ones. */
function stillAsRead(c: Cond, now: Item | null, alsoAttrs: readonly string[] = []): void {
  if (!now) {
    c.raw(`attribute_not_exists(${c.name('pk')})`);
    return;
  }
  c.raw(`attribute_exists(${c.name('pk')})`);
  const attrs = [...new Set([...GUARDS.filter((a) => a in now), ...alsoAttrs])];
  if (!attrs.length) {
    const small = Object.entries(now).filter(([k, v]) => k !== 'pk' && k !== 'sk' && ['string', 'number', 'boolean'].includes(typeof v) && String(v).length < 200);
    attrs.push(...small.slice(0, 6).map(([k]) => k));
  }
  for (const a of attrs) c.same(a, now[a]);
}

function finish(c: Cond): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
  return {
    ConditionExpression: c.expression,
    ExpressionAttributeNames: c.names,
    ...(Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
  };
}

/** The transaction item putting `plan` back over `now` (the item as just read), or null when it already is. */
export function restoreItem(db: Db, plan: ItemPlan, now: Item | null): TxItem | null {
  const TableName = db.tableName;
  const Key = plan.key;
  const owned = plan.attrs;
  if (owned) {
    if (!now) return null; // the shared row itself is gone (its chat deleted): nothing of the tool's is left
    if (!owned.length) return null;
    const c = new Cond();
    for (const a of owned) c.same(a, now[a]);
    const set = owned.filter((a) => plan.target?.[a] !== undefined);
    const remove = owned.filter((a) => plan.target?.[a] === undefined && now[a] !== undefined);
    if (!set.length && !remove.length) return null;
    if (set.every((a) => JSON.stringify(plan.target![a]) === JSON.stringify(now[a])) && !remove.length) return null;
    const sets = set.map((a) => `${c.name(a)} = ${c.value(plan.target![a])}`);
    const removes = remove.map((a) => c.name(a));
    const UpdateExpression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' ');
    return { Update: { TableName, Key, UpdateExpression, ...finish(c) } };
  }
  const counters = COUNTERS[plan.entity] ?? [];
  const moves = counters.filter((k) => (plan.moved[k] ?? 0) !== 0);
  const c = new Cond();
  stillAsRead(c, now, now ? counters.filter((k) => k in now) : []);
  if (!counters.length || !now) {
    // Whole items, and a counted row that is absent now (nothing else has moved it since).
    if (!plan.target && !now) return null;
    if (plan.target && now && fingerprint(plan.target) === fingerprint(now) && JSON.stringify(plan.target) === JSON.stringify(now)) return null;
    return plan.target ? { Put: { TableName, Item: plan.target, ...finish(c) } } : { Delete: { TableName, Key, ...finish(c) } };
  }
  const totals: Record<string, number> = {};
  for (const k of counters) {
    const is = typeof now[k] === 'number' ? (now[k] as number) : 0;
    const next = is + (plan.moved[k] ?? 0);
    // Never below 0 (DOMAIN-FACTS): what was spent since cannot be taken back twice.
    totals[k] = k === 'delta' ? next : Math.max(0, next);
  }
  if (!plan.target) {
    // A row the calls created: gone again once nothing else has added to it.
    if (counters.every((k) => totals[k] === 0)) return { Delete: { TableName, Key, ...finish(c) } };
    return { Put: { TableName, Item: { ...now, ...totals }, ...finish(c) } };
  }
  if (!moves.length && fingerprint(plan.target) === fingerprint(now)) return null;
  const item: Item = { ...plan.target };
  for (const k of counters) {
    if (k in plan.target || totals[k] !== 0) item[k] = totals[k];
  }
  return { Put: { TableName, Item: item, ...finish(c) } };
}
