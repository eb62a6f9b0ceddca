/**
 * The credit walk on the worked 3-subject queue (SPEC D12): credits fill a subject's blocks in
 * queue order, the surplus is kept for the next lap, a lap completes when every block is full
 * (several at once when the kept credit covers them), and deleting a session takes its minutes
 * off only while its lap is running.
 */
import { describe, expect, it } from 'vitest';
import { blockCredits, credit, type CreditRecord, firstLap, lapView, type LapState, reseat, subjectFor, uncredit } from '../../../core/study/laps';
import type { Block } from '../../../core/study/planner';

// The worked week's queue: law 160, civil 100, pt 40 = 300.
const queue: Block[] = [
  { n: 1, pageId: 'law', minutes: 55, mode: 'TIME' },
  { n: 2, pageId: 'civil', minutes: 50, mode: 'TIME' },
  { n: 3, pageId: 'law', minutes: 55, mode: 'TIME' },
  { n: 4, pageId: 'civil', minutes: 50, mode: 'TIME' },
  { n: 5, pageId: 'law', minutes: 50, mode: 'TIME' },
  { n: 6, pageId: 'pt', minutes: 40, mode: 'TIME' },
];

/** Credits in order, returning the last state and each credit's record. */
function walk(state: LapState, credits: [string, number][]) {
  const records: CreditRecord[] = [];
  const completed: number[] = [];
  for (const [subjectId, minutes] of credits) {
    const r = credit(queue, state, { subjectId, minutes });
    state = r.state;
    records.push(r.record);
    completed.push(...r.completed);
  }
  return { state, records, completed };
}

describe('the credit walk', () => {
  it('fills the subject\'s open blocks in queue order', () => {
    const { state, records } = walk(firstLap(), [['law', 70]]);
    expect(records[0]).toEqual({ lap: 1, subjectId: 'law', minutes: 70, blocks: [{ n: 1, minutes: 55 }, { n: 3, minutes: 15 }], carried: 0 });
    expect(blockCredits(queue, state.given)).toEqual([55, 0, 15, 0, 0, 0]);
    expect(lapView(queue, state)).toEqual({ number: 1, creditedMinutes: 70, totalMinutes: 300 });
  });

  it('carries the surplus across the lap boundary', () => {
    const { state, records, completed } = walk(firstLap(), [['civil', 100], ['pt', 40], ['law', 150], ['law', 30]]);
    expect(completed).toEqual([1]);
    // The last credit finished block 5 (10 minutes) and kept 20 for lap 2, which starts on them.
    expect(records[3]).toEqual({ lap: 1, subjectId: 'law', minutes: 30, blocks: [{ n: 5, minutes: 10 }], carried: 20 });
    expect(state).toEqual({ number: 2, given: { law: 20 }, pinned: {} });
    expect(lapView(queue, state)).toEqual({ number: 2, creditedMinutes: 20, totalMinutes: 300 });
  });

  it('a surplus kept before the lap ends waits for it, and then starts the next lap', () => {
    const { state, completed } = walk(firstLap(), [['pt', 100], ['law', 160], ['civil', 100]]);
    expect(completed).toEqual([1]);
    expect(state.given).toEqual({ pt: 60 });
    expect(blockCredits(queue, state.given)).toEqual([0, 0, 0, 0, 0, 40]); // lap 2's pt block is full already
  });

  it('completes several laps at once when the kept credit covers them', () => {
    const { state, completed } = walk(firstLap(), [['law', 500], ['civil', 100], ['pt', 40], ['civil', 250], ['pt', 100]]);
    // Lap 1 completes on pt 40; law keeps 340. Lap 2 completes on pt 100 and law 180, civil 150,
    // pt 60 still cover lap 3 too; lap 4 starts with law 20, civil 50, pt 20.
    expect(completed).toEqual([1, 2, 3]);
    expect(state).toEqual({ number: 4, given: { law: 20, civil: 50, pt: 20 }, pinned: {} });
  });

  it('many small credits sum exactly', () => {
    const credits = Array.from({ length: 60 }, (_, i) => [['law', 'civil', 'pt'][i % 3]!, 7 + (i % 5)] as [string, number]);
    const given = credits.reduce((a, [, m]) => a + m, 0);
    const { state, completed } = walk(firstLap(), credits);
    const kept = Object.values(state.given).reduce((a, m) => a + m, 0);
    expect(completed.length * 300 + kept).toBe(given);
  });
});

describe('deleting a session', () => {
  it('takes its minutes off while its lap is running', () => {
    const { state, records } = walk(firstLap(), [['law', 70], ['civil', 25]]);
    const { state: after, takenOff } = uncredit(state, records[0]!);
    expect(takenOff).toBe(70);
    expect(after.given).toEqual({ civil: 25 });
    expect(lapView(queue, after).creditedMinutes).toBe(25);
  });

  it('leaves a finished lap as it is — the surplus that started the next lap included', () => {
    const { state, records } = walk(firstLap(), [['civil', 100], ['pt', 40], ['law', 150], ['law', 30], ['civil', 25]]);
    expect(state.number).toBe(2);
    expect(uncredit(state, records[3]!)).toEqual({ state, takenOff: 0 }); // lap 1's last credit
    const { state: after, takenOff } = uncredit(state, records[4]!); // lap 2's credit
    expect(takenOff).toBe(25);
    expect(after.given).toEqual({ law: 20 });
  });
});

describe('re-planning mid-lap', () => {
  it('keeps each remaining subject\'s credit, drops a removed subject\'s, and may complete the lap', () => {
    const state = walk(firstLap(), [['law', 70], ['pt', 40]]).state;
    const smaller: Block[] = [
      { n: 1, pageId: 'law', minutes: 60, mode: 'TIME' },
      { n: 2, pageId: 'civil', minutes: 60, mode: 'TIME' },
    ];
    const r = reseat(queue, smaller, state);
    expect(r).toEqual({ state: { number: 1, given: { law: 70 }, pinned: {} }, completed: [] });
    const done = reseat(smaller, [{ n: 1, pageId: 'law', minutes: 60, mode: 'TIME' }], r.state);
    expect(done).toEqual({ state: { number: 2, given: { law: 10 }, pinned: {} }, completed: [1] });
  });

  it('keeps a pin only where the block is still the same subject\'s GOAL/NEXT', () => {
    const goal: Block[] = queue.map((b) => ({ ...b, mode: 'GOAL', concept: 'NEXT' }));
    const state: LapState = { number: 1, given: {}, pinned: { 1: 'law/ch1', 2: 'civil/ch1' } };
    const swapped = [goal[1]!, goal[0]!].map((b, i) => ({ ...b, n: i + 1 }));
    expect(reseat(goal, [goal[0]!, { ...goal[1]!, mode: 'TIME' as const, concept: undefined }], state).state.pinned).toEqual({ 1: 'law/ch1' });
    expect(reseat(goal, swapped, state).state.pinned).toEqual({});
  });
});

describe('subjectFor', () => {
  const under = (page: string, ancestor: string) => page === ancestor || page.startsWith(`${ancestor}/`);
  it('is the subject itself or the nearest subject above the page', () => {
    expect(subjectFor('law', ['civil', 'law'], under)).toBe('law');
    expect(subjectFor('law/ch1/s2', ['civil', 'law'], under)).toBe('law');
    expect(subjectFor('law/ch1/s2', ['law', 'law/ch1'], under)).toBe('law/ch1');
    expect(subjectFor('math', ['civil', 'law'], under)).toBeUndefined();
  });
});
