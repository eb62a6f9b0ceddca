import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { addHitsInput } from '../../../limits/commands';
import type { ChainMetrics } from '../metrics';
import { QUOTA_PARTITION } from './ledger';

/** A paid call's reserve, held until its real cost is known. */
export interface SpendHold {
  readonly link: string;
  /** The month item it was taken from (a call across midnight settles where it reserved). */
  readonly month: string;
  readonly micros: number;
  /** The person whose share of the month it was also taken from (settled there too). */
  readonly person?: string;
  /** Set once settled: a second settle is a no-op. */
  done: boolean;
}

/**
 * A reserve, or why not: the month's budget cannot take it (`budget`, everyone's), or the
 * person has spent their share of it (`share`, theirs alone).
 */
export type SpendGrant = { ok: true; hold: SpendHold } | { ok: false; why: 'budget' | 'share' };

/**
 * The paid spill-over's monthly cap (issue 32), shared by every instance. Spend never passes
 * the cap, also under concurrency: before a paid call the chain reserves a bound of its cost
 * (quota/paid.ts reserveMicros) with one conditional atomic ADD, and only a granted reserve
 * sends the call; after it, settle adds the difference to the real cost (a refund, as the
 * reserve is a bound). Unlike the free-tier ledger, this one fails closed: a reserve the
 * table did not grant (refused, or the table unreachable) sends no paid call.
 * With a `person`, the reserve is also taken from that person's share of the month
 * (AI_PERSON_BUDGET_SHARE of the cap, issue 47): one person once spent 92 % of a month's budget.
 */
export interface SpendLedger {
  reserve(link: string, micros: number, nowMs: number, person?: string): Promise<SpendGrant>;
  /** The call's real cost in µ$ (undefined when unknown: the reserve stays spent). Fire-and-forget. */
  settle(hold: SpendHold, actualMicros: number | undefined): void;
  /** Resolves once the settles started so far have landed. */
  settled(): Promise<void>;
}

/** No budget: nothing is ever reserved (AI_MONTHLY_BUDGET_USD=0). */
export const noSpend: SpendLedger = {
  reserve: async () => ({ ok: false, why: 'budget' }),
  settle: () => undefined,
  settled: async () => undefined,
};

/** The UTC calendar month of `nowMs`, as the item's key says it: `2026-12`. */
export function monthOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 7);
}

/** When the month of `nowMs` ends (epoch ms): when a spent budget is back. */
export function monthEnd(nowMs: number): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** One item per month, in the quota ledger's partition: `SPEND#2026-12`, `micros` spent and reserved. */
export const spendKey = (month: string) => ({ pk: QUOTA_PARTITION, sk: `SPEND#${month}` });

/** A month's item is kept a year and a bit, to compare months. */
const KEEP_S = 400 * 86_400;

/**
 * A person's spend of a month: a rate window in their own partition (`USER#<id>`
 * `RATE#llm-spend#<month's first second>`) whose hits are µ$, so it goes with the account and
 * stays out of its export like every other counter. Kept until a day after the month.
 */
function personWindow(db: Pick<Deps, 'db'>['db'], person: string, month: string, micros: number, max?: number) {
  const windowStart = Date.parse(`${month}-01T00:00:00Z`) / 1000;
  const expiresAt = monthEnd(windowStart * 1000) / 1000 + 86_400;
  const condition = max === undefined ? undefined : ({ op: 'lte', limit: max } as const);
  return new UpdateCommand(addHitsInput(db.tableName, { scope: `USER#${person}`, bucket: 'llm-spend', windowStart }, micros, expiresAt, condition, 'NONE'));
}

/**
 * The ledger in the table. One item takes every paid call's two writes: a paid tier serves a
 * few calls a second at most, far below what one partition takes (1,000 writes a second). A
 * person's share (`personShare` of the cap; 1 or more: none) is a second conditional write,
 * sent at the same time as the month's (one round trip's wait), in the person's partition:
 * both must grant, and the one that did is given back when the other did not.
 */
export function tableSpend(deps: Pick<Deps, 'db' | 'log'>, budgetUsd: number, metrics: ChainMetrics, personShare = 1): SpendLedger {
  const { db, log } = deps;
  const cap = Math.floor(budgetUsd * 1_000_000);
  const personCap = personShare < 1 ? Math.floor(cap * personShare) : undefined;
  const pending = new Set<Promise<unknown>>();
  /** Metrics must never break a call. */
  const emit = (e: Parameters<ChainMetrics['record']>[0]) => {
    try {
      metrics.record(e);
    } catch {
      // The call goes on without its metric.
    }
  };
  /** The month so far, reserves in flight included, after each write (the dashboard's gauge). */
  const month = (micros: number) => emit({ metric: 'LlmMonthSpend', usd: micros / 1_000_000 });

  const add = async (monthKey: string, micros: number, condition?: number): Promise<number> => {
    const res = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: spendKey(monthKey),
        UpdateExpression: 'ADD micros :n SET expiresAt = if_not_exists(expiresAt, :ttl)',
        ...(condition === undefined ? {} : { ConditionExpression: 'attribute_not_exists(micros) OR micros <= :max' }),
        ExpressionAttributeValues: {
          ':n': micros,
          ':ttl': Date.parse(`${monthKey}-01T00:00:00Z`) / 1000 + KEEP_S,
          ...(condition === undefined ? {} : { ':max': condition }),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(res.Attributes?.micros ?? 0);
  };

  const track = (p: Promise<unknown>, what: string) => {
    const q = p.catch((err: unknown) => log.warn(what, { error: (err as Error).name }));
    pending.add(q);
    void q.finally(() => pending.delete(q));
  };
  const addPerson = (person: string, monthKey: string, micros: number, max?: number) => db.doc.send(personWindow(db, person, monthKey, micros, max));

  return {
    async reserve(link, micros, nowMs, person) {
      const mine = personCap !== undefined && person ? person : undefined;
      if (micros > cap) return { ok: false, why: 'budget' };
      if (mine && micros > personCap!) return { ok: false, why: 'share' };
      const key = monthOf(nowMs);
      // Granted only if what is spent and held, plus this reserve, stays within the cap (and the person's within theirs).
      const [all, theirs] = await Promise.allSettled([add(key, micros, cap - micros), mine ? addPerson(mine, key, micros, personCap! - micros) : Promise.resolve(undefined)]);
      if (all.status === 'fulfilled') month(all.value);
      if (all.status === 'fulfilled' && theirs.status === 'fulfilled') return { ok: true, hold: { link, month: key, micros, ...(mine ? { person: mine } : {}), done: false } };
      // One side refused: the other's reserve goes back, unspent.
      if (all.status === 'fulfilled') track(add(key, -micros).then(month), 'LLM chain: could not give back a paid reserve');
      if (theirs.status === 'fulfilled' && mine) track(addPerson(mine, key, -micros), "LLM chain: could not give back a person's paid reserve");
      for (const r of [all, theirs]) {
        if (r.status === 'rejected' && !isConditionFailed(r.reason)) log.warn('LLM chain: spend ledger unavailable; no paid call', { error: (r.reason as Error).name });
      }
      // The month's refusal first: a budget spent for everyone is not this person's doing.
      return { ok: false, why: all.status === 'rejected' ? 'budget' : 'share' };
    },

    settle(hold, actualMicros) {
      if (hold.done) return;
      hold.done = true;
      const actual = actualMicros ?? hold.micros;
      // A bound by construction; should a provider count more, the table still records the truth.
      if (actual > hold.micros) log.warn('LLM chain: a paid call cost more than its reserve', { reserved: hold.micros, actual });
      emit({ metric: 'LlmSpend', link: hold.link, usd: actual / 1_000_000 });
      const delta = actual - hold.micros;
      if (delta === 0) return;
      track(add(hold.month, delta).then(month), 'LLM chain: could not settle a paid call; its reserve stays spent');
      if (hold.person) track(addPerson(hold.person, hold.month, delta), "LLM chain: could not settle a person's paid call; their reserve stays spent");
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
