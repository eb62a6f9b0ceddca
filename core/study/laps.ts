/**
 * Laps and the credit walk (SPEC D12). A lap is one pass through the queue. Minutes credited to
 * a subject fill that subject's blocks in queue order; what is beyond them is kept as the
 * subject's credit for the next lap. The lap completes when every block is full, and the next
 * starts with the kept credit applied, which may complete it too (several laps at once when
 * every subject has that much kept): completing is checked after every credit until it no
 * longer holds, so a lap is never left complete-but-running.
 *
 * The state is one number per subject — minutes credited in the running lap, uncapped — so a
 * block's credit, the kept credit and the lap's progress are all derived, never stored twice.
 * That makes crediting addition, and the result of many credits the same in any order (the
 * property the service's optimistic writes rely on: read state + version, walk, write if the
 * version is unchanged, else re-read and walk again). Plain JSON; the service stores it next
 * to the queue in the cycle's item, with the item's `version`.
 */
import { type Block, NEXT } from './planner';

export interface LapState {
  /** The running lap, from 1. */
  number: number;
  /** Minutes credited per subject page id in the running lap; above the subject's blocks = kept. */
  given: Record<string, number>;
  /** GOAL blocks whose NEXT was pinned in this lap: block number → concept page id. */
  pinned: Record<string, string>;
}

/** What one credit did, stored with its session so deleting the session is exact. */
export interface CreditRecord {
  /** The lap the credit went into: the session's lap. */
  lap: number;
  subjectId: string;
  minutes: number;
  /** The blocks of that lap it filled, and by how much. */
  blocks: { n: number; minutes: number }[];
  /** The part beyond the subject's blocks, kept for the next lap. */
  carried: number;
}

export interface Walk {
  state: LapState;
  /** Laps this step completed, in order (usually none, sometimes one, rarely more). */
  completed: number[];
}

export function firstLap(): LapState {
  return { number: 1, given: {}, pinned: {} };
}

export function subjectTotals(queue: readonly Block[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const b of queue) totals[b.pageId] = (totals[b.pageId] ?? 0) + b.minutes;
  return totals;
}

/** Each block's credited minutes, in queue order: a subject's credit fills its blocks in order. */
export function blockCredits(queue: readonly Block[], given: Readonly<Record<string, number>>): number[] {
  const left = { ...given };
  return queue.map((b) => {
    const c = Math.min(b.minutes, left[b.pageId] ?? 0);
    left[b.pageId] = (left[b.pageId] ?? 0) - c;
    return c;
  });
}

/** The contract's `lap`: its number and how far it is. */
export function lapView(queue: readonly Block[], state: LapState) {
  const credited = blockCredits(queue, state.given);
  return {
    number: state.number,
    creditedMinutes: credited.reduce((a, c) => a + c, 0),
    totalMinutes: queue.reduce((a, b) => a + b.minutes, 0),
  };
}

/** Complete laps while every block is full; each completion spends one lap's minutes per subject. */
function settle(queue: readonly Block[], state: LapState): Walk {
  const totals = subjectTotals(queue);
  const subjects = Object.keys(totals).filter((p) => totals[p]! > 0);
  const completed: number[] = [];
  let s = state;
  while (subjects.length && subjects.every((p) => (s.given[p] ?? 0) >= totals[p]!)) {
    completed.push(s.number);
    s = { number: s.number + 1, given: positive(s.given, (p, m) => m - (totals[p] ?? 0)), pinned: {} };
  }
  return { state: s, completed };
}

function positive(given: Readonly<Record<string, number>>, f: (p: string, m: number) => number) {
  const out: Record<string, number> = {};
  for (const [p, m] of Object.entries(given)) {
    const v = f(p, m);
    if (v > 0) out[p] = v;
  }
  return out;
}

/** Credit whole minutes to a subject (found with `subjectFor`). */
export function credit(queue: readonly Block[], state: LapState, c: { subjectId: string; minutes: number }): Walk & { record: CreditRecord } {
  if (!Number.isInteger(c.minutes) || c.minutes <= 0) throw new RangeError(`credit must be whole positive minutes, got ${c.minutes}`);
  const given = { ...state.given, [c.subjectId]: (state.given[c.subjectId] ?? 0) + c.minutes };
  const before = blockCredits(queue, state.given);
  const after = blockCredits(queue, given);
  const blocks = queue.flatMap((b, i) => (after[i]! > before[i]! ? [{ n: b.n, minutes: after[i]! - before[i]! }] : []));
  const filled = blocks.reduce((a, b) => a + b.minutes, 0);
  const record: CreditRecord = { lap: state.number, subjectId: c.subjectId, minutes: c.minutes, blocks, carried: c.minutes - filled };
  return { ...settle(queue, { ...state, given }), record };
}

/**
 * Deleting a session: its minutes come off if its lap is still running, and not otherwise
 * (SPEC D12) — a completed lap is history and stays complete, kept surplus included. While
 * the lap runs, the subject's credit still holds every minute the session gave (credits only
 * add, and a re-plan keeps a subject's credit whole), so the subtraction is exact; the floor
 * at 0 only matters for a subject removed and added back since.
 */
export function uncredit(state: LapState, record: CreditRecord): { state: LapState; takenOff: number } {
  if (record.lap !== state.number) return { state, takenOff: 0 };
  const had = state.given[record.subjectId] ?? 0;
  const takenOff = Math.min(had, record.minutes);
  const given = positive({ ...state.given, [record.subjectId]: had - takenOff }, (_, m) => m);
  return { state: { ...state, given }, takenOff };
}

/**
 * The running lap onto a re-planned queue (the cycle was edited): each remaining subject keeps
 * its credit and refills its new blocks in order; a removed subject's credit goes with it; a
 * pin stays only where the block is still the same subject's GOAL/NEXT. Smaller blocks may
 * complete the lap here.
 */
export function reseat(previous: readonly Block[], queue: readonly Block[], state: LapState): Walk {
  const totals = subjectTotals(queue);
  const given = positive(state.given, (p, m) => (p in totals ? m : 0));
  const pinned: Record<string, string> = {};
  for (const [n, concept] of Object.entries(state.pinned)) {
    const [was, now] = [previous[Number(n) - 1], queue[Number(n) - 1]];
    if (was && now && was.pageId === now.pageId && now.mode === 'GOAL' && now.concept === NEXT) pinned[n] = concept;
  }
  return settle(queue, { number: state.number, given, pinned });
}

/**
 * The subject a studied page counts for: the subject itself or the nearest subject above it
 * (`isWithin` is the notebook's, true for the page itself). Subjects do not overlap in a valid
 * cycle, so "nearest" only makes the answer deterministic should that ever slip.
 */
export function subjectFor(
  pageId: string,
  subjectIds: readonly string[],
  isWithin: (pageId: string, ancestorId: string) => boolean,
): string | undefined {
  let best: string | undefined;
  for (const s of subjectIds) if (isWithin(pageId, s) && (best === undefined || isWithin(s, best))) best = s;
  return best;
}
