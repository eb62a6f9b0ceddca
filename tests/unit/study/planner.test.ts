/**
 * Worked examples of the planner, small enough to check by hand. The 3-subject, 5-day week is
 * the one the closing note quotes: its queue and sums are printed.
 */
import { describe, expect, it } from 'vitest';
import { planCycle } from '../../../core/study/config';
import { type Block, cut, interleave, largestRemainder, plan } from '../../../core/study/planner';
import { CreateCycleInput } from '../../../core/study/schema';

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describe('a 3-subject, 5-day week', () => {
  const cycle = CreateCycleInput.parse({
    name: 'Bar exam',
    days: {
      segunda: { minutes: 60, start: '07:00' },
      Terça: { minutes: 45 },
      QUARTA: { minutes: 90 },
      thursday: { minutes: 30 },
      Sexta: { minutes: 75, start: '19:30' },
    },
    subjects: [
      { pageId: 'constitutional', importance: 5, mastery: 1 }, // weight 25
      { pageId: 'civil-procedure', importance: 4, mastery: 2 }, // weight 16
      { pageId: 'portuguese', importance: 2, mastery: 3 }, //     weight 6
    ],
  });
  const { queue, minutes } = planCycle(cycle);

  it('shares 300 minutes by weight 25 : 16 : 6 with nothing dropped', () => {
    // Exact shares 159.57 / 102.13 / 38.30 in 60 steps: floors 31, 20, 7 (58 steps); the two
    // left go to the largest remainders 43/47 and 31/47 → 160, 100, 40.
    expect(minutes).toEqual([160, 100, 40]);
    expect(sum(queue.map((b) => b.minutes))).toBe(300);
    expect(queue).toEqual<Block[]>([
      { n: 1, pageId: 'constitutional', minutes: 55, mode: 'TIME' },
      { n: 2, pageId: 'civil-procedure', minutes: 50, mode: 'TIME' },
      { n: 3, pageId: 'constitutional', minutes: 55, mode: 'TIME' },
      { n: 4, pageId: 'civil-procedure', minutes: 50, mode: 'TIME' },
      { n: 5, pageId: 'constitutional', minutes: 50, mode: 'TIME' },
      { n: 6, pageId: 'portuguese', minutes: 40, mode: 'TIME' },
    ]);
    const lines = queue.map((b) => `  #${b.n}  ${b.pageId.padEnd(16)} ${String(b.minutes).padStart(3)} min  ${b.mode}`);
    const sums = cycle.subjects.map((s, i) => `${s.pageId} ${minutes[i]}`).join(' + ');
    console.log(`Week ${JSON.stringify(cycle.days)}\nQueue:\n${lines.join('\n')}\nSums: ${sums} = ${sum(minutes)} = the week (300)`);
  });
});

describe('the pieces', () => {
  it('largest remainder breaks equal remainders by subject order', () => {
    expect(largestRemainder(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(largestRemainder(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(largestRemainder(10, [3, 1])).toEqual([8, 2]); // 7.5 / 2.5: the tie goes first
  });

  it('cuts a share into the fewest even blocks, longer first', () => {
    expect(cut(130, 60)).toEqual([45, 45, 40]);
    expect(cut(120, 60)).toEqual([60, 60]);
    expect(cut(65, 60)).toEqual([35, 30]);
    expect(cut(5, 60)).toEqual([5]);
    expect(cut(0, 60)).toEqual([]);
  });

  it('interleaves most-remaining first, never the previous subject while another is left', () => {
    expect(interleave([3, 2, 1])).toEqual([0, 1, 0, 1, 0, 2]);
    expect(interleave([1, 3])).toEqual([1, 0, 1, 1]); // 3 vs 1: one repeat is unavoidable
  });
});

describe('hand-set minutes and re-plans', () => {
  it('a subject set by hand keeps its minutes; the rest is shared by weight among the others', () => {
    const p = plan({
      weekMinutes: 300,
      subjects: [
        { pageId: 'a', weight: 25, minutes: 30 },
        { pageId: 'b', weight: 16 },
        { pageId: 'c', weight: 6 },
      ],
      longestBlockMinutes: 60,
      defaultMode: 'TIME',
    });
    expect(p.minutes).toEqual([30, 195, 75]); // 270 by 16 : 6 = 196.4 / 73.6 → 195 / 75
    expect(sum(p.queue.map((b) => b.minutes))).toBe(300);
  });

  it('a block set by hand keeps its mode and concept through a re-plan', () => {
    const first = plan({ weekMinutes: 120, subjects: [{ pageId: 'a', weight: 1 }, { pageId: 'b', weight: 1 }], longestBlockMinutes: 30, defaultMode: 'TIME' });
    const edited = first.queue.map((b) => (b.n === 3 ? { ...b, mode: 'GOAL' as const, concept: 'a-chapter-2', byHand: true as const } : b));
    const again = plan({ weekMinutes: 180, subjects: [{ pageId: 'a', weight: 1 }, { pageId: 'b', weight: 1 }], longestBlockMinutes: 30, defaultMode: 'TIME', previous: edited });
    // Block 3 was a's second block; a's second block in the new queue inherits it.
    const aBlocks = again.queue.filter((b) => b.pageId === 'a');
    expect(aBlocks[1]).toMatchObject({ mode: 'GOAL', concept: 'a-chapter-2', byHand: true });
    expect(again.queue.filter((b) => b.byHand)).toHaveLength(1);
  });
});
