import { describe, expect, it } from 'vitest';
import { turnTaker } from '../../../core/notebook/sources/turns';

/** The reader threads take turns: a batch of five hostile files costs two threads' budgets at once, not five. */
describe('turnTaker', () => {
  it('runs at most n jobs at once, the rest in order as turns free up, and frees a turn when a job throws', async () => {
    const turns = turnTaker(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve!: () => void;
      const promise = new Promise<void>((ok) => (resolve = ok));
      return { promise, resolve };
    });
    const jobs = gates.map((gate, i) =>
      turns(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await gate.promise;
        running--;
        if (i === 1) throw new Error('a bad file');
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await expect(jobs[1]).rejects.toThrow('a bad file');
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all([jobs[0], jobs[2], jobs[3], jobs[4]])).toEqual([0, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
