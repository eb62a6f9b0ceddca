/**
 * `GET /study/today` (SPEC D12): per active cycle, the blocks that fill what is left of
 * today's minutes (the owner's weekday; 2026-11-29 is a Sunday) from the lap's position; what
 * the cycle was credited today comes off; GOAL/NEXT blocks get the roadmap's next page pinned
 * the first time they are opened, and keep it.
 */
import { describe, expect, it } from 'vitest';
import { StudyCycles } from '../../../core/study/entity';
import { addDays } from '../../../core/xp/dates';
import { page, studentWithTopics, studyApi, TODAY, type Student } from './helpers';

const { api } = studyApi();
const slice = (today: any, cycleId: string) => today.items.find((i: any) => i.cycleId === cycleId);
const version = async (s: Student, cycleId: string) => (await StudyCycles(api.deps.db).get({ userId: s.id, cycleId }).go({ consistent: true })).data!.version;

describe("today's slice", () => {
  it('moves after a logged session and a focused pomodoro; carries on into the next lap; a rest day has no blocks', async () => {
    const { s, pages } = await studentWithTopics(api, ['French', 'German', 'Art']);
    const c = await s.ok('POST', '/study/cycles', {
      name: 'Languages',
      days: { domingo: { minutes: 90 }, monday: { minutes: 30 } },
      subjects: [{ pageId: 'French', importance: 3, mastery: 3 }, { pageId: 'German', importance: 3, mastery: 3 }],
    });
    const rest = await s.ok('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 3 }] });
    const [fr, de] = [pages.French, pages.German];
    expect(c.queue.map((b: any) => [b.n, b.pageId, b.minutes])).toEqual([[1, fr, 60], [2, de, 60]]);

    const before = await s.ok('GET', '/study/today');
    expect(before.items.map((i: any) => i.cycleId)).toEqual([c.id, rest.id]);
    expect(slice(before, c.id)).toMatchObject({ name: 'Languages', blocks: [{ n: 1, pageId: fr, minutes: 60, mode: 'TIME' }, { n: 2, pageId: de, minutes: 30, mode: 'TIME' }] });
    expect(slice(before, rest.id)).toMatchObject({ plannedMinutes: 0, blocks: [] });

    await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 40 });
    const after = slice(await s.ok('GET', '/study/today'), c.id);
    // 90 planned − 40 credited today = 50: what is left of block 1, then block 2.
    expect(after).toMatchObject({ plannedMinutes: 90, creditedTodayMinutes: 40 });
    expect(after.blocks.map((b: any) => [b.n, b.minutes, b.lap])).toEqual([[1, 20, 1], [2, 30, 1]]);

    // A session dated yesterday fills German's block without counting against today.
    await s.ok('POST', '/study/sessions', { pageId: 'German', minutes: 60, date: addDays(TODAY, -1) });
    const pomodoro = { type: 'POMODORO', minutes: 10, startedAt: `${TODAY}T09:00:00Z`, endedAt: `${TODAY}T09:10:00Z`, pageId: de };
    await s.ok('POST', '/focus/cycles', pomodoro);
    const later = slice(await s.ok('GET', '/study/today'), c.id);
    // 90 − 40 − 10 = 40: French's last 20 in lap 1, then German's 10 surplus is kept, so lap 2 starts with French.
    expect(later.creditedTodayMinutes).toBe(50);
    expect(later.blocks.map((b: any) => [b.n, b.pageId, b.minutes, b.lap])).toEqual([[1, fr, 20, 1], [1, fr, 20, 2]]);
  });

  it('pins the roadmap’s next page on a GOAL/NEXT block the first time it opens, writes once, and keeps it', async () => {
    const { s, pages } = await studentWithTopics(api, ['Biology', 'Physics']);
    const cells = await page(s, 'Cells', pages.Biology);
    const genes = await page(s, 'Genes', pages.Biology);
    const a = await s.ok('POST', `/notebook/pages/${pages.Biology}/board/nodes`, { kind: 'PAGE', pageId: cells.id });
    const b = await s.ok('POST', `/notebook/pages/${pages.Biology}/board/nodes`, { kind: 'PAGE', pageId: genes.id });
    await s.ok('POST', `/notebook/pages/${pages.Biology}/board/edges`, { from: a.id, to: b.id });
    const c = await s.ok('POST', '/study/cycles', {
      name: 'Science',
      days: { sunday: { minutes: 60 } },
      subjects: [{ pageId: 'Biology', importance: 3, mastery: 3 }, { pageId: 'Physics', importance: 3, mastery: 3 }],
      defaultMode: 'goal',
    });
    expect(c.queue.map((q: any) => [q.mode, q.concept])).toEqual([['GOAL', 'NEXT'], ['GOAL', 'NEXT']]);
    const v0 = await version(s, c.id);

    const first = slice(await s.ok('GET', '/study/today'), c.id);
    // Biology's roadmap says Cells (Genes waits on it); Physics has no roadmap, so it stays NEXT.
    expect(first.blocks.map((q: any) => [q.pageId, q.concept])).toEqual([[pages.Biology, cells.id], [pages.Physics, 'NEXT']]);
    expect(await version(s, c.id)).toBe(v0 + 1);
    await s.ok('GET', '/study/today');
    expect(await version(s, c.id), 'nothing new pinned: nothing written').toBe(v0 + 1);

    await s.ok('PATCH', `/notebook/pages/${pages.Biology}/board/nodes/${a.id}`, { status: 'DONE' });
    expect(slice(await s.ok('GET', '/study/today'), c.id).blocks[0].concept, 'fixed the first time it opened').toBe(cells.id);
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).queue[0]).toMatchObject({ concept: 'NEXT', pinned: cells.id });
  });
});
