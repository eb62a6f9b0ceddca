/**
 * Today's slice and the pinning of NEXT (SPEC D12, seeds: getStudyToday is "a read that
 * writes"). The lap's current position is its first block not yet full; today's blocks are the
 * open blocks from there, in queue order, until today's minutes are used.
 */
import { blockCredits, type LapState, subjectTotals } from './laps';
import { type Block, NEXT } from './planner';

export interface SliceBlock extends Block {
  /** The lap the block belongs to: the running one, or the next when today outlasts it. */
  lap: number;
}

/**
 * NEXT is fixed the first time a block is opened: for each subject, its first open block in the
 * running lap, when GOAL/NEXT and not yet pinned, takes `nextOf(subject)` — the roadmap's next
 * node, which the service looks up before calling. No next node → stays NEXT, to try again on
 * the next read. `changed` tells the service whether there is anything to write.
 */
export function pinOpenConcepts(
  queue: readonly Block[],
  state: LapState,
  nextOf: (subjectId: string) => string | undefined,
): { state: LapState; changed: boolean } {
  const credited = blockCredits(queue, state.given);
  const seen = new Set<string>();
  const pinned = { ...state.pinned };
  let changed = false;
  queue.forEach((b, i) => {
    if (credited[i]! >= b.minutes || seen.has(b.pageId)) return;
    seen.add(b.pageId);
    if (b.mode !== 'GOAL' || b.concept !== NEXT || pinned[b.n]) return;
    const concept = nextOf(b.pageId);
    if (concept) [pinned[b.n], changed] = [concept, true];
  });
  return { state: changed ? { ...state, pinned } : state, changed };
}

/**
 * The blocks that fill `minutes` from the lap's position. A partly credited block shows what
 * is left of it (a 45-minute block with 20 credited is 25 minutes today), and the last block
 * is cut to what the day has left, so the slice adds up to `minutes` exactly. When today
 * outlasts the lap, the slice carries on into the next lap's blocks (less what the kept credit
 * already fills): a day's study does not stop because a lap ended in the middle of it.
 * The service passes today's planned minutes less what the cycle was credited today.
 */
export function todaySlice(queue: readonly Block[], state: LapState, minutes: number): SliceBlock[] {
  const totals = subjectTotals(queue);
  const out: SliceBlock[] = [];
  let budget = minutes;
  let given: Record<string, number> = { ...state.given };
  // Every pass adds something: a later lap could only be full already if every subject held
  // a lap's worth more than the running lap needs, and then the running lap would have
  // completed (laps.ts settles after every step). The check below only guards that invariant.
  for (let lap = state.number; budget > 0; lap++) {
    const before = budget;
    const credited = blockCredits(queue, given);
    for (const [i, b] of queue.entries()) {
      const open = b.minutes - credited[i]!;
      if (open <= 0 || budget <= 0) continue;
      const take = Math.min(open, budget);
      budget -= take;
      const concept = lap === state.number && b.mode === 'GOAL' ? (state.pinned[b.n] ?? b.concept) : b.concept;
      out.push({ ...b, minutes: take, ...(concept ? { concept } : {}), lap });
    }
    if (budget === before) break;
    given = Object.fromEntries(Object.entries(given).map(([p, m]) => [p, Math.max(0, m - (totals[p] ?? 0))]));
  }
  return out;
}
