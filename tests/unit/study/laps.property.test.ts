/**
 * The credit walk over random queues and random histories of credits and deletions: no minute
 * is lost or invented, a lap never shows more than it was given, each credit is accounted for
 * block by block, and the same credits in any order reach the same state — what lets the
 * service retry a conflicting write and still sum 20 concurrent credits exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credit, type CreditRecord, firstLap, lapView, type LapState, uncredit } from '../../../core/study/laps';
import { plan } from '../../../core/study/planner';

const runs = { numRuns: 500 };

const queueArb = fc
  .record({
    weights: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }),
    week: fc.integer({ min: 1, max: 120 }).map((s) => s * 5),
    longest: fc.integer({ min: 2, max: 24 }).map((s) => s * 5),
  })
  .map(({ weights, week, longest }) =>
    plan({ weekMinutes: week, subjects: weights.map((weight, i) => ({ pageId: `s${i}`, weight })), longestBlockMinutes: longest, defaultMode: 'TIME' }).queue,
  )
  .filter((q) => q.length > 0);

/** A history: credits to subject indices, and deletions of an earlier session (by index). */
const op = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), subject: fc.nat(), minutes: fc.integer({ min: 1, max: 400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }) },
);

describe('credit walk properties', () => {
  it('never loses or invents a minute, and a lap never shows more than it was given', () => {
    fc.assert(
      fc.property(queueArb, fc.array(op, { maxLength: 40 }), (queue, ops) => {
        const subjects = [...new Set(queue.map((b) => b.pageId))];
        const lapMinutes = queue.reduce((a, b) => a + b.minutes, 0);
        let state: LapState = firstLap();
        const sessions: CreditRecord[] = [];
        let net = 0;
        for (const o of ops) {
          if (o.kind === 'credit') {
            const r = credit(queue, state, { subjectId: subjects[o.subject % subjects.length]!, minutes: o.minutes });
            expect(r.record.blocks.reduce((a, b) => a + b.minutes, 0) + r.record.carried).toBe(o.minutes);
            [state, net] = [r.state, net + o.minutes];
            sessions.push(r.record);
          } else if (sessions.length) {
            const [gone] = sessions.splice(o.which % sessions.length, 1);
            const r = uncredit(state, gone!);
            expect(r.takenOff).toBe(gone!.lap === state.number ? gone!.minutes : 0);
            [state, net] = [r.state, net - r.takenOff];
          }
          const kept = Object.values(state.given).reduce((a, m) => a + m, 0);
          // Every completed lap spent exactly one lap's minutes; the rest is still held.
          expect((state.number - 1) * lapMinutes + kept).toBe(net);
          const view = lapView(queue, state);
          expect(view.creditedMinutes).toBeLessThanOrEqual(Math.min(kept, view.totalMinutes));
          expect(view.creditedMinutes).toBeLessThan(view.totalMinutes); // a full lap never stays running
        }
      }),
      runs,
    );
  });

  it('the same credits in any order reach the same state', () => {
    fc.assert(
      fc.property(
        queueArb,
        fc.array(fc.record({ subject: fc.nat(), minutes: fc.integer({ min: 1, max: 200 }) }), { minLength: 1, maxLength: 20 }),
        fc.integer(),
        (queue, credits, seed) => {
          const subjects = [...new Set(queue.map((b) => b.pageId))];
          const run = (list: typeof credits) =>
            list.reduce<LapState>((s, c) => credit(queue, s, { subjectId: subjects[c.subject % subjects.length]!, minutes: c.minutes }).state, firstLap());
          const shuffled = credits.map((c, i) => ({ c, k: Math.imul(i + 1, seed | 1) >>> 0 })).sort((a, b) => a.k - b.k).map((x) => x.c);
          expect(run(shuffled)).toEqual(run(credits));
        },
      ),
      runs,
    );
  });
});
