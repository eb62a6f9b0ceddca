import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import type { ChainMetrics } from '../metrics';
import { QUOTA_PARTITION } from './ledger';

/** A paid call's reserve, held until its real cost is known. */
export interface SpendHold {
  readonly link: string;
  /** The month item it was taken from (a call across midnight settles where it reserved). */
  readonly month: string;
  readonly micros: number;
  /** Set once settled: a second settle is a no-op. */
  done: boolean;
}

/**
 * The paid spill-over's monthly cap (issue 32), shared by every instance. Spend never passes
 * the cap, also under concurrency: before a paid call the chain reserves a bound of its cost
 * (quota/paid.ts reserveMicros) with one conditional atomic ADD, and only a granted reserve
 * sends the call; after it, settle adds the difference to the real cost (a refund, as the
 * reserve is a bound). Unlike the free-tier ledger, this one fails closed: a reserve the
 * table did not grant (refused, or the table unreachable) sends no paid call.
 */
export interface SpendLedger {
  reserve(link: string, micros: number, nowMs: number): Promise<SpendHold | undefined>;
  /** The call's real cost in µ$ (undefined when unknown: the reserve stays spent). Fire-and-forget. */
  settle(hold: SpendHold, actualMicros: number | undefined): void;
  /** Resolves once the settles started so far have landed. */
  settled(): Promise<void>;
}

/** No budget: nothing is ever reserved (AI_MONTHLY_BUDGET_USD=0). */
export const noSpend: SpendLedger = {
  reserve: async () => undefined,
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
 * The ledger in the table. One item takes every paid call's two writes: a paid tier serves a
 * few calls a second at most, far below what one partition takes (1,000 writes a second).
 */
export function tableSpend(deps: Pick<Deps, 'db' | 'log'>, budgetUsd: number, metrics: ChainMetrics): SpendLedger {
  const { db, log } = deps;
  const cap = Math.floor(budgetUsd * 1_000_000);
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

  return {
    async reserve(link, micros, nowMs) {
      if (micros > cap) return undefined;
      const key = monthOf(nowMs);
      try {
        // Granted only if what is spent and held, plus this reserve, stays within the cap.
        month(await add(key, micros, cap - micros));
        return { link, month: key, micros, done: false };
      } catch (err) {
        if (!isConditionFailed(err)) log.warn('LLM chain: spend ledger unavailable; no paid call', { error: (err as Error).name });
        return undefined;
      }
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
      const p = add(hold.month, delta)
        .then(month)
        .catch((err: unknown) => log.warn('LLM chain: could not settle a paid call; its reserve stays spent', { error: (err as Error).name }));
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
