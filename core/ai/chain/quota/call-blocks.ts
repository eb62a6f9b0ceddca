/**
 * How many calls of a window one instance takes in one write (issue 48, "held blocks strand
 * capacity"). A call an instance holds and never spends — it froze, went idle, its turn ended —
 * is lost to everyone until its window ends. With a fixed block of a twentieth of the minute
 * (Mistral: 3 of 60) and the next block fetched as soon as half was spent, an instance whose
 * turn made 2 calls took 6: twenty such instances spent Mistral's whole minute on 40 calls, and
 * 60 instances of one call each got 20 (tests/integration/chain/quota-stranding.test.ts). Lambda
 * runs one stream per instance, so at 100,000 users hundreds of instances meet each link's minute.
 *
 * Decided: only the part of a window above its half is handed out in blocks. A block is a
 * twentieth of the calls left above half the limit, at least 1; so a window with room to spare
 * (the bench's 10⁸ a minute, a paid workspace's thousands) keeps its large blocks and a call
 * rarely waits for the table, while a free tier's small minute (Mistral's 60: floor(30 / 20) = 1)
 * is taken call by call, each write carrying exactly the call behind it. Ahead of need, an
 * instance fetches only (a) the next block of a real block (2 calls or more) once half of it is
 * spent, so never once the window is below half, and (b) the one call the chain says is coming
 * (a turn's first wave, a step that called tools: QuotaLedger.prefetch). What can be stranded
 * is then bounded: every block of 2 or more is taken while more than half the window is left,
 * and below that only a call whose turn was cancelled between its tool call and its next step.
 * Refusing time-based shrinking ("smaller near the window's end") because it bounds nothing at
 * the start of a minute, where many instances each holding a block hurt as much.
 * The price: a small window costs one conditional write per call (Mistral at its limit: 60 a
 * minute, 1 unit each, where blocks of 3 cost ~20), and a call without a prefetch waits one
 * round trip for it, beside the tokens' and the person's writes it already waited for.
 */
export const BLOCK_SHARE = 1 / 20;

/** The share of a window never handed out in blocks: below it, a write takes one call. */
export const CALL_BY_CALL_BELOW = 1 / 2;

/** Calls one write takes from a window of `limit` already holding `count`: a twentieth of the room above its half, at least 1. */
export function blockOf(limit: number, count: number): number {
  return Math.max(1, Math.floor((limit * (1 - CALL_BY_CALL_BELOW) - count) * BLOCK_SHARE));
}

/** The block for the link's windows: the smaller of the minute's and the day's. */
export function blockSize(lim: { rpm?: number; rpd?: number }, minuteCount: number, dayCount: number): number {
  const sizes = [lim.rpm ? blockOf(lim.rpm, minuteCount) : Infinity, lim.rpd ? blockOf(lim.rpd, dayCount) : Infinity];
  const k = Math.min(...sizes);
  return Number.isFinite(k) ? k : 1;
}
