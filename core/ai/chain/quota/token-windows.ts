/**
 * The arithmetic of the tokens-per-minute ledger (token-ledger.ts), pure so it can be checked on
 * its own (tests/unit/chain/token-windows.test.ts).
 *
 * Time runs in slots of SLOT_MS = 5 s. Any 60 s span [a, a + 60 s) overlaps at most 13
 * consecutive slots, so the ledger keeps *window sums*: w_j = the tokens accounted to slots
 * j−12 … j. If every w_j stays ≤ tpm, so does every 60 s span, calendar-aligned or not.
 *
 * Tokens leave the table in *blocks*. A block of B tokens taken in slot k may be spent (its
 * requests sent) in slot k or k+1 only, so wherever its tokens go they are inside w_k … w_{k+13}
 * (the windows holding slot k or k+1): the block adds B to those 14 sums, at once, in one
 * conditional write. Its condition checks only w_k and w_{k+1}: a block already in the table
 * was taken in a slot ≤ k+1, so it counts in w_{k+1} whenever it counts in any later window
 * (w_{k+1} ≥ w_{k+m} for m ≥ 1). So w_k + B ≤ tpm and w_{k+1} + B ≤ tpm keep every sum ≤ tpm.
 *
 * An adjustment (a refund, a block's unspent tokens) made in slot c to a block of slot k goes to
 * the windows still to come that hold the block, w_max(c,k) … w_{k+13}: the ones before c are
 * never checked again. Sums of windows before the current slot are removed by the next write.
 */
export const SLOT_MS = 5_000;
/** The slots a 60 s span can overlap: w_j sums slots j−12 … j. */
export const WINDOW_SLOTS = 13;
/** A block taken in slot k may be spent in slots k and k+1. */
export const BLOCK_SLOTS = 2;
/**
 * A block stops being spent this long before its last slot ends, so a request it admits is sent
 * (the SDK builds its body, the socket writes it) while the block is still valid.
 */
export const SEND_MARGIN_MS = 1_000;
/**
 * Window sums are removed once their slot is this many slots past: one slot of grace, so an
 * instance whose clock runs up to a slot ahead never removes a sum another still adjusts.
 */
export const REMOVE_AFTER_SLOTS = 2;

export const slotOf = (ms: number): number => Math.floor(ms / SLOT_MS);

/** The last window a block of slot k counts in: w_{k+13}. */
export const lastWindow = (k: number): number => k + BLOCK_SLOTS + WINDOW_SLOTS - 2;

/** The windows a block of slot k adds to: w_k … w_{k+13}. */
export function blockWindows(k: number): number[] {
  return range(k, lastWindow(k));
}

/** The windows its condition checks: those of the slots it may be spent in (w_k, w_{k+1}). */
export function checkedWindows(k: number): number[] {
  return range(k, k + BLOCK_SLOTS - 1);
}

/** Where an adjustment made in slot c to a block of slot k lands (empty once the block is out of every window). */
export function liveWindows(k: number, c: number): number[] {
  return range(Math.max(k, c), lastWindow(k));
}

/** Until when a block of slot k may admit a request (epoch ms, exclusive). */
export function spendableUntil(k: number): number {
  return (k + BLOCK_SLOTS) * SLOT_MS - SEND_MARGIN_MS;
}

/** Window sums a write made in slot c removes: those of slots before c − 1. */
export function staleWindows(known: Iterable<number>, c: number): number[] {
  return [...known].filter((j) => j < c + 1 - REMOVE_AFTER_SLOTS);
}

/** The level a block of slot c would join: the larger of the sums its condition checks. */
export function levelAt(sums: ReadonlyMap<number, number>, c: number): number {
  return Math.max(...checkedWindows(c).map((j) => sums.get(j) ?? 0));
}

/**
 * The first slot after c from which a block of `need` tokens fits under `limit`, as the sums are
 * known now (the sums of slots past every block taken so far are 0, so there always is one).
 * Later blocks can push it back, refunds bring it forward: it is the honest "back at".
 */
export function firstFit(sums: ReadonlyMap<number, number>, c: number, need: number, limit: number): number {
  for (let j = c + 1; j <= lastWindow(c) + 1; j++) if (levelAt(sums, j) + need <= limit) return j;
  return lastWindow(c) + 1;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let j = from; j <= to; j++) out.push(j);
  return out;
}
