import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../../db/client';
import { isConditionFailed } from '../../../db/entity';
import { QUOTA_PARTITION } from './ledger';

/** One write to a link's window sums (token-windows.ts): slot j's sum is the attribute `w<j>`. */
export interface WindowWrite {
  /** Tokens added to each window sum (negative: given back). */
  add: ReadonlyMap<number, number>;
  /** Window sums to delete: their slots are past and nothing reads them again. */
  remove: readonly number[];
  /** Granted only if each of these sums is at most its bound before the write (an absent sum is 0). */
  atMost?: ReadonlyMap<number, number>;
}

export interface WindowResult {
  ok: boolean;
  /** Every window sum of the link: after the write, or before it when its condition refused it. */
  sums: Map<number, number>;
}

/** Where the window sums live: the table, or memory for the arithmetic's own tests. */
export interface WindowStore {
  /** Throws when the store cannot be reached; a refused condition is `ok: false`. */
  write(link: string, w: WindowWrite, nowMs: number): Promise<WindowResult>;
}

/** One item per link, next to the call counters: `TOKENS#mistral`, attributes `w<slot>`. */
export const tokensKey = (link: string) => ({ pk: QUOTA_PARTITION, sk: `TOKENS#${link}` });

/** An item nobody wrote for a day is deleted by the table's TTL (its sums were moot after 70 s). */
const KEEP_S = 86_400;

const SUM = /^w(\d+)$/;

function sumsOf(item: Record<string, unknown> | undefined, marshalled: boolean): Map<number, number> {
  const sums = new Map<number, number>();
  for (const [name, value] of Object.entries(item ?? {})) {
    const m = SUM.exec(name);
    if (!m) continue;
    // A refused condition's item comes back marshalled (lib-dynamodb leaves error items as they are).
    const n = marshalled ? Number((value as { N?: string }).N) : Number(value);
    if (Number.isFinite(n)) sums.set(Number(m[1]), n);
  }
  return sums;
}

/**
 * The sums in the table: one UpdateItem per write, ADDs and REMOVEs in one expression, the whole
 * (small) item back. The attribute names are `w` and digits: never a reserved word, so no
 * placeholders for them.
 */
export function tableWindows(db: Db): WindowStore {
  return {
    async write(link, w, nowMs) {
      const values: Record<string, number> = { ':ttl': Math.ceil(nowMs / 1000) + KEEP_S };
      const placeholder = new Map<number, string>();
      const value = (n: number) => {
        let p = placeholder.get(n);
        if (!p) {
          p = `:v${placeholder.size}`;
          placeholder.set(n, p);
          values[p] = n;
        }
        return p;
      };
      const adds = [...w.add].filter(([, n]) => n !== 0).map(([j, n]) => `w${j} ${value(n)}`);
      const removes = w.remove.filter((j) => !w.add.has(j)).map((j) => `w${j}`);
      const conditions = [...(w.atMost ?? [])].map(([j, max]) => `(attribute_not_exists(w${j}) OR w${j} <= ${value(max)})`);
      const expression = ['SET expiresAt = :ttl', adds.length ? `ADD ${adds.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
        .filter(Boolean)
        .join(' ');
      try {
        const res = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: tokensKey(link),
            UpdateExpression: expression,
            ...(conditions.length ? { ConditionExpression: conditions.join(' AND '), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } : {}),
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { ok: true, sums: sumsOf(res.Attributes, false) };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
        return { ok: false, sums: sumsOf((err as { Item?: Record<string, unknown> }).Item, true) };
      }
    },
  };
}

/** The same semantics in memory (tests of the arithmetic, no table). */
export function memoryWindows(): WindowStore & { sums(link: string): Map<number, number>; writes: number } {
  const items = new Map<string, Map<number, number>>();
  const store = {
    writes: 0,
    sums: (link: string) => new Map(items.get(link) ?? []),
    async write(link: string, w: WindowWrite): Promise<WindowResult> {
      store.writes += 1;
      const item = items.get(link) ?? new Map<number, number>();
      items.set(link, item);
      for (const [j, max] of w.atMost ?? []) if ((item.get(j) ?? 0) > max) return { ok: false, sums: new Map(item) };
      for (const [j, n] of w.add) item.set(j, (item.get(j) ?? 0) + n);
      for (const j of w.remove) if (!w.add.has(j)) item.delete(j);
      return { ok: true, sums: new Map(item) };
    },
  };
  return store;
}
