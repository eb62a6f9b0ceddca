import { describe, expect, it } from 'vitest';
import { clock, cycleRecord, idle, pause, remainingMs, resume, start, tick } from '../../web/src/pages/focus/pomodoro';

const T0 = Date.parse('2026-12-01T09:00:00Z');
const MIN = 60_000;

describe('the Focus Mode timer (a cycle is recorded once, when it runs out)', () => {
  it('runs its length and completes at the instant it ran out, not when it was next looked at', () => {
    let t = start(idle('POMODORO', 25), T0);
    expect(remainingMs(t, T0 + 10 * MIN)).toBe(15 * MIN);
    expect(tick(t, T0 + 25 * MIN - 1).phase).toBe('running');
    t = tick(t, T0 + 40 * MIN); // the tab slept
    expect(t).toEqual({ phase: 'done', type: 'POMODORO', minutes: 25, startedAt: T0, endedAt: T0 + 25 * MIN });
    expect(tick(t, T0 + 50 * MIN)).toBe(t); // done stays done: one record
  });

  it('a pause stops the time; the cycle ends later by exactly the pause', () => {
    let t = start(idle('SHORT_BREAK'), T0);
    expect(t.minutes).toBe(5);
    t = pause(t, T0 + 2 * MIN);
    expect(remainingMs(t, T0 + 30 * MIN)).toBe(3 * MIN);
    expect(tick(t, T0 + 30 * MIN).phase).toBe('paused');
    t = resume(t, T0 + 10 * MIN);
    const done = tick(t, T0 + 13 * MIN);
    expect(done).toMatchObject({ phase: 'done', startedAt: T0, endedAt: T0 + 13 * MIN });
  });

  it('what completion sends: POST /focus/cycles with the length it was set to, the entry and the page when given', () => {
    const done = tick(start(idle('POMODORO', 1), T0), T0 + MIN);
    if (done.phase !== 'done') throw new Error('not done');
    expect(cycleRecord(done, { entryId: 'grp_1' })).toEqual({ type: 'POMODORO', minutes: 1, startedAt: '2026-12-01T09:00:00.000Z', endedAt: '2026-12-01T09:01:00.000Z', entryId: 'grp_1' });
    expect(cycleRecord(done, { pageId: 'nbp_1' })).not.toHaveProperty('entryId');
  });

  it('shows minutes and seconds, rounding a part second up', () => {
    expect(clock(25 * MIN)).toBe('25:00');
    expect(clock(59_001)).toBe('01:00');
    expect(clock(0)).toBe('00:00');
  });
});
