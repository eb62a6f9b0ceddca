/**
 * Today's slice and NEXT pinning (SPEC D12; seeds: getStudyToday fixes the concept of each
 * subject's first open block, a read that writes).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credit, firstLap, type LapState } from '../../../core/study/laps';
import { type Block, plan } from '../../../core/study/planner';
import { pinOpenConcepts, todaySlice } from '../../../core/study/today';

const queue: Block[] = [
  { n: 1, pageId: 'law', minutes: 55, mode: 'GOAL', concept: 'NEXT' },
  { n: 2, pageId: 'civil', minutes: 50, mode: 'TIME' },
  { n: 3, pageId: 'law', minutes: 55, mode: 'GOAL', concept: 'NEXT' },
  { n: 4, pageId: 'civil', minutes: 50, mode: 'GOAL', concept: 'civil/appeals' },
  { n: 5, pageId: 'law', minutes: 50, mode: 'TIME' },
  { n: 6, pageId: 'pt', minutes: 40, mode: 'GOAL', concept: 'NEXT' },
];
const at = (credits: [string, number][]) =>
  credits.reduce<LapState>((s, [subjectId, minutes]) => credit(queue, s, { subjectId, minutes }).state, firstLap());
const slim = (bs: { n: number; minutes: number; lap: number }[]) => bs.map((b) => [b.n, b.minutes, b.lap]);

describe('todaySlice', () => {
  it('starts at the first open block and cuts the last block to the day', () => {
    expect(slim(todaySlice(queue, firstLap(), 120))).toEqual([[1, 55, 1], [2, 50, 1], [3, 15, 1]]);
  });

  it('a partly credited block shows what is left of it; full blocks are skipped', () => {
    const state = at([['law', 75], ['civil', 50]]); // block 1 full, 2 full, 3 has 20 of 55
    expect(slim(todaySlice(queue, state, 90))).toEqual([[3, 35, 1], [4, 50, 1], [5, 5, 1]]);
  });

  it('carries on into the next lap when the day outlasts this one, less the kept credit', () => {
    const state = at([['law', 160], ['civil', 100], ['pt', 10], ['law', 30]]); // law keeps 30 for lap 2
    expect(slim(todaySlice(queue, state, 90))).toEqual([[6, 30, 1], [1, 25, 2], [2, 35, 2]]);
  });

  it('a rest day (0 minutes) has no blocks', () => {
    expect(todaySlice(queue, firstLap(), 0)).toEqual([]);
  });

  it('adds up to the day\'s minutes exactly, whatever the lap holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.record({ s: fc.nat(), m: fc.integer({ min: 1, max: 300 }) }), { maxLength: 15 }),
        fc.nat(),
        (weights, steps, credits, day) => {
          const q = plan({ weekMinutes: steps * 5, subjects: weights.map((weight, i) => ({ pageId: `s${i}`, weight })), longestBlockMinutes: 60, defaultMode: 'TIME' }).queue;
          if (!q.length) return;
          const state = credits.reduce<LapState>((s, c) => credit(q, s, { subjectId: `s${c.s % weights.length}`, minutes: c.m }).state, firstLap());
          const minutes = day % (steps * 5 + 1); // a day is never longer than its week
          const slice = todaySlice(q, state, minutes);
          expect(slice.reduce((a, b) => a + b.minutes, 0)).toBe(minutes);
          for (const b of slice) expect(b.minutes).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('pinOpenConcepts', () => {
  const roadmap: Record<string, string | undefined> = { law: 'law/ch1', pt: undefined };
  const nextOf = (s: string) => roadmap[s];

  it('pins NEXT on each subject\'s first open block, once, and the slice shows it', () => {
    const first = pinOpenConcepts(queue, firstLap(), nextOf);
    // law's first open block is 1; civil's is a TIME block; pt has no next node yet.
    expect(first).toEqual({ state: { number: 1, given: {}, pinned: { 1: 'law/ch1' } }, changed: true });
    expect(todaySlice(queue, first.state, 60)[0]).toMatchObject({ n: 1, concept: 'law/ch1' });
    roadmap.law = 'law/ch2';
    expect(pinOpenConcepts(queue, first.state, nextOf)).toEqual({ state: first.state, changed: false });
  });

  it('the next open block is pinned when it is opened; a new lap starts unpinned', () => {
    roadmap.law = 'law/ch1';
    let state = pinOpenConcepts(queue, firstLap(), nextOf).state;
    state = credit(queue, state, { subjectId: 'law', minutes: 55 }).state;
    roadmap.law = 'law/ch2';
    state = pinOpenConcepts(queue, state, nextOf).state;
    expect(state.pinned).toEqual({ 1: 'law/ch1', 3: 'law/ch2' });
    for (const [s, m] of [['law', 105], ['civil', 100], ['pt', 40]] as const) state = credit(queue, state, { subjectId: s, minutes: m }).state;
    expect(state).toEqual({ number: 2, given: {}, pinned: {} });
    expect(todaySlice(queue, state, 55)[0]).toMatchObject({ n: 1, concept: 'NEXT', lap: 2 });
  });
});
