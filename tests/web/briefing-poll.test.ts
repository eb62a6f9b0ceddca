import { describe, expect, it } from 'vitest';
import { PENDING, type Narrative } from '../../core/ai/briefing/narrative';
import { POLL_DELAYS_MS, pollNarrative } from '../../web/src/pages/today/briefing-poll';

const READY: Narrative = { status: 'READY', todayLines: ['A line.'], yesterdayLines: [] };

/** A poll driven by a fake clock: every wait is recorded and returns at once. */
function run(answers: (Narrative | Error)[], signal = new AbortController().signal) {
  const waits: number[] = [];
  let calls = 0;
  const out = pollNarrative(
    {
      fetchNarrative: async () => {
        const a = answers[Math.min(calls++, answers.length - 1)]!;
        if (a instanceof Error) throw a;
        return a;
      },
      wait: async (ms) => void waits.push(ms),
    },
    signal,
  );
  return { out, waits, calls: () => calls };
}

describe('the briefing poll (SPEC B4: about 70 s in 10 requests, then the fallback copy)', () => {
  it('its schedule is ten requests over about 70 s, slowing down', () => {
    expect(POLL_DELAYS_MS).toHaveLength(10);
    expect(POLL_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(70_000);
    expect([...POLL_DELAYS_MS].sort((a, b) => a - b)).toEqual(POLL_DELAYS_MS);
  });

  it('stops at the first answer that is no longer PENDING', async () => {
    const r = run([PENDING, PENDING, READY]);
    expect(await r.out).toEqual({ kind: 'narrative', narrative: READY });
    expect(r.calls()).toBe(3);
    expect(r.waits).toEqual(POLL_DELAYS_MS.slice(0, 3));
  });

  it('an UNAVAILABLE day ends it too (B6: no retry)', async () => {
    const unavailable: Narrative = { status: 'UNAVAILABLE', todayLines: [], yesterdayLines: [] };
    expect(await run([unavailable]).out).toEqual({ kind: 'narrative', narrative: unavailable });
  });

  it('gives up after ten PENDING answers; a failed request counts as one and never ends it early', async () => {
    const r = run([new Error('offline'), PENDING]);
    expect(await r.out).toEqual({ kind: 'gave-up' });
    expect(r.calls()).toBe(10);
  });

  it('an abort (the card closed) ends it without another request', async () => {
    const stop = new AbortController();
    stop.abort();
    const r = run([READY], stop.signal);
    expect(await r.out).toEqual({ kind: 'aborted' });
    expect(r.calls()).toBe(0);
  });

  it('with the real timer, an abort during a wait ends it at once', async () => {
    const stop = new AbortController();
    const out = pollNarrative({ fetchNarrative: async () => READY }, stop.signal);
    stop.abort();
    expect(await out).toEqual({ kind: 'aborted' });
  });
});
