/**
 * The planner's promises (SPEC D12, DOMAIN-FACTS "Where we deliberately differ") over random
 * weeks: the queue adds up to the week exactly, blocks are whole 5-minute steps within the
 * longest block, each subject lands within 5 minutes of its exact weighted share, raising a
 * weight never costs minutes, the same input gives the same queue, and no subject runs back to
 * back unless no order avoids it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Mode, plan, type PlanInput } from '../../../core/study/planner';

const runs = { numRuns: 600 };
const steps = (min: number, max: number) => fc.integer({ min, max }).map((s) => s * 5);

/** 1–8 subjects, some with hand-set minutes, and a week that fits them. */
const input: fc.Arbitrary<PlanInput> = fc
  .record({
    subjects: fc.array(
      fc.record({ weight: fc.integer({ min: 1, max: 30 }), hand: fc.option(steps(1, 60), { freq: 4 }) }),
      { minLength: 1, maxLength: 8 },
    ),
    freeMinutes: steps(0, 400),
    longestBlockMinutes: steps(1, 48),
    defaultMode: fc.constantFrom<Mode>('TIME', 'GOAL'),
  })
  .map(({ subjects, freeMinutes, longestBlockMinutes, defaultMode }) => {
    const list = subjects.map((s, i) => ({ pageId: `p${i}`, weight: s.weight, ...(s.hand !== null ? { minutes: s.hand } : {}) }));
    const fixed = list.reduce((a, s) => a + (s.minutes ?? 0), 0);
    const anyFree = list.some((s) => s.minutes === undefined);
    // With every subject hand-set, the week is exactly their sum (anything else is refused).
    return { weekMinutes: fixed + (anyFree ? freeMinutes : 0), subjects: list, longestBlockMinutes, defaultMode };
  });

const perSubject = (q: { pageId: string; minutes: number }[], pageId: string) =>
  q.filter((b) => b.pageId === pageId).reduce((a, b) => a + b.minutes, 0);

describe('planner properties', () => {
  it('the blocks add up to the week exactly, numbered 1..k', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { queue, minutes } = plan(i);
        expect(queue.reduce((a, b) => a + b.minutes, 0)).toBe(i.weekMinutes);
        expect(minutes.reduce((a, m) => a + m, 0)).toBe(i.weekMinutes);
        expect(queue.map((b) => b.n)).toEqual(queue.map((_, k) => k + 1));
        i.subjects.forEach((s, k) => expect(perSubject(queue, s.pageId)).toBe(minutes[k]));
      }),
      runs,
    );
  });

  it('every block is a multiple of 5, at least 5 and at most the longest block', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const b of plan(i).queue) {
          expect(b.minutes % 5).toBe(0);
          expect(b.minutes).toBeGreaterThanOrEqual(5);
          expect(b.minutes).toBeLessThanOrEqual(i.longestBlockMinutes);
        }
      }),
      runs,
    );
  });

  it('hand-set subjects keep their minutes; the others are within 5 of their exact share', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { minutes } = plan(i);
        const free = i.subjects.filter((s) => s.minutes === undefined);
        const W = free.reduce((a, s) => a + s.weight, 0);
        const pool = i.weekMinutes - i.subjects.reduce((a, s) => a + (s.minutes ?? 0), 0);
        i.subjects.forEach((s, k) => {
          if (s.minutes !== undefined) expect(minutes[k]).toBe(s.minutes);
          // |m − pool·w/W| < 5, cross-multiplied so no float decides it.
          else expect(Math.abs(minutes[k]! * W - pool * s.weight)).toBeLessThan(5 * W);
        });
      }),
      runs,
    );
  });

  it('raising one subject\'s weight never lowers its minutes', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.integer({ min: 1, max: 60 }), (i, at, more) => {
        const k = at % i.subjects.length;
        const raised = { ...i, subjects: i.subjects.map((s, j) => (j === k ? { ...s, weight: s.weight + more } : s)) };
        expect(plan(raised).minutes[k]).toBeGreaterThanOrEqual(plan(i).minutes[k]!);
      }),
      runs,
    );
  });

  it('the same input gives the same queue', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(plan(structuredClone(i))).toEqual(plan(i));
      }),
      runs,
    );
  });

  it('no subject is back to back when an order avoids it; otherwise as few repeats as possible', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { queue } = plan(i);
        const counts = new Map<string, number>();
        for (const b of queue) counts.set(b.pageId, (counts.get(b.pageId) ?? 0) + 1);
        const most = Math.max(0, ...counts.values());
        // Some order avoids repeats iff the largest count ≤ the others + 1; past that, each
        // extra block of the largest subject forces exactly one repeat.
        const unavoidable = Math.max(0, most - (queue.length - most) - 1);
        const repeats = queue.filter((b, k) => k > 0 && queue[k - 1]!.pageId === b.pageId).length;
        expect(repeats).toBe(unavoidable);
      }),
      runs,
    );
  });

  it('blocks take the default mode; a GOAL block starts on NEXT', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const b of plan(i).queue) {
          expect(b.mode).toBe(i.defaultMode);
          expect(b.concept).toBe(i.defaultMode === 'GOAL' ? 'NEXT' : undefined);
        }
      }),
      runs,
    );
  });
});
