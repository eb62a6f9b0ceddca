/**
 * Focus Mode timer cycles (DOMAIN-FACTS "Timer cycles"): recorded by the client when a cycle
 * runs out, counted on the local day it ended, never twice for a retried POST, and the
 * briefing's `yesterday.focusCycles` counts the focus ones.
 */
import { describe, expect, it } from 'vitest';
import { buildBriefingFacts } from '../../../core/ai/briefing/facts';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { RecordCycleInput } from '../../../core/focus/cycle-schema';
import { clockedApi, planned, tokenClient } from './helpers';

const { api } = clockedApi(); // Sunday 2026-11-29 12:00 UTC
const pomodoro = (startedAt: string, endedAt: string, extra: object = {}) => ({ type: 'POMODORO', minutes: 25, startedAt, endedAt, ...extra });

describe('timer cycles', () => {
  it('record once per cycle: a retry answers the same row, a different cycle at the same start is a conflict', async () => {
    const p = await planned(api);
    const cycle = pomodoro('2026-11-29T10:00:00Z', '2026-11-29T10:25:00Z', { entryId: p.groups[0] });
    const first = await p.u.ok('POST', '/focus/cycles', cycle);
    expect(first).toMatchObject({ id: expect.stringMatching(/^cyc_/), type: 'POMODORO', minutes: 25, date: '2026-11-29', entryId: p.groups[0], created: true });
    expect(await p.u.ok('POST', '/focus/cycles', cycle, 200)).toMatchObject({ id: first.id, created: false });
    // The same instant written with another offset is the same cycle.
    expect(await p.u.ok('POST', '/focus/cycles', { ...cycle, startedAt: '2026-11-29T07:00:00-03:00', endedAt: '2026-11-29T07:25:00-03:00' }, 200)).toMatchObject({ id: first.id });
    const clash = await p.u.call('POST', '/focus/cycles', { ...cycle, minutes: 50 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('CONFLICT');
    await p.u.ok('POST', '/focus/cycles', { type: 'SHORT_BREAK', minutes: 5, startedAt: '2026-11-29T10:25:00Z', endedAt: '2026-11-29T10:30:00Z' });

    const today = await p.u.ok('GET', '/focus/cycles');
    expect(today.items.map((c: any) => [c.type, c.startedAt])).toEqual([
      ['POMODORO', '2026-11-29T10:00:00.000Z'],
      ['SHORT_BREAK', '2026-11-29T10:25:00.000Z'],
    ]);
    expect(today.nextCursor).toBeNull();
    expect((await p.u.ok('GET', '/focus/cycles?date=2026-11-28')).items).toEqual([]);
  });

  it('bad input lists every failed field; a future end or a start after the end is refused; nothing is written', async () => {
    const u = await tokenClient(api);
    const bad = await u.call('POST', '/focus/cycles', { type: 'NAP', minutes: 0, startedAt: 'yesterday', endedAt: '10:25' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: any) => f.path).sort()).toEqual(['endedAt', 'minutes', 'startedAt', 'type']);
    const long = await u.call('POST', '/focus/cycles', { ...pomodoro('2026-11-29T08:00:00Z', '2026-11-29T11:01:00Z'), minutes: 181 });
    expect(long.body.error.fields).toEqual([expect.objectContaining({ path: 'minutes' })]);
    const backwards = await u.call('POST', '/focus/cycles', pomodoro('2026-11-29T10:25:00Z', '2026-11-29T10:00:00Z'));
    expect(backwards.body.error.fields).toEqual([{ path: 'endedAt', message: 'Must be after startedAt' }]);
    const future = await u.call('POST', '/focus/cycles', pomodoro('2026-11-29T12:00:00Z', '2026-11-29T12:25:00Z'));
    expect(future.status).toBe(400);
    expect(future.body.error.fields[0].path).toBe('endedAt');
    expect((await u.ok('GET', '/focus/cycles')).items).toEqual([]);
  });

  it('another person’s entry id is not found, and each person lists only their own cycles', async () => {
    const owner = await planned(api);
    const other = await tokenClient(api);
    await owner.u.ok('POST', '/focus/cycles', pomodoro('2026-11-29T09:00:00Z', '2026-11-29T09:25:00Z'));
    const res = await other.call('POST', '/focus/cycles', pomodoro('2026-11-29T09:00:00Z', '2026-11-29T09:25:00Z', { entryId: owner.groups[0] }));
    expect(res.status).toBe(404);
    expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'entryId' })]);
    expect((await other.ok('GET', '/focus/cycles')).items).toEqual([]);
    expect((await owner.u.ok('GET', '/focus/cycles')).items).toHaveLength(1);
  });

  it('count on the local day they ended, and the briefing shows yesterday’s focus cycles (breaks not counted)', async () => {
    const p = await planned(api);
    await p.u.ok('PATCH', '/me/configuration', { timeZone: 'America/Sao_Paulo' }, 200); // UTC−3: it is 09:00 on the 29th
    // Ended 01:00 UTC on the 29th = 22:00 on the 28th in São Paulo.
    expect(await p.u.ok('POST', '/focus/cycles', pomodoro('2026-11-29T00:35:00Z', '2026-11-29T01:00:00Z'))).toMatchObject({ date: '2026-11-28' });
    await p.u.ok('POST', '/focus/cycles', pomodoro('2026-11-28T20:00:00Z', '2026-11-28T20:25:00Z'));
    await p.u.ok('POST', '/focus/cycles', { type: 'LONG_BREAK', minutes: 15, startedAt: '2026-11-28T20:25:00Z', endedAt: '2026-11-28T20:40:00Z' });
    await p.u.ok('POST', '/focus/cycles', pomodoro('2026-11-29T11:00:00Z', '2026-11-29T11:25:00Z'));
    expect((await p.u.ok('GET', '/focus/cycles?date=2026-11-28')).items).toHaveLength(3);
    const facts = await buildBriefingFacts(p.u.ctx, '2026-11-29', { signals: false });
    expect(facts.yesterday).toMatchObject({ date: '2026-11-28', focusCycles: 2 });
  });

  it('the Focus Mode day view shows them (the agent reads them there); no agent tool records one', async () => {
    const p = await planned(api);
    await p.u.ok('POST', '/focus/cycles', pomodoro('2026-11-29T08:00:00Z', '2026-11-29T08:25:00Z', { entryId: p.groups[1] }));
    const day = await p.u.ok('GET', '/focus/day');
    expect(day.cycles).toEqual([expect.objectContaining({ type: 'POMODORO', minutes: 25, entryId: p.groups[1], date: '2026-11-29' })]);
    expect((await p.u.ok('GET', '/focus/day?date=2026-11-28')).cycles).toEqual([]);
    expect(AGENT_TOOLS.some((t) => (t as { schema: unknown }).schema === RecordCycleInput)).toBe(false);
    expect(AGENT_TOOLS.find((t) => t.name === 'getFocusDay')).toMatchObject({ kind: 'read' });
  });
});
