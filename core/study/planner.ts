/**
 * The study-cycle planner (SPEC D12; DOMAIN-FACTS "Where we deliberately differ"): the week's
 * minutes become a queue of numbered blocks that add up to the week EXACTLY. The public planner
 * we read shares by weight and drops the leftovers, so its queue is shorter than the week the
 * person promised; largest remainder in whole 5-minute steps cannot lose a step.
 *
 * A cycle is not tied to weekdays, so only the week's total matters here. Pure and total: the
 * schemas (config.ts) refuse what cannot be planned before it reaches this file.
 */

export const MODES = ['TIME', 'GOAL'] as const;
export type Mode = (typeof MODES)[number];
/** A GOAL block's concept that means "whatever the subject's roadmap says next". */
export const NEXT = 'NEXT';
export const STEP = 5;

export interface Block {
  /** Position in the queue, from 1; the name tools and routes use for a block. */
  n: number;
  /** The subject (a notebook page) the block studies. */
  pageId: string;
  minutes: number;
  mode: Mode;
  /** GOAL only: a page inside the subject, or NEXT. */
  concept?: string;
  /** Mode or concept set through a block edit; a re-plan keeps it (see `carryHandSettings`). */
  byHand?: true;
}

export interface PlanSubject {
  pageId: string;
  weight: number;
  /** Weekly minutes set by hand: kept as they are, the others share what is left. */
  minutes?: number;
}

export interface PlanInput {
  weekMinutes: number;
  subjects: readonly PlanSubject[];
  longestBlockMinutes: number;
  defaultMode: Mode;
  /** The queue being replaced, whose hand-set block modes and concepts survive the re-plan. */
  previous?: readonly Block[];
}

export interface Plan {
  queue: Block[];
  /** Each subject's weekly minutes, in subject order. */
  minutes: number[];
}

/** DOMAIN-FACTS: importance × (6 − mastery); mastery 5 still leaves weight ≥ 1, never 0. */
export function weight(importance: number, mastery: number): number {
  return importance * (6 - mastery);
}

/**
 * Largest remainder (Hamilton) over `steps` whole steps. Integer arithmetic only: the quota of
 * subject i is steps·wᵢ/W, its floor and remainder come from integer division, so no float can
 * reorder two remainders. Equal remainders go to the earlier subject (deterministic).
 */
export function largestRemainder(steps: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, w) => a + w, 0);
  if (total === 0) return weights.map(() => 0);
  const seats = weights.map((w) => Math.floor((steps * w) / total));
  const rest = weights.map((w) => (steps * w) % total);
  let left = steps - seats.reduce((a, s) => a + s, 0);
  const order = weights.map((_, i) => i).sort((a, b) => rest[b]! - rest[a]! || a - b);
  for (const i of order) {
    if (left-- <= 0) break;
    seats[i]! += 1;
  }
  return seats;
}

/**
 * A share cut into the fewest blocks no longer than `longest`, as even as 5-minute steps allow,
 * longer ones first: 130 with longest 60 → 45, 45, 40 (not 60, 60, 10 — a 10-minute scrap is
 * not a study block). Every block is ≥ 5 because there are never more blocks than steps.
 */
export function cut(minutes: number, longest: number): number[] {
  if (minutes <= 0) return [];
  const steps = minutes / STEP;
  const k = Math.ceil(minutes / longest);
  const base = Math.floor(steps / k);
  const extra = steps % k;
  return Array.from({ length: k }, (_, i) => (base + (i < extra ? 1 : 0)) * STEP);
}

/**
 * Subject indices in queue order: always the subject with the most blocks left that is not the
 * one just placed (ties: subject order). This greedy never puts a subject back to back when
 * any order avoids it, i.e. when the largest count ≤ the rest + 1 (the reorganise-string
 * argument: picking the largest keeps that inequality true for what remains).
 */
export function interleave(counts: readonly number[]): number[] {
  const left = [...counts];
  const out: number[] = [];
  let prev = -1;
  for (let placed = 0, total = left.reduce((a, c) => a + c, 0); placed < total; placed++) {
    let pick = -1;
    for (let i = 0; i < left.length; i++) {
      if (left[i]! === 0 || i === prev) continue;
      if (pick < 0 || left[i]! > left[pick]!) pick = i;
    }
    if (pick < 0) pick = prev; // only the previous subject has blocks left
    left[pick]! -= 1;
    out.push(pick);
    prev = pick;
  }
  return out;
}

/** The queue for a week. Throws RangeError only on input the schemas already refuse (a bug). */
export function plan(input: PlanInput): Plan {
  const { weekMinutes, subjects, longestBlockMinutes: longest } = input;
  if (weekMinutes % STEP || longest % STEP || longest < STEP) throw new RangeError('minutes must be whole 5-minute steps');
  const fixed = subjects.reduce((a, s) => a + (s.minutes ?? 0), 0);
  const free = subjects.filter((s) => s.minutes === undefined);
  if (fixed > weekMinutes || (free.length === 0 && fixed !== weekMinutes)) {
    throw new RangeError(`hand-set minutes (${fixed}) do not fit the week (${weekMinutes})`);
  }
  const shared = largestRemainder((weekMinutes - fixed) / STEP, free.map((s) => s.weight));
  let f = 0;
  const minutes = subjects.map((s) => s.minutes ?? shared[f++]! * STEP);
  const pieces = minutes.map((m) => cut(m, longest));
  const next = pieces.map(() => 0);
  const queue = interleave(pieces.map((p) => p.length)).map((i, at): Block => {
    const block: Block = { n: at + 1, pageId: subjects[i]!.pageId, minutes: pieces[i]![next[i]!++]!, mode: input.defaultMode };
    if (block.mode === 'GOAL') block.concept = NEXT;
    return block;
  });
  return { queue: input.previous ? carryHandSettings(input.previous, queue) : queue, minutes };
}

/**
 * A block edited by hand keeps its mode and concept when the cycle is re-planned: the k-th
 * block of a subject inherits from the k-th block of the same subject in the old queue (its
 * minutes come from the new plan). A block the new plan no longer has loses its settings.
 */
export function carryHandSettings(previous: readonly Block[], queue: Block[]): Block[] {
  const old = new Map<string, Block[]>();
  for (const b of previous) old.set(b.pageId, [...(old.get(b.pageId) ?? []), b]);
  const seen = new Map<string, number>();
  return queue.map((b) => {
    const k = seen.get(b.pageId) ?? 0;
    seen.set(b.pageId, k + 1);
    const was = old.get(b.pageId)?.[k];
    if (!was?.byHand) return b;
    const { concept: _drop, ...rest } = b;
    return { ...rest, mode: was.mode, byHand: true, ...(was.concept ? { concept: was.concept } : {}) };
  });
}
