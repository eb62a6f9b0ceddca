import type { Log } from '../../../log';
import { CALL_CLASSES, reservedTokens, type CallClass, type Refusal, type TokenHold } from './ledger';
import type { WindowStore, WindowWrite } from './token-store';
import { blockWindows, checkedWindows, firstFit, lastWindow, levelAt, liveWindows, slotOf, SLOT_MS, spendableUntil, staleWindows } from './token-windows';

/**
 * Tokens one instance takes from a window in one write: a twentieth of the link's tpm, or the
 * call's own bound when that is more. A prefetched block, and what an idle instance keeps, is
 * never more than this share: tokens held by an instance that then sits idle (a frozen Lambda)
 * are lost to everyone until their windows pass (≤ 70 s).
 */
export const TOKEN_BLOCK_SHARE = 1 / 20;

/** The tokens part of a grant. */
export type TokenGrant = { ok: true; hold?: TokenHold } | Refusal;

interface Block {
  readonly slot: number;
  /** Tokens of the block not spent (a settled call's refund comes back here while the block is valid). */
  left: number;
}

interface Held extends TokenHold {
  readonly block: Block;
  done: boolean;
}

interface LinkTokens {
  /** This instance's blocks, oldest first; a block past spendableUntil is given back and dropped. */
  blocks: Block[];
  /**
   * Holds not yet settled. One never settled (a stream nobody read to its end) is dropped once
   * its block has left every window: it can change nothing any more.
   */
  open: Set<Held>;
  /** The link's window sums as the table last said (our blocks included). */
  sums: Map<number, number>;
  /** Adjustments not yet written (givebacks, refunds), by window: they ride on the next write. */
  owed: Map<number, number>;
  /** The bound of the last call admitted: what an idle instance must hold to serve the next one. */
  lastTokens: number;
  /** Classes the table refused, until the next slot at most: no round trip for them meanwhile. */
  refused: Map<CallClass, { untilMs: number; backAtMs: number; why: 'spent' | 'reserved'; tokens: number }>;
  acquiring?: Promise<unknown>;
}

/**
 * Admission by tokens (token-windows.ts has the arithmetic and why no 60 s window passes tpm).
 * A call spends its bound from a block this instance holds, valid in the current slot, with no
 * round trip; with none that fits, it waits for one conditional write that takes a new block.
 * The next block is prefetched when the held tokens run low or the newest block enters its last
 * slot (calls small enough for a block to hold two). After the call its reservation is settled
 * to the provider's usage: into its block while the block is valid (no write), else owed to the
 * windows still to come. What is owed (refunds, an expired block's unspent tokens, what an idle
 * instance gives back) rides on the next write, or is written at once when the instance goes
 * idle; every write also removes the sums of past slots, so the item stays ~15 numbers.
 */
export function tokenLedger(store: WindowStore, log: Log, track: <T>(p: Promise<T>) => Promise<T>) {
  const states = new Map<string, LinkTokens>();
  const stateOf = (link: string): LinkTokens => {
    let st = states.get(link);
    if (!st) {
      st = { blocks: [], open: new Set(), sums: new Map(), owed: new Map(), lastTokens: 0, refused: new Map() };
      states.set(link, st);
    }
    return st;
  };

  const owe = (st: LinkTokens, windows: number[], n: number) => {
    for (const j of windows) st.owed.set(j, (st.owed.get(j) ?? 0) + n);
  };

  /** Blocks that can no longer admit a request: their unspent tokens are owed back. */
  const expire = (st: LinkTokens, nowMs: number) => {
    const c = slotOf(nowMs);
    st.blocks = st.blocks.filter((b) => {
      if (nowMs < spendableUntil(b.slot)) return true;
      if (b.left > 0) owe(st, liveWindows(b.slot, c), -b.left);
      return false;
    });
    for (const [cls, r] of st.refused) if (r.untilMs <= nowMs) st.refused.delete(cls);
    for (const h of st.open) if (lastWindow(h.block.slot) < c) st.open.delete(h);
  };

  /** What is owed to windows still to come, taken out of `owed` for a write (past windows are moot). */
  const takeOwed = (st: LinkTokens, c: number): Map<number, number> => {
    const owed = new Map([...st.owed].filter(([j, n]) => j >= c && n !== 0));
    st.owed.clear();
    return owed;
  };

  /**
   * What is owed, written on its own (fire-and-forget). Givebacks wait for the next block write
   * to carry them (a prefetch, a fetch: at most a slot away while calls keep coming) unless the
   * instance is idle (it may never write again), they add up to a share of the tpm, or `now`
   * says so; an excess over a call's bound (usage past its estimate) is never held back.
   */
  const flush = (link: string, st: LinkTokens, nowMs: number, share: number, now = false) => {
    const c = slotOf(nowMs);
    const pending = [...st.owed].filter(([j]) => j >= c);
    if (pending.length === 0) return;
    const urgent = now || st.open.size === 0 || pending.some(([, n]) => n > 0 || n <= -share);
    if (!urgent) return;
    const owed = takeOwed(st, c);
    if (owed.size === 0) return;
    void track(store.write(link, { add: owed, remove: staleWindows(st.sums.keys(), c) }, nowMs))
      .then((r) => void (st.sums = r.sums))
      .catch((err: unknown) => log.warn('LLM chain: could not give tokens back; they stay counted until their windows pass', { link, error: (err as Error).name }));
  };

  /**
   * Take a block for slot c in one conditional write: B tokens (what the call needs at least,
   * up to a share of the tpm, never more than what seems to fit) added to w_c … w_{c+13},
   * granted only if w_c and w_{c+1} stay within the class's limit. One retry with what the
   * refusal says fits. False when the table says no room; throws when it cannot be reached.
   */
  async function fill(link: string, tpm: number, st: LinkTokens, cls: CallClass, nowMs: number, tokens: number): Promise<boolean> {
    const c = slotOf(nowMs);
    const limit = tpm - reservedTokens(tpm, cls);
    const want = Math.min(limit, Math.max(tokens, Math.floor(tpm * TOKEN_BLOCK_SHARE)));
    const owed = takeOwed(st, c);
    const room = (sums: ReadonlyMap<number, number>) => Math.min(...checkedWindows(c).map((j) => limit - (sums.get(j) ?? 0) - (owed.get(j) ?? 0)));
    let size = room(st.sums) >= tokens ? Math.min(want, room(st.sums)) : tokens;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const add = new Map(owed);
        for (const j of blockWindows(c)) add.set(j, (add.get(j) ?? 0) + size);
        const write: WindowWrite = {
          add,
          remove: staleWindows(st.sums.keys(), c),
          atMost: new Map(checkedWindows(c).map((j) => [j, limit - size - (owed.get(j) ?? 0)])),
        };
        const res = await store.write(link, write, nowMs);
        st.sums = res.sums;
        if (res.ok) {
          st.blocks.push({ slot: c, left: size });
          return true;
        }
        const fits = room(res.sums);
        if (fits < tokens) break;
        size = Math.min(want, fits);
      }
    } catch (err) {
      for (const [j, n] of owed) st.owed.set(j, (st.owed.get(j) ?? 0) + n);
      throw err;
    }
    // Refused: what was owed still has to land.
    for (const [j, n] of owed) st.owed.set(j, (st.owed.get(j) ?? 0) + n);
    flush(link, st, nowMs, 0, true);
    return false;
  }

  /** Fetch the next block in the background while this one still serves (small calls only). */
  function prefetch(link: string, tpm: number, st: LinkTokens, cls: CallClass, nowMs: number, tokens: number): void {
    if (st.acquiring) return;
    // A block holding fewer than two such calls would mostly sit idle: the call fetches its own.
    if (tokens * 2 > Math.floor(tpm * TOKEN_BLOCK_SHARE)) return;
    const c = slotOf(nowMs);
    const left = st.blocks.reduce((n, b) => n + b.left, 0);
    const newest = st.blocks.at(-1);
    if (left >= tokens && newest && newest.slot >= c) return;
    st.acquiring = track(fill(link, tpm, st, cls, nowMs, tokens))
      .catch((err: unknown) => log.warn('LLM chain: could not prefetch tokens', { link, error: (err as Error).name }))
      .finally(() => (st.acquiring = undefined));
  }

  /**
   * An idle instance (no call of the link in flight) keeps at most a share of the tpm, and only
   * if that serves a call like its last; the rest goes back at once, as nobody knows when (or
   * whether: a frozen Lambda) this instance will call again.
   */
  function trim(st: LinkTokens, tpm: number, nowMs: number): void {
    const left = st.blocks.reduce((n, b) => n + b.left, 0);
    const share = Math.floor(tpm * TOKEN_BLOCK_SHARE);
    const keep = st.lastTokens <= share && left >= st.lastTokens ? Math.min(left, share) : 0;
    let extra = left - keep;
    const c = slotOf(nowMs);
    for (const b of st.blocks) {
      if (extra <= 0) break;
      const n = Math.min(extra, b.left);
      b.left -= n;
      extra -= n;
      owe(st, liveWindows(b.slot, c), -n);
    }
  }

  function refuse(st: LinkTokens, cls: CallClass, tokens: number, limit: number, tpm: number, nowMs: number, remember: boolean): TokenGrant {
    const c = slotOf(nowMs);
    const level = levelAt(st.sums, c);
    const why = level + tokens <= tpm ? 'reserved' : 'spent';
    const backAtMs = Math.max(nowMs, firstFit(st.sums, c, tokens, limit) * SLOT_MS);
    // Remembered until the next slot at most: refunds elsewhere may free room before backAtMs.
    const untilMs = Math.min(backAtMs, (c + 1) * SLOT_MS);
    if (remember) for (const k of CALL_CLASSES.slice(CALL_CLASSES.indexOf(cls))) st.refused.set(k, { untilMs, backAtMs, why, tokens });
    return { ok: false, why, backAtMs };
  }

  return {
    async take(link: string, tpm: number, cls: CallClass, nowMs: number, tokens: number): Promise<TokenGrant> {
      const st = stateOf(link);
      const limit = tpm - reservedTokens(tpm, cls);
      try {
        expire(st, nowMs);
        const known = st.refused.get(cls);
        if (known && tokens >= known.tokens) return { ok: false, why: known.why, backAtMs: known.backAtMs };
        for (let round = 0; round < 20; round++) {
          const block = st.blocks.find((b) => b.left >= tokens);
          if (block) {
            // Below interactive, a held block is spent only within the class's share: others' and
            // our spent tokens (the sums less what we hold unspent), plus this call.
            const held = st.blocks.reduce((n, b) => n + b.left, 0);
            const c = slotOf(nowMs);
            const level = Math.max(...checkedWindows(c).map((j) => (st.sums.get(j) ?? 0) + (st.owed.get(j) ?? 0)));
            if (cls !== 'interactive' && level - held + tokens > limit) {
              return refuse(st, cls, tokens, limit, tpm, nowMs, false);
            }
            block.left -= tokens;
            st.lastTokens = tokens;
            const hold: Held = { link, tokens, untilMs: spendableUntil(block.slot), block, done: false };
            st.open.add(hold);
            prefetch(link, tpm, st, cls, nowMs, tokens);
            flush(link, st, nowMs, Math.floor(tpm * TOKEN_BLOCK_SHARE));
            return { ok: true, hold };
          }
          if (st.acquiring) {
            await st.acquiring;
            expire(st, nowMs);
            continue;
          }
          const filling = track(fill(link, tpm, st, cls, nowMs, tokens));
          st.acquiring = filling.catch(() => undefined).finally(() => (st.acquiring = undefined));
          if (!(await filling)) return refuse(st, cls, tokens, limit, tpm, nowMs, true);
        }
        return refuse(st, cls, tokens, limit, tpm, nowMs, false);
      } catch (err) {
        // The table is not answering: the call goes, and the provider's own 429 is the backstop.
        log.warn('LLM chain: tokens ledger unavailable; call not counted', { link, error: (err as Error).name });
        return { ok: true };
      }
    },

    settle(tpm: number, hold: TokenHold, used: number | undefined, nowMs: number): void {
      const h = hold as Held;
      if (h.done) return;
      h.done = true;
      const st = stateOf(h.link);
      expire(st, nowMs);
      st.open.delete(h);
      // Unknown usage: the provider may have counted the whole request, so the reservation stays.
      const back = used === undefined ? 0 : h.tokens - used;
      const live = st.blocks.includes(h.block);
      if (back > 0 && live) h.block.left += back;
      else if (back < 0 && live && h.block.left >= -back) h.block.left += back;
      // The block is gone (or cannot cover the excess): the windows still to come that hold it.
      else if (back !== 0) owe(st, liveWindows(h.block.slot, slotOf(nowMs)), -back);
      if (st.open.size === 0) trim(st, tpm, nowMs);
      flush(h.link, st, nowMs, Math.floor(tpm * TOKEN_BLOCK_SHARE));
    },
  };
}
