import type { Deps } from '../../../context';
import { blockSize } from './call-blocks';
import { addCalls, readCalls, type CallWindow, type WindowCounts } from './call-store';
import { CALL_CLASSES, DAY_MS, gated, MINUTE_MS, QUOTA_PARTITION, reservedCalls, reservedTokens, windowEnd, type CallClass, type QuotaLedger, type Refusal } from './ledger';
import type { LinkLimits, LinkLimitsByLink } from './limits';
import type { PersonShares, ShareGrant } from './person-share';
import { tokenLedger, type TokenGrant } from './token-ledger';
import { tableWindows, type WindowStore } from './token-store';

/**
 * Calls: one item per link per window, shared by every instance (call-store.ts): the minute's
 * (`n` calls, `i` agent calls) and, for a link with a daily limit, the day's (`n`). A block is
 * taken from both at once (two conditional writes in one round trip's wait; when one refuses,
 * the other is given back). Tokens per minute live in an item of their own per link
 * (token-ledger.ts). No counter partition is hot: a link's free tier allows ~1 call a second
 * whatever the user count (docs/scale.md "The quota ledger").
 */
export { QUOTA_PARTITION };
export { BLOCK_SHARE } from './call-blocks';

/** The agent calls a lower class must leave, on top of the agent's expected pace. */
export const INTERACTIVE_MARGIN = 1.25;

interface LinkState {
  minute: number;
  day: number;
  /** Calls this instance took from the table for `minute` and has not spent. */
  held: number;
  /** The size of the last block taken: only a real block (2 or more) is refilled ahead of need. */
  block: number;
  /** The minute's and the day's counts as the table last said (our held calls included). */
  minuteCount: number;
  dayCount: number;
  /** Interactive calls of this minute and the last, as the table last said (ours included). */
  interactiveNow: number;
  interactivePrev: number;
  /** The table's count of the last minute's agent calls has been read this minute. */
  prevRead: boolean;
  prevReading?: Promise<void>;
  /** Interactive calls spent here and not yet written (they go with the next block's write). */
  interactiveUnwritten: number;
  /**
   * Classes refused until their window ends (epoch ms) because it is spent: no table round trip
   * for them meanwhile. The one refused write said so (its item comes back with the refusal).
   */
  refused: Map<CallClass, { backAtMs: number; why: 'spent' | 'reserved' }>;
  acquiring?: Promise<unknown>;
}

type Acquired = { ok: true } | { ok: false; fits: number };

/**
 * The ledger in the table, with calls held per instance in front of it: a call spends a held
 * call without any round trip. A block is taken with conditional writes — the minute's count
 * plus the block stays within the limit less the class's reserve, and so does the day's — so no
 * instance ever holds a call past a window's limit, and together they never send one. A held
 * call belongs to its minute: at the next minute it is dropped, never carried over. How large a
 * block is, and when one is taken ahead of need, bounds what an idle instance strands
 * (call-blocks.ts). With `people`, a call a person caused also takes one call of that person's
 * share of the link's minute (person-share.ts), at the same time as the link's call and tokens.
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
      st = { minute, day, held: 0, block: 0, minuteCount: 0, dayCount: 0, interactiveNow: 0, interactivePrev: 0, prevRead: false, interactiveUnwritten: 0, refused: new Map() };
      states.set(link, st);
    }
    if (st.day !== day) Object.assign(st, { day, dayCount: 0 });
    if (st.minute !== minute) {
      // The minute just ended is the best guess of the next one's agent traffic (if it was the one before).
      const prev = st.minute === minute - 1 ? st.interactiveNow : 0;
      Object.assign(st, { minute, held: 0, block: 0, minuteCount: 0, interactiveNow: 0, interactivePrev: prev, prevRead: false, prevReading: undefined, interactiveUnwritten: 0 });
    }
    for (const [cls, r] of st.refused) if (r.backAtMs <= nowMs) st.refused.delete(cls);
    return st;
  };

  const minuteOf = (st: LinkState): CallWindow => ({ kind: 'minute', index: st.minute });
  const dayOf = (st: LinkState): CallWindow => ({ kind: 'day', index: st.day });

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

  /**
   * The last minute's agent calls, read once a minute by an instance about to judge a lower
   * class by them (the agent's own calls never wait for it). The minute's item cannot bring its
   * predecessor's count back, as the day's item did when it held every minute.
   */
  function readPrev(link: string, st: LinkState): Promise<void> {
    const minute = st.minute;
    st.prevReading ??= readCalls(db, link, { kind: 'minute', index: minute - 1 }).then((prev) => {
      if (st.minute !== minute) return;
      st.interactivePrev = Math.max(st.interactivePrev, prev.i);
      st.prevRead = true;
    }).finally(() => {
      if (st.minute === minute) st.prevReading = undefined;
    });
    return st.prevReading;
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

  /**
   * Take `k` calls of the link's current windows for `cls`: the minute's and the day's writes at
   * once, each conditional. Refused: how many calls would have fitted, from the items the
   * refusals brought back (no read).
   */
  async function acquire(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, k: number, nowMs: number): Promise<Acquired> {
    const [minute, day, unwritten] = [minuteOf(st), dayOf(st), st.interactiveUnwritten];
    const mLimit = lim.rpm ? lim.rpm - minuteReserve(lim.rpm, st, cls, nowMs) : 0;
    const dLimit = lim.rpd ? lim.rpd - reservedCalls(lim.rpd, cls) : 0;
    const [m, d] = await Promise.allSettled([
      lim.rpm ? addCalls(db, link, minute, k, { max: mLimit - k, agent: unwritten }) : Promise.resolve(undefined),
      lim.rpd ? addCalls(db, link, day, k, { max: dLimit - k }) : Promise.resolve(undefined),
    ]);
    const mv: WindowCounts | undefined = m.status === 'fulfilled' ? m.value : undefined;
    const dv: WindowCounts | undefined = d.status === 'fulfilled' ? d.value : undefined;
    const granted = m.status === 'fulfilled' && d.status === 'fulfilled' && (mv?.ok ?? true) && (dv?.ok ?? true);
    // One window refused (or could not be reached): the other's calls go back, unspent. The
    // agent calls the minute's write carried stay: they were spent.
    if (!granted) {
      if (mv?.ok) void track(addCalls(db, link, minute, -k)).catch((e: unknown) => log.warn('LLM chain: could not give calls back', { link, error: (e as Error).name }));
      if (dv?.ok) void track(addCalls(db, link, day, -k)).catch((e: unknown) => log.warn('LLM chain: could not give calls back', { link, error: (e as Error).name }));
    }
    // Each window's count before this write (what stays once a refused write's other half is back).
    const mBefore = mv ? mv.n - (mv.ok ? k : 0) : 0;
    const dBefore = dv ? dv.n - (dv.ok ? k : 0) : 0;
    if (dv && st.day === day.index) st.dayCount = Math.max(st.dayCount, granted ? dv.n : dBefore);
    // The minute ended while the write was out (a prefetch at its last second): what it took
    // and counted belongs to that minute, and a held call never carries over. Applied to the
    // new minute, its count (full, say) would refuse calls the new minute still has.
    if (st.minute === minute.index) {
      if (mv?.ok) st.interactiveUnwritten -= unwritten;
      if (mv) {
        st.minuteCount = Math.max(st.minuteCount, granted ? mv.n : mBefore);
        st.interactiveNow = Math.max(st.interactiveNow, mv.i + st.interactiveUnwritten);
      }
      if (granted) {
        st.held += k;
        st.block = k;
      }
    }
    const failure = [m, d].find((r) => r.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
    if (granted) return { ok: true };
    const fits = Math.min(lim.rpm ? mLimit - mBefore : Infinity, lim.rpd ? dLimit - dBefore : Infinity);
    return { ok: false, fits: Math.max(0, fits) };
  }

  /** A block for `cls` (call-blocks.ts), or, refused, what the refusal says still fits. */
  async function fill(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, nowMs: number): Promise<boolean> {
    const k = blockSize(lim, st.minuteCount, st.dayCount);
    const first = await acquire(link, lim, st, cls, k, nowMs);
    if (first.ok) return true;
    // A spent window costs this one refused write: nothing fits, nothing is retried or read.
    return first.fits >= 1 && first.fits < k && (await acquire(link, lim, st, cls, first.fits, nowMs)).ok;
  }

  function refuse(st: LinkState, cls: CallClass, grant: Refusal): Refusal {
    // A spent window stays spent until it ends, for this class and every class below it. A
    // reserve is not remembered: it moves with the agent's pace, and it is judged from what
    // this instance knows, with no round trip, on every call.
    if (grant.why === 'spent') for (const c of CALL_CLASSES.slice(CALL_CLASSES.indexOf(cls))) st.refused.set(c, { backAtMs: grant.backAtMs, why: grant.why });
    return grant;
  }

  /** Start a fetch in the background, unless one is out. */
  function fetchAhead(link: string, lim: LinkLimits, st: LinkState, cls: CallClass, nowMs: number): Promise<unknown> {
    st.acquiring ??= track(fill(link, lim, st, cls, nowMs)).catch(() => undefined).finally(() => (st.acquiring = undefined));
    return st.acquiring;
  }

  type CallGrant = Refusal | { ok: true; putBack?: () => void };

  /** One call of the link's rpm/rpd windows for `cls`. */
  async function takeCall(link: string, lim: LinkLimits, cls: CallClass, nowMs: number): Promise<CallGrant> {
    const st = stateOf(link, nowMs);
    const known = st.refused.get(cls);
    if (known) return { ok: false, ...known };
    try {
      if (cls !== 'interactive' && lim.rpm && !st.prevRead) await readPrev(link, st);
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
          // Half of a real block spent: fetch the next one now, so no call waits for the table.
          if (st.block >= 2 && st.held <= Math.floor(st.block / 2)) void fetchAhead(link, lim, st, cls, nowMs);
          // Not sent after all (its tokens were refused): back to the minute it was taken from.
          const minute = st.minute;
          return { ok: true, putBack: () => void (st.minute === minute && (st.held += 1)) };
        }
        if (st.acquiring) {
          await st.acquiring;
          continue;
        }
        const filling = track(fill(link, lim, st, cls, nowMs));
        st.acquiring = filling.catch(() => undefined).finally(() => (st.acquiring = undefined));
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

  /** A call is coming (the chain says so): take it now, off the call's path, unless one is held, coming or refused. */
  async function prefetchCall(link: string, lim: LinkLimits, nowMs: number): Promise<void> {
    const st = stateOf(link, nowMs);
    if (st.held > 0 || st.refused.has('interactive') || !localRoom(lim, st, 'interactive', nowMs).ok) return;
    await fetchAhead(link, lim, st, 'interactive', nowMs);
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
      const lim = limits[link];
      if (!lim || !gated(lim)) return;
      await Promise.all([
        people && lim.rpm ? people.prefetch(person, link, lim.rpm, nowMs) : undefined,
        counted(lim) ? prefetchCall(link, lim, nowMs).catch((err: unknown) => log.warn('LLM chain: could not prefetch a call', { link, error: (err as Error).name })) : undefined,
      ]);
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
