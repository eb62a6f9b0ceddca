/**
 * Laps and the credit walk through real sessions and timer cycles (SPEC D12): minutes fill the
 * subject's blocks in queue order, the surplus is kept for the next lap, deleting a session
 * takes its minutes off only while its lap runs, concurrent credits add up exactly, and a
 * POMODORO naming a notebook page credits the cycle once, however often the client retries.
 */
import { describe, expect, it } from 'vitest';
import { StudyCycles } from '../../../core/study/entity';
import { addDays } from '../../../core/xp/dates';
import { page, studentWithTopics, studyApi, TODAY } from './helpers';

const { api } = studyApi();
const twoSubjects = { name: 'Languages', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'French', importance: 3, mastery: 3 }, { pageId: 'German', importance: 3, mastery: 3 }] };

describe('the credit walk', () => {
  it('fills the subject’s blocks, carries the surplus across the lap boundary, and a page under a subject counts for it', async () => {
    const { s, pages } = await studentWithTopics(api, ['French', 'German']);
    const verbs = await page(s, 'Verbs', pages.French);
    const c = await s.ok('POST', '/study/cycles', twoSubjects);
    expect(c.queue.map((b: any) => [b.pageId, b.minutes])).toEqual([[pages.French, 30], [pages.German, 30]]);

    const first = await s.ok('POST', '/study/sessions', { pageId: 'Verbs', minutes: 50 });
    expect(first).toMatchObject({ id: expect.stringMatching(/^ssn_/), cycleId: c.id, lap: { number: 1, creditedMinutes: 30, totalMinutes: 60 } });
    expect(first.credit).toEqual({ lap: 1, blocks: [{ n: 1, minutes: 30 }], carried: 20, completedLaps: [] });
    const second = await s.ok('POST', '/study/sessions', { pageId: pages.German, minutes: 30 });
    // The lap completes; the next starts with French's 20 kept minutes in its first block.
    expect(second).toMatchObject({ lap: { number: 2, creditedMinutes: 20, totalMinutes: 60 }, credit: { lap: 1, completedLaps: [1] } });
    const cycle = await s.ok('GET', `/study/cycles/${c.id}`);
    expect(cycle.queue.map((b: any) => b.credited)).toEqual([20, 0]);
    expect(first.pageId).toBe(verbs.id);
  });

  it('deleting a session takes its minutes off a running lap, and leaves a finished lap as it was', async () => {
    const { s } = await studentWithTopics(api, ['French', 'German']);
    const c = await s.ok('POST', '/study/cycles', twoSubjects);
    const old = await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 40 });
    await s.ok('POST', '/study/sessions', { pageId: 'German', minutes: 30 });
    const running = await s.ok('POST', '/study/sessions', { pageId: 'German', minutes: 15 });
    expect(running.lap).toEqual({ number: 2, creditedMinutes: 25, totalMinutes: 60 });

    await s.ok('DELETE', `/study/sessions/${running.id}`);
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).lap).toEqual({ number: 2, creditedMinutes: 10, totalMinutes: 60 });
    // Lap 1 is history: its session goes, its minutes (and the 10 it carried) stay.
    await s.ok('DELETE', `/study/sessions/${old.id}`);
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).lap).toEqual({ number: 2, creditedMinutes: 10, totalMinutes: 60 });
    expect((await s.ok('GET', '/study/sessions')).items).toHaveLength(1);
    expect((await s.call('DELETE', `/study/sessions/${old.id}`)).status).toBe(404);
  });

  it('an archived cycle is frozen: deleting one of its sessions takes nothing off', async () => {
    const { s, pages } = await studentWithTopics(api, ['French', 'German']);
    const c = await s.ok('POST', '/study/cycles', twoSubjects);
    const session = await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 20 });
    await s.ok('POST', `/study/cycles/${c.id}/archive`, undefined, 200);
    await s.ok('DELETE', `/study/sessions/${session.id}`);
    const stored = (await StudyCycles(api.deps.db).get({ userId: s.id, cycleId: c.id }).go({ consistent: true })).data!;
    expect(stored).toMatchObject({ status: 'ARCHIVED', lap: { number: 1, given: { [pages.French!]: 20 } } });
  });

  it('20 concurrent credits sum exactly, across a lap boundary', async () => {
    const { s } = await studentWithTopics(api, ['Piano']);
    const c = await s.ok('POST', '/study/cycles', { name: 'Practice', days: { monday: { minutes: 100 } }, subjects: [{ pageId: 'Piano', importance: 3, mastery: 3 }] });
    const results = await Promise.all(Array.from({ length: 20 }, () => s.call('POST', '/study/sessions', { pageId: 'Piano', minutes: 7 })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const lap = (await s.ok('GET', `/study/cycles/${c.id}`)).lap;
    // 140 minutes: lap 1 (100) complete, 40 into lap 2.
    expect(lap).toEqual({ number: 2, creditedMinutes: 40, totalMinutes: 100 });
    expect((await s.ok('GET', '/study/sessions')).items).toHaveLength(20);
  });

  it('a page in no active cycle is still a session: stored and listed, crediting nothing', async () => {
    const { s } = await studentWithTopics(api, ['French', 'German', 'Cooking']);
    const c = await s.ok('POST', '/study/cycles', twoSubjects);
    const loose = await s.ok('POST', '/study/sessions', { pageId: 'Cooking', minutes: 30 });
    expect(loose).toMatchObject({ cycleId: null, lap: null, credit: null });
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).lap.creditedMinutes).toBe(0);
    expect((await s.ok('GET', '/study/sessions')).items).toEqual([expect.objectContaining({ id: loose.id, title: 'Cooking', cycleId: null, lap: null })]);
  });
});

describe('sessions logged by hand', () => {
  it('date = today or one of the last 30 days; list the last 1–31 days (default 7); every failed field at once', async () => {
    const { s } = await studentWithTopics(api, ['French', 'German']);
    await s.ok('POST', '/study/cycles', twoSubjects);
    const today = await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 10 });
    expect(today.date).toBe(TODAY);
    const tenAgo = await s.ok('POST', '/study/sessions', { pageId: 'French', minutes: 10, date: addDays(TODAY, -10) });
    await s.ok('POST', '/study/sessions', { pageId: 'German', minutes: 10, date: addDays(TODAY, -30) });
    const bad = await s.call('POST', '/study/sessions', { pageId: '', minutes: 0, date: addDays(TODAY, -31) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: any) => f.path).sort()).toEqual(['date', 'minutes', 'pageId']);
    expect((await s.call('POST', '/study/sessions', { pageId: 'French', minutes: 10, date: addDays(TODAY, 1) })).body.error.fields).toEqual([
      { path: 'date', message: expect.stringMatching(/future/) },
    ]);

    expect((await s.ok('GET', '/study/sessions')).items.map((x: any) => x.id)).toEqual([today.id]);
    const eleven = await s.ok('GET', '/study/sessions?days=11');
    expect(eleven.items.map((x: any) => [x.id, x.date])).toEqual([[today.id, TODAY], [tenAgo.id, addDays(TODAY, -10)]]);
    expect((await s.ok('GET', '/study/sessions?days=31')).items).toHaveLength(3);
    expect((await s.call('GET', '/study/sessions?days=32')).body.error.fields).toEqual([{ path: 'days', message: expect.any(String) }]);
  });
});

describe('timer cycles that name a notebook page', () => {
  const pomodoro = (pageId: string, startedAt = `${TODAY}T10:00:00Z`, type = 'POMODORO') => ({
    type,
    minutes: 25,
    startedAt,
    endedAt: new Date(Date.parse(startedAt) + 25 * 60_000).toISOString(),
    pageId,
  });

  it('a finished POMODORO credits the cycle once (a retry credits nothing again); a break or an unknown page does not', async () => {
    const { s, pages } = await studentWithTopics(api, ['French', 'German']);
    const c = await s.ok('POST', '/study/cycles', twoSubjects);
    const verbs = await page(s, 'Verbs', pages.French);
    const recorded = await s.ok('POST', '/focus/cycles', pomodoro(verbs.id));
    expect(recorded).toMatchObject({ created: true, pageId: verbs.id, studyCycleId: c.id });
    expect(await s.ok('POST', '/focus/cycles', pomodoro(verbs.id), 200)).toMatchObject({ id: recorded.id, created: false });
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).lap.creditedMinutes).toBe(25);

    const brk = await s.ok('POST', '/focus/cycles', pomodoro(verbs.id, `${TODAY}T10:30:00Z`, 'SHORT_BREAK'));
    expect(brk).toMatchObject({ pageId: verbs.id, studyCycleId: null });
    const unknown = await s.call('POST', '/focus/cycles', pomodoro('nbp_00000000000000000000000000', `${TODAY}T11:00:00Z`));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toEqual([{ path: 'pageId', message: expect.any(String) }]);
    expect((await s.ok('GET', `/study/cycles/${c.id}`)).lap.creditedMinutes).toBe(25);
    // Focus Mode's record, not a session logged by hand.
    expect((await s.ok('GET', '/study/sessions')).items).toEqual([]);
  });
});
