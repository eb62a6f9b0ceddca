import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { CALL_CLASSES, DAY_MS, gated, MINUTE_MS, reservedCalls, windowEnd, type CallClass, type Grant, type QuotaLedger } from './ledger';
import type { LinkLimits, LinkLimitsByLink } from './limits';

/**
 * One item per link per UTC day, shared by every instance: `d` counts the day's calls, `m<N>`
 * the calls of minute N of the day, `t<N>` its tokens. All of a link's counters in one item
 * means one conditional UpdateItem takes calls from the minute and the day at once. No counter
 * partition is hot: each item takes one write per *block* of calls (below), and a link's free
 * tier allows ~1 call a second whatever the user count (docs/scale.md "The quota ledger").
 */
export const QUOTA_PARTITION = 'CHAIN#quota';

/** Calls one instance takes from a window in one write: a twentieth of the minute's limit. */
export const BLOCK_SHARE = 1 / 20;

interface LinkState {
  minute: number;
  day: number;
  /** Calls this instance took from the table for `minute` and has not spent. */
  held: number;
  /** The minute's and the day's counts as the table last said (our held calls included). */
  minuteCount: number;
  dayCount: number;
  minuteTokens: number;
  /** Classes refused until then (epoch ms), so a refused class does not ask the table again and again. */
  refused: Map<CallClass, { backAtMs: number; why: 'spent' | 'reserved' }>;
  acquiring?: Promise<void>;
}

/**
 * The ledger in the table, with a block of calls held per instance in front of it: a call
 * spends a held call without any round trip (the hot path), and the next block is fetched
 * when half is spent. A block is taken with one conditional write — the minute's count plus
 * the block stays within the limit less the class's reserve, and so does the day's — so no
 * instance ever holds a call past a window's limit, and together they never send one. A held
 * call belongs to its minute: at the next minute it is dropped, never carried over.
 */
export function tableLedger(deps: Pick<Deps, 'db' | 'log'>, limits: LinkLimitsByLink): QuotaLedger {
  const { db, log } = deps;
  const states = new Map<string, LinkState>();
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p);
    void p.finally(() => pending.delete(p)).catch(() => undefined);
    return p;
  };

  const stateOf = (link: string, nowMs: number): LinkState => {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const day = Math.floor(nowMs / DAY_MS);
    let st = states.get(link);
    if (!st) {
      st = { minute, day, held: 0, minuteCount: 0, dayCount: 0, minuteTokens: 0, refused: new Map() };
      states.set(link, st);
    }
    if (st.day !== day) Object.assign(st, { day, dayCount: 0 });
    if (st.minute !== minute) Object.assign(st, { minute, held: 0, minuteCount: 0, minuteTokens: 0 });
    for (const [cls, r] of st.refused) if (r.backAtMs <= nowMs) st.refused.delete(cls);
    return st;
  };

  const key = (link: string, st: LinkState) => ({ pk: QUOTA_PARTITION, sk: `QUOTA#${link}#${st.day}` });
  const minuteOfDay = (st: LinkState) => st.minute - st.day * (DAY_MS / MINUTE_MS);

  /** What our last read says: may `cls` spend one more call of this window? */
  function localRoom(lim: LinkLimits, st: LinkState, cls: CallClass, nowMs: number): Grant {
    if (lim.tpm && st.minuteTokens >= lim.tpm) return { ok: false, why: 'spent', backAtMs: windowEnd(nowMs, false) };
    for (const [limit, count, daily] of [[lim.rpm, st.minuteCount, false], [lim.rpd, st.dayCount, true]] as const) {
      if (!limit) continue;
      // Calls left in the window for everyone: our held ones are counted in `count` already.
      const left = limit - count + st.held;
      if (left <= 0) return { ok: false, why: 'spent', backAtMs: windowEnd(nowMs, daily) };
      if (left - 1 < reservedCalls(limit, cls)) return { ok: false, why: 'reserved', backAtMs: windowEnd(nowMs, daily) };
    }
    return { ok: true };
  }

  /** Take `k` calls of the link's current windows for `cls` in one conditional write. */
  async function acquire(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, k: number): Promise<boolean> {
    const n = minuteOfDay(st);
    const names: Record<string, string> = { '#d': 'd', '#m': `m${n}`, '#t': `t${n}` };
    const values: Record<string, number> = { ':k': k, ':zero': 0, ':ttl': Math.ceil(((st.day + 2) * DAY_MS) / 1000) };
    const conditions: string[] = [];
    if (lim.rpm) {
      values[':mMax'] = lim.rpm - reservedCalls(lim.rpm, cls) - k;
      conditions.push('(attribute_not_exists(#m) OR #m <= :mMax)');
    }
    if (lim.rpd) {
      values[':dMax'] = lim.rpd - reservedCalls(lim.rpd, cls) - k;
      conditions.push('(attribute_not_exists(#d) OR #d <= :dMax)');
    }
    if (lim.tpm) {
      values[':tpm'] = lim.tpm;
      conditions.push('(attribute_not_exists(#t) OR #t < :tpm)');
    }
    try {
      const res = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(link, st),
          // ADD #t :zero only so the minute's tokens come back with the counts.
          UpdateExpression: 'ADD #m :k, #d :k, #t :zero SET expiresAt = if_not_exists(expiresAt, :ttl)',
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const a = res.Attributes ?? {};
      st.held += k;
      st.minuteCount = Math.max(st.minuteCount, Number(a[names['#m']!] ?? 0));
      st.dayCount = Math.max(st.dayCount, Number(a.d ?? 0));
      st.minuteTokens = Math.max(st.minuteTokens, Number(a[names['#t']!] ?? 0));
      return true;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      return false;
    }
  }

  /** After a refused write: read the counts, to say why and until when (rare: a window is running out). */
  async function learn(link: string, st: LinkState): Promise<void> {
    const n = minuteOfDay(st);
    const res = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: key(link, st), ProjectionExpression: '#d, #m, #t', ExpressionAttributeNames: { '#d': 'd', '#m': `m${n}`, '#t': `t${n}` }, ConsistentRead: true }),
    );
    const item = res.Item ?? {};
    st.minuteCount = Math.max(st.minuteCount, Number(item[`m${n}`] ?? 0));
    st.dayCount = Math.max(st.dayCount, Number(item.d ?? 0));
    st.minuteTokens = Math.max(st.minuteTokens, Number(item[`t${n}`] ?? 0));
  }

  /** A block for `cls`: a twentieth of the minute (at least 1), or 1 when that does not fit. */
  async function fill(link: string, lim: LinkLimits, st: LinkState, cls: CallClass): Promise<boolean> {
    const block = Math.max(1, Math.floor((lim.rpm ?? 0) * BLOCK_SHARE));
    if (await acquire(link, lim, st, cls, block)) return true;
    if (block > 1 && (await acquire(link, lim, st, cls, 1))) return true;
    await learn(link, st);
    return false;
  }

  function refuse(st: LinkState, cls: CallClass, grant: Extract<Grant, { ok: false }>): Grant {
    // A class refused means every class below it is refused too, for as long.
    for (const c of CALL_CLASSES.slice(CALL_CLASSES.indexOf(cls))) st.refused.set(c, { backAtMs: grant.backAtMs, why: grant.why });
    return grant;
  }

  return {
    async take(link, cls, nowMs) {
      const lim = limits[link];
      if (!gated(lim)) return { ok: true };
      const st = stateOf(link, nowMs);
      const known = st.refused.get(cls);
      if (known) return { ok: false, ...known };
      try {
        // Each round either spends a held call, waits for this instance's one fetch in flight, or
        // fetches: it ends when the table says no room (or, as a guard, after many rounds of
        // other calls taking what this one waited for).
        for (let round = 0; round < 100; round++) {
          const room = localRoom(lim, st, cls, nowMs);
          if (!room.ok && (room.why === 'reserved' || st.held === 0)) return refuse(st, cls, room);
          if (st.held > 0) {
            st.held -= 1;
            // Half the block spent: fetch the next one now, so no call waits for the table.
            if (st.held <= Math.floor(Math.max(1, (lim.rpm ?? 0) * BLOCK_SHARE) / 2) && !st.acquiring) {
              st.acquiring = track(fill(link, lim, st, cls).then(() => undefined)).catch(() => undefined).finally(() => (st.acquiring = undefined));
            }
            return { ok: true };
          }
          if (st.acquiring) {
            await st.acquiring;
            continue;
          }
          const filling = track(fill(link, lim, st, cls));
          st.acquiring = filling.then(() => undefined, () => undefined).finally(() => (st.acquiring = undefined));
          if (!(await filling)) {
            const after = localRoom(lim, st, cls, nowMs);
            return refuse(st, cls, after.ok ? { ok: false, why: 'spent', backAtMs: windowEnd(nowMs, false) } : after);
          }
        }
        return { ok: false, why: 'spent', backAtMs: windowEnd(nowMs, false) };
      } catch (err) {
        // The table is not answering: the call goes, and the provider's own 429 is the backstop.
        log.warn('LLM chain: quota ledger unavailable; call not counted', { link, error: (err as Error).name });
        return { ok: true };
      }
    },

    used(link, tokens, nowMs) {
      const lim = limits[link];
      if (!lim?.tpm || tokens <= 0) return;
      const st = stateOf(link, nowMs);
      st.minuteTokens += tokens;
      const n = minuteOfDay(st);
      track(
        db.doc
          .send(
            new UpdateCommand({
              TableName: db.tableName,
              Key: key(link, st),
              UpdateExpression: 'ADD #t :n SET expiresAt = if_not_exists(expiresAt, :ttl)',
              ExpressionAttributeNames: { '#t': `t${n}` },
              ExpressionAttributeValues: { ':n': tokens, ':ttl': Math.ceil(((st.day + 2) * DAY_MS) / 1000) },
            }),
          )
          .catch((err: unknown) => log.warn('LLM chain: could not count tokens', { link, error: (err as Error).name })),
      );
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending].map((p) => p.catch(() => undefined)));
    },
  };
}
