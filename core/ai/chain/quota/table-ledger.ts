import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { CALL_CLASSES, DAY_MS, gated, MINUTE_MS, QUOTA_PARTITION, reservedCalls, reservedTokens, windowEnd, type CallClass, type QuotaLedger, type Refusal } from './ledger';
import type { LinkLimits, LinkLimitsByLink } from './limits';
import type { PersonShares, ShareGrant } from './person-share';
import { tokenLedger, type TokenGrant } from './token-ledger';
import { tableWindows, type WindowStore } from './token-store';

/**
 * Calls: one item per link per UTC day, shared by every instance: `d` counts the day's calls,
 * `m<N>` the calls of minute N of the day. All of a link's call counters in one item means one
 * conditional UpdateItem takes calls from the minute and the day at once. Tokens per minute
 * live in an item of their own per link (token-ledger.ts: bounded, it does not grow all day).
 * No counter partition is hot: each item takes one write per *block* (below), and a link's
 * free tier allows ~1 call a second whatever the user count (docs/scale.md "The quota ledger").
 */
export { QUOTA_PARTITION };

/** Calls one instance takes from a window in one write: a twentieth of the minute's limit. */
export const BLOCK_SHARE = 1 / 20;

/** The agent calls a lower class must leave, on top of the agent's expected pace. */
export const INTERACTIVE_MARGIN = 1.25;

interface LinkState {
  minute: number;
  day: number;
  /** Calls this instance took from the table for `minute` and has not spent. */
  held: number;
  /** The minute's and the day's counts as the table last said (our held calls included). */
  minuteCount: number;
  dayCount: number;
  /** Interactive calls of this minute and the last, as the table last said (ours included). */
  interactiveNow: number;
  interactivePrev: number;
  /** Interactive calls spent here and not yet written (they go with the next block's write). */
  interactiveUnwritten: number;
  /** Classes refused until their window ends (epoch ms) because it is spent: no table round trip for them meanwhile. */
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
 * With `people`, a call a person caused also takes one call of that person's share of the
 * link's minute (person-share.ts), at the same time as the link's call and tokens.
 */
export function tableLedger(deps: Pick<Deps, 'db' | 'log'>, limits: LinkLimitsByLink, windows: WindowStore = tableWindows(deps.db), people?: PersonShares): QuotaLedger {
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
      st = { minute, day, held: 0, minuteCount: 0, dayCount: 0, interactiveNow: 0, interactivePrev: 0, interactiveUnwritten: 0, refused: new Map() };
      states.set(link, st);
    }
    if (st.day !== day) Object.assign(st, { day, dayCount: 0 });
    if (st.minute !== minute) {
      // The minute just ended is the best guess of the next one's agent traffic (if it was the one before).
      const prev = st.minute === minute - 1 ? st.interactiveNow : 0;
      Object.assign(st, { minute, held: 0, minuteCount: 0, interactiveNow: 0, interactivePrev: prev, interactiveUnwritten: 0 });
    }
    for (const [cls, r] of st.refused) if (r.backAtMs <= nowMs) st.refused.delete(cls);
    return st;
  };

  const key = (link: string, st: LinkState) => ({ pk: QUOTA_PARTITION, sk: `QUOTA#${link}#${st.day}` });
  const minuteOfDay = (st: LinkState) => st.minute - st.day * (DAY_MS / MINUTE_MS);

  /**
   * Calls of the minute `cls` must leave to the classes above it: the fixed share (ledger.ts
   * RESERVE), or, when the agent is busier than that, the agent calls still to come this
   * minute — at the pace of the last minute or of this one so far, whichever is faster, with a
   * quarter more for safety. So a briefing never takes a call an agent turn will need.
   */
  function minuteReserve(limit: number, st: LinkState, cls: CallClass, nowMs: number): number {
    const fixed = reservedCalls(limit, cls);
    if (cls === 'interactive') return fixed;
    // Not before a quarter of the minute is the minute's own pace trusted over the last one's.
    const elapsed = Math.max(0.25, (nowMs % MINUTE_MS) / MINUTE_MS);
    const perMinute = Math.max(st.interactivePrev, st.interactiveNow / elapsed);
    return Math.max(fixed, Math.ceil(perMinute * (1 - elapsed) * INTERACTIVE_MARGIN));
  }

  /** What our last read says: may `cls` spend one more call of this window? */
  function localRoom(lim: LinkLimits, st: LinkState, cls: CallClass, nowMs: number): Refusal | { ok: true } {
    for (const [limit, count, daily] of [[lim.rpm, st.minuteCount, false], [lim.rpd, st.dayCount, true]] as const) {
      if (!limit) continue;
      // Calls left in the window for everyone: our held ones are counted in `count` already.
      const left = limit - count + st.held;
      if (left <= 0) return { ok: false, why: 'spent', backAtMs: windowEnd(nowMs, daily) };
      const reserve = daily ? reservedCalls(limit, cls) : minuteReserve(limit, st, cls, nowMs);
      if (left - 1 < reserve) return { ok: false, why: 'reserved', backAtMs: windowEnd(nowMs, daily) };
    }
    return { ok: true };
  }

  /** Take `k` calls of the link's current windows for `cls` in one conditional write. */
  async function acquire(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, k: number, nowMs: number): Promise<boolean> {
    const n = minuteOfDay(st);
    const minute = st.minute;
    // i<N>: the agent's calls of minute N (ours go with this write); i<N-1> comes back with it.
    const names: Record<string, string> = { '#d': 'd', '#m': `m${n}`, '#i': `i${n}`, '#ip': `i${n - 1}` };
    // Minute 0's last minute is in yesterday's item: nothing to read back.
    if (n === 0) delete names['#ip'];
    const unwritten = st.interactiveUnwritten;
    const values: Record<string, number> = { ':k': k, ':zero': 0, ':ip': unwritten, ':ttl': Math.ceil(((st.day + 2) * DAY_MS) / 1000) };
    const conditions: string[] = [];
    if (lim.rpm) {
      values[':mMax'] = lim.rpm - minuteReserve(lim.rpm, st, cls, nowMs) - k;
      conditions.push('(attribute_not_exists(#m) OR #m <= :mMax)');
    }
    if (lim.rpd) {
      values[':dMax'] = lim.rpd - reservedCalls(lim.rpd, cls) - k;
      conditions.push('(attribute_not_exists(#d) OR #d <= :dMax)');
    }
    try {
      const res = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(link, st),
          // ADD #ip :zero only so the last minute's agent calls come back.
          UpdateExpression: n > 0
            ? 'ADD #m :k, #d :k, #i :ip, #ip :zero SET expiresAt = if_not_exists(expiresAt, :ttl)'
            : 'ADD #m :k, #d :k, #i :ip SET expiresAt = if_not_exists(expiresAt, :ttl)',
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const a = res.Attributes ?? {};
      st.dayCount = Math.max(st.dayCount, Number(a.d ?? 0));
      // The minute ended while the write was out (a prefetch at its last second): what it took
      // and counted belongs to that minute, and a held call never carries over. Applied to the
      // new minute, its count (full, say) would refuse calls the new minute still has.
      if (st.minute !== minute) return true;
      st.held += k;
      st.interactiveUnwritten -= unwritten;
      st.interactiveNow = Math.max(st.interactiveNow, Number(a[names['#i']!] ?? 0) + st.interactiveUnwritten);
      if (n > 0) st.interactivePrev = Math.max(st.interactivePrev, Number(a[names['#ip']!] ?? 0));
      st.minuteCount = Math.max(st.minuteCount, Number(a[names['#m']!] ?? 0));
      return true;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
      return false;
    }
  }

  /** After a refused write: read the counts, to say why and until when (rare: a window is running out). */
  async function learn(link: string, st: LinkState): Promise<void> {
    const n = minuteOfDay(st);
    const minute = st.minute;
    const res = await db.doc.send(
      new GetCommand({
        TableName: db.tableName,
        Key: key(link, st),
        ProjectionExpression: '#d, #m, #i',
        ExpressionAttributeNames: { '#d': 'd', '#m': `m${n}`, '#i': `i${n}` },
        ConsistentRead: true,
      }),
    );
    const item = res.Item ?? {};
    // Read for a minute that has ended meanwhile: nothing in it is about this one.
    if (st.minute !== minute) return;
    st.minuteCount = Math.max(st.minuteCount, Number(item[`m${n}`] ?? 0));
    st.dayCount = Math.max(st.dayCount, Number(item.d ?? 0));
    st.interactiveNow = Math.max(st.interactiveNow, Number(item[`i${n}`] ?? 0) + st.interactiveUnwritten);
  }

  /** A block for `cls`: a twentieth of the minute (at least 1), or 1 when that does not fit. */
  async function fill(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, nowMs: number): Promise<boolean> {
    const block = Math.max(1, Math.floor((lim.rpm ?? 0) * BLOCK_SHARE));
    if (await acquire(link, lim, st, cls, block, nowMs)) return true;
    if (block > 1 && (await acquire(link, lim, st, cls, 1, nowMs))) return true;
    await learn(link, st);
    return false;
  }

  function refuse(st: LinkState, cls: CallClass, grant: Refusal): Refusal {
    // A spent window stays spent until it ends, for this class and every class below it. A
    // reserve is not remembered: it moves with the agent's pace, and it is judged from what
    // this instance knows, with no round trip, on every call.
    if (grant.why === 'spent') for (const c of CALL_CLASSES.slice(CALL_CLASSES.indexOf(cls))) st.refused.set(c, { backAtMs: grant.backAtMs, why: grant.why });
    return grant;
  }

  type CallGrant = Refusal | { ok: true; putBack?: () => void };

  /** One call of the link's rpm/rpd windows for `cls`. */
  async function takeCall(link: string, lim: LinkLimits, cls: CallClass, nowMs: number): Promise<CallGrant> {
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
          if (cls === 'interactive') {
            st.interactiveNow += 1;
            st.interactiveUnwritten += 1;
          }
          // Half the block spent: fetch the next one now, so no call waits for the table.
          if (st.held <= Math.floor(Math.max(1, (lim.rpm ?? 0) * BLOCK_SHARE) / 2) && !st.acquiring) {
            st.acquiring = track(fill(link, lim, st, cls, nowMs).then(() => undefined)).catch(() => undefined).finally(() => (st.acquiring = undefined));
          }
          // Not sent after all (its tokens were refused): back to the minute it was taken from.
          const minute = st.minute;
          return { ok: true, putBack: () => void (st.minute === minute && (st.held += 1)) };
        }
        if (st.acquiring) {
          await st.acquiring;
          continue;
        }
        const filling = track(fill(link, lim, st, cls, nowMs));
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
  }

  const tokens = tokenLedger(windows, log, track);
  const counted = (lim: LinkLimits) => Boolean(lim.rpm || lim.rpd);

  return {
    async take(link, cls, nowMs, bound, person) {
      const lim = limits[link];
      if (!gated(lim)) return { ok: true };
      const need = lim.tpm ? bound() : 0;
      // Too large for what the class may ever use of the link: decided here, no round trip.
      if (lim.tpm && need > lim.tpm - reservedTokens(lim.tpm, cls)) return { ok: false, why: 'too-large' };
      // A person known here to be over their share takes nothing of the link's minute for a call that cannot go.
      const over = people && person && lim.rpm ? people.known(person, link, nowMs) : undefined;
      if (over) return over;
      // The call, its tokens and the person's share at once: when they need the table, one round trip's wait, not three.
      const free: CallGrant & TokenGrant = { ok: true };
      const [call, tok, mine] = await Promise.all<[Promise<CallGrant>, Promise<TokenGrant>, Promise<ShareGrant | { ok: true; putBack?: undefined }>]>([
        counted(lim) ? takeCall(link, lim, cls, nowMs) : Promise.resolve(free),
        lim.tpm ? tokens.take(link, lim.tpm, cls, nowMs, need) : Promise.resolve(free),
        people && person && lim.rpm ? people.take(person, link, lim.rpm, nowMs) : Promise.resolve(free),
      ]);
      if (call.ok && tok.ok && mine.ok) return tok.hold ? { ok: true, hold: tok.hold } : { ok: true };
      // One of them refused: the others go back where they came from, unsent.
      if (tok.ok && tok.hold) tokens.settle(lim.tpm!, tok.hold, 0, nowMs);
      if (call.ok) call.putBack?.();
      if (mine.ok) mine.putBack?.();
      // The link's own refusal first: a window spent for everyone is not this person's doing.
      if (!call.ok && !tok.ok) return call.backAtMs >= tok.backAtMs ? call : tok;
      if (!call.ok) return call;
      if (!tok.ok) return tok as Refusal;
      return mine as Refusal;
    },

    async prefetch(link, person, nowMs) {
      const rpm = limits[link]?.rpm;
      if (people && rpm) await people.prefetch(person, link, rpm, nowMs);
    },

    settle(hold, used, nowMs) {
      const tpm = limits[hold.link]?.tpm;
      if (tpm) tokens.settle(tpm, hold, used, nowMs);
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending].map((p) => p.catch(() => undefined)));
    },
  };
}
