/**
 * The briefing's on-screen numbers from real days: yesterday from its snapshot (or live before
 * the day close reaches it), the recovery window from each closed day's open count — a count
 * kept beside each snapshot through late checks — and today read live.
 */
import { describe, expect, it } from 'vitest';
import { buildBriefingFacts } from '../../../core/ai/briefing/facts';
import { closeUser } from '../../../core/dayclose/close-user';
import { Snapshots } from '../../../core/dayclose/entity';
import { summarize, summariesBetween } from '../../../core/dayclose/summary';
import { createDeps, type Clock } from '../../../core/context';
import { checkItem, skipItem } from '../../../core/today/service';
import { fixedClock } from '../../support/deps';
import { clockedApi, planned } from '../day/helpers';

const DAY = 24 * 3600 * 1000;

/** Three habits every day from Sunday 2026-11-29: Sunday one checked, one skipped; Monday untouched. */
async function threeDays(opts: { closeTuesday: boolean }) {
  const { api, clock } = clockedApi(); // Sunday 12:00 UTC
  const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }, { name: 'Walk' }]);
  const ctx = p.u.ctx;
  await checkItem(ctx, { groupId: p.groups[0]! });
  await skipItem(ctx, { groupId: p.groups[1]! });
  for (let d = 0; d < 3; d++) {
    clock.advance(DAY);
    if (d < 2 || opts.closeTuesday) await closeUser(ctx, 'UTC', clock.now());
  }
  return { ctx, p }; // now Wednesday 2026-12-02
}

describe('the briefing facts from closed days', () => {
  it('yesterday in full, the recovery window by open count, today live', async () => {
    const { ctx } = await threeDays({ closeTuesday: true });
    const f = await buildBriefingFacts(ctx, '2026-12-02', { signals: false });
    expect(f.yesterday).toMatchObject({ date: '2026-12-01', hadRoutine: true, complete: false, doneCount: 0, skippedCount: 0, xpEarned: 0 });
    expect((f.yesterday.openItems as { name: string }[]).map((o) => o.name)).toEqual(['Read', 'Run', 'Walk']);
    expect(f.today).toMatchObject({
      scheduledItemCount: 3,
      recovery: {
        days: [
          { date: '2026-11-30', openItems: 3, daysLeft: 6 },
          { date: '2026-11-29', openItems: 1, daysLeft: 5 },
        ],
        soonestExpiryDays: 5,
      },
    });
    expect(f.signals).toEqual([]);
    expect(f.worthShowing).toBe(true);
  });

  it('a late check lowers the day’s open count; a day with nothing open leaves the window', async () => {
    const { ctx, p } = await threeDays({ closeTuesday: true });
    await checkItem(ctx, { groupId: p.groups[2]!, date: '2026-11-29' });
    await checkItem(ctx, { groupId: p.groups[0]!, date: '2026-11-30' });
    const f = await buildBriefingFacts(ctx, '2026-12-02', { signals: false });
    expect(f.today.recovery).toMatchObject({ days: [{ date: '2026-11-30', openItems: 2 }] });
    // Unchecking opens it again.
    await checkItem(ctx, { groupId: p.groups[2]!, date: '2026-11-29', checked: false });
    const g = await buildBriefingFacts(ctx, '2026-12-02', { signals: false });
    expect(g.today.recovery).toMatchObject({ days: [{ date: '2026-11-30', openItems: 2 }, { date: '2026-11-29', openItems: 1 }] });
  });

  it('every closed day’s summary agrees with its snapshot through late checks, skips and unchecks', async () => {
    const { ctx, p } = await threeDays({ closeTuesday: true });
    await checkItem(ctx, { groupId: p.groups[1]!, date: '2026-11-30' });
    await skipItem(ctx, { groupId: p.groups[2]!, date: '2026-11-30' });
    await checkItem(ctx, { groupId: p.groups[0]!, date: '2026-12-01' });
    await checkItem(ctx, { groupId: p.groups[0]!, date: '2026-11-29', checked: false });
    const snapshots = (await Snapshots(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' })).data;
    expect(snapshots.map((s) => s.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(await summariesBetween(ctx, '2026-11-01', '2026-12-31')).toEqual(snapshots.map((s) => summarize(s.day, s)));
    const f = await buildBriefingFacts(ctx, '2026-12-02', { signals: true });
    expect(f.today.recovery).toMatchObject({ days: [{ date: '2026-11-30', openItems: 1 }, { date: '2026-11-29', openItems: 2 }] });
  });

  it('before the day close reaches yesterday, yesterday is read live', async () => {
    const { ctx } = await threeDays({ closeTuesday: false });
    expect(await Snapshots(ctx.deps.db).get({ userId: ctx.actor.userId, day: '2026-12-01' }).go()).toMatchObject({ data: null });
    const f = await buildBriefingFacts(ctx, '2026-12-02', { signals: true });
    expect(f.yesterday).toMatchObject({ date: '2026-12-01', hadRoutine: true, doneCount: 0 });
    expect((f.yesterday.openItems as unknown[]).length).toBe(3);
    expect(f.today.recovery).toMatchObject({ days: [{ date: '2026-11-30' }, { date: '2026-11-29' }] });
  });

  it('a check that lands between the day close reading the day and inserting its snapshot is folded into both snapshot and summary', async () => {
    const { api } = clockedApi(); // the person's clock: Sunday 12:00 UTC, checking "today"
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    // The day close runs at Monday 00:30 over a table where, just before the snapshot's insert
    // is sent, the person's check of Sunday (still their today, still open) commits.
    let raced = false;
    const doc = new Proxy(api.deps.db.doc, {
      get(target, prop, receiver) {
        if (prop !== 'send') return Reflect.get(target, prop, receiver);
        return async (cmd: { input?: { TransactItems?: { Put?: { Item?: { __edb_e__?: string } } }[] } }, ...rest: unknown[]) => {
          const insertsSnapshot = cmd.input?.TransactItems?.some((i) => i.Put?.Item?.__edb_e__ === 'daySnapshot');
          if (insertsSnapshot && !raced) {
            raced = true;
            expect(await checkItem(p.u.ctx, { groupId: p.groups[1]! })).toMatchObject({ date: '2026-11-29', status: 'checked' });
          }
          return (target.send as (...a: unknown[]) => unknown).call(target, cmd, ...rest);
        };
      },
    });
    const night = fixedClock(new Date('2026-11-30T00:30:00Z'));
    const closing = { deps: createDeps(api.deps.config, { db: { ...api.deps.db, doc }, clock: night as Clock, log: api.deps.log }), actor: p.u.ctx.actor };
    expect(await closeUser(closing, 'UTC', night.now())).toMatchObject({ snapshots: 1 });
    expect(raced).toBe(true);
    const snapshot = (await Snapshots(api.deps.db).get({ userId: p.u.id, day: '2026-11-29' }).go()).data!;
    expect(snapshot.entries.map((e) => e.status)).toEqual(['OPEN', 'CHECKED']);
    expect(await summariesBetween(p.u.ctx, '2026-11-29', '2026-11-29')).toEqual([summarize('2026-11-29', snapshot)]);
    expect((await summariesBetween(p.u.ctx, '2026-11-29', '2026-11-29'))[0]).toMatchObject({ openCount: 1, checkedCount: 1 });
  });
});

describe('an account made today', () => {
  it('has no yesterday: today\'s routine is not read back onto the day before the account', async () => {
    const { api } = clockedApi(); // Sunday 2026-11-29 12:00 UTC, the account made now
    const p = await planned(api, [{ name: 'Read' }, { name: 'Run' }]);
    const f = await buildBriefingFacts(p.u.ctx, '2026-11-29', { signals: true });
    expect(f.yesterday).toMatchObject({ date: '2026-11-28', hadRoutine: false, complete: false, doneCount: 0, skippedCount: 0, xpEarned: 0, openItems: [] });
    expect(f.today).toMatchObject({ scheduledItemCount: 2, recovery: null });
    expect(f.worthShowing).toBe(true); // today's items
  });

  it('the next day, its first day is a real yesterday', async () => {
    const { api, clock } = clockedApi();
    const p = await planned(api, [{ name: 'Read' }]);
    clock.advance(DAY);
    const f = await buildBriefingFacts(p.u.ctx, '2026-11-30', { signals: false });
    expect(f.yesterday).toMatchObject({ date: '2026-11-29', hadRoutine: true });
    expect((f.yesterday.openItems as { name: string }[]).map((o) => o.name)).toEqual(['Read']);
  });
});
