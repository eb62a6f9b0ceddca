/**
 * Study cycles through REST (SPEC D12, CONTRACT "Study cycles"): weekdays in any case or in
 * Portuguese, minutes snapped to 5, a queue that adds up to the week, subjects named by page
 * title, no overlap between active cycles (409 naming the other), TIME with a concept refused,
 * edits that change only what they are given, archive and delete.
 */
import { describe, expect, it } from 'vitest';
import { page, studentWithTopics, studyApi, sum } from './helpers';

const { api } = studyApi();
const week = { SEGUNDA: { minutes: 90, start: '07:00' }, 'Terça': { minutes: 60 }, quarta: { minutes: 47 }, Thursday: { minutes: 60 }, sexta: { minutes: 45 } };

describe('POST /study/cycles', () => {
  it('plans a 3-subject, 5-day week into a queue that adds up to it exactly (Portuguese and mixed-case weekdays, 47 → 45)', async () => {
    const { s, pages } = await studentWithTopics(api, ['Constitutional law', 'Civil procedure', 'Portuguese']);
    const [law, civil, pt] = [pages['Constitutional law']!, pages['Civil procedure']!, pages.Portuguese!];
    const body = await s.ok('POST', '/study/cycles', {
      name: 'Bar exam',
      days: week,
      subjects: [
        { pageId: 'Constitutional law', importance: 5, mastery: 1 },
        { pageId: 'Civil procedure', importance: 4, mastery: 3 },
        { pageId: pt, importance: 2, mastery: 4 },
      ],
    });
    expect(body).toMatchObject({
      id: expect.stringMatching(/^scy_/),
      name: 'Bar exam',
      days: { MONDAY: { minutes: 90, start: '07:00' }, TUESDAY: { minutes: 60 }, WEDNESDAY: { minutes: 45 }, THURSDAY: { minutes: 60 }, FRIDAY: { minutes: 45 } },
      subjects: [
        { pageId: law, importance: 5, mastery: 1, weight: 25, weekMinutes: 185 },
        { pageId: civil, importance: 4, mastery: 3, weight: 12, weekMinutes: 85 },
        { pageId: pt, importance: 2, mastery: 4, weight: 4, weekMinutes: 30 },
      ],
      lap: { number: 1, creditedMinutes: 0, totalMinutes: 300 },
    });
    expect(Object.keys(body.days)).toHaveLength(5);
    // Largest remainder over 60 steps of 5 by weights 25:12:4 → 37, 17, 6 steps; cut ≤ 60 and interleaved.
    expect(body.queue.map((b: any) => [b.n, b.pageId, b.minutes, b.mode])).toEqual([
      [1, law, 50, 'TIME'], [2, civil, 45, 'TIME'], [3, law, 45, 'TIME'], [4, civil, 40, 'TIME'],
      [5, law, 45, 'TIME'], [6, pt, 30, 'TIME'], [7, law, 45, 'TIME'],
    ]);
    expect(sum(body.queue)).toBe(300);
    for (const b of body.queue) expect(Object.keys(b).filter((k) => ['n', 'pageId', 'minutes', 'mode', 'concept'].includes(k))).toEqual(['n', 'pageId', 'minutes', 'mode']);
    expect(await s.ok('GET', `/study/cycles/${body.id}`)).toEqual(body);
    expect((await s.ok('GET', '/study/cycles')).items).toEqual([body]);
  });

  it('bad input lists every failed field, never a 500, and writes nothing', async () => {
    const { s } = await studentWithTopics(api, ['Maths']);
    const res = await s.call('POST', '/study/cycles', {
      days: { funday: { minutes: 30 }, monday: { minutes: 30, start: '25:00' }, Segunda: { minutes: 10 } },
      subjects: [{ pageId: 'Maths', importance: 9, mastery: -1 }],
      longestBlockMinutes: 5,
      defaultMode: 'SOMETIMES',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.map((f: any) => f.path).sort()).toEqual(
      ['days.Segunda', 'days.funday', 'days.monday.start', 'defaultMode', 'longestBlockMinutes', 'name', 'subjects.0.importance', 'subjects.0.mastery'].sort(),
    );
    const rest = await s.call('POST', '/study/cycles', { name: 'Rest', days: { sunday: { minutes: 0 } }, subjects: [{ pageId: 'Maths', importance: 3, mastery: 3 }] });
    expect(rest.body.error.fields).toEqual([{ path: 'days', message: expect.stringMatching(/rest day/) }]);
    const unknown = await s.call('POST', '/study/cycles', { name: 'X', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Astronomy', importance: 3, mastery: 3 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', topics: [{ title: 'Maths' }], fields: [{ path: 'subjects.0.pageId' }] });
    expect((await s.ok('GET', '/study/cycles')).items).toEqual([]);
  });
});

describe('subjects never overlap between active cycles', () => {
  it('a page and its ancestor overlap: 409 CONFLICT naming the other cycle; archiving it frees the page', async () => {
    const { s, pages } = await studentWithTopics(api, ['Law', 'History']);
    const contracts = await page(s, 'Contracts', pages.Law);
    const law = await s.ok('POST', '/study/cycles', { name: 'Law school', days: { monday: { minutes: 60 } }, subjects: [{ pageId: 'Law', importance: 3, mastery: 2 }] });
    const clash = await s.call('POST', '/study/cycles', {
      name: 'Evenings',
      days: { tuesday: { minutes: 60 } },
      subjects: [{ pageId: 'History', importance: 3, mastery: 2 }, { pageId: 'Contracts', importance: 3, mastery: 2 }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'CONFLICT', cycle: { id: law.id, name: 'Law school' }, pages: [contracts.id, pages.Law] });
    expect(clash.body.error.message).toContain('"Law school"');
    // An edit that would add the ancestor to another cycle is refused the same way.
    const evenings = await s.ok('POST', '/study/cycles', { name: 'Evenings', days: { tuesday: { minutes: 60 } }, subjects: [{ pageId: 'History', importance: 3, mastery: 2 }] });
    const edit = await s.call('PATCH', `/study/cycles/${evenings.id}`, { subjects: [{ pageId: 'History' }, { pageId: contracts.id, importance: 2, mastery: 2 }] });
    expect(edit.status).toBe(409);
    expect(edit.body.error.cycle).toEqual({ id: law.id, name: 'Law school' });
    // Inside one cycle, a page and its ancestor would count the same minutes twice.
    const self = await s.call('POST', '/study/cycles', { name: 'Both', days: { friday: { minutes: 60 } }, subjects: [{ pageId: 'Contracts', importance: 3, mastery: 2 }, { pageId: 'Law', importance: 3, mastery: 2 }] });
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual([{ path: 'subjects.1.pageId', message: expect.stringMatching(/overlap/) }]);

    await s.ok('POST', `/study/cycles/${law.id}/archive`, undefined, 200);
    const moved = await s.ok('PATCH', `/study/cycles/${evenings.id}`, { subjects: [{ pageId: 'History' }, { pageId: 'Contracts', importance: 2, mastery: 2 }] });
    expect(moved.subjects.map((x: any) => x.pageId)).toEqual([pages.History, contracts.id]);
  });

  it('two active cycles cannot share a name in any case (naming by name stays unambiguous)', async () => {
    const { s } = await studentWithTopics(api, ['A', 'B']);
    await s.ok('POST', '/study/cycles', { name: 'Mornings', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'A', importance: 3, mastery: 2 }] });
    const twin = await s.call('POST', '/study/cycles', { name: 'MORNINGS', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'B', importance: 3, mastery: 2 }] });
    expect(twin.status).toBe(409);
    expect(twin.body.error.message).toMatch(/already named "Mornings"/);
  });

  it('concurrent creates over the same page: exactly one commits', async () => {
    const { s } = await studentWithTopics(api, ['Physics']);
    const results = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) => s.call('POST', '/study/cycles', { name, days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Physics', importance: 3, mastery: 2 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await s.ok('GET', '/study/cycles')).items).toHaveLength(1);
  });
});

describe('editing a cycle and its blocks', () => {
  it('days sent replace those days only, a day without minutes keeps them, "none" removes a start; the queue re-plans to the new week', async () => {
    const { s } = await studentWithTopics(api, ['Chemistry', 'Biology']);
    const c = await s.ok('POST', '/study/cycles', {
      name: 'Science',
      days: { monday: { minutes: 60, start: '07:00' }, wednesday: { minutes: 60, start: '18:30' } },
      subjects: [{ pageId: 'Chemistry', importance: 3, mastery: 3 }, { pageId: 'Biology', importance: 3, mastery: 3 }],
    });
    const edited = await s.ok('PATCH', `/study/cycles/${c.id}`, { days: { Segunda: { start: 'none' }, QUARTA: { minutes: 92 }, sábado: { minutes: 30, start: '10:00' } } });
    expect(edited.days).toEqual({ MONDAY: { minutes: 60 }, WEDNESDAY: { minutes: 90, start: '18:30' }, SATURDAY: { minutes: 30, start: '10:00' } });
    expect(edited.name).toBe('Science');
    expect(sum(edited.queue)).toBe(180);
    expect(edited.subjects.map((x: any) => x.weekMinutes)).toEqual([90, 90]);
    const rest = await s.ok('PATCH', `/study/cycles/${c.id}`, { days: { saturday: { minutes: 0 } } });
    expect(Object.keys(rest.days)).toEqual(['MONDAY', 'WEDNESDAY']);
  });

  it('a block takes a concept inside its subject (GOAL), TIME with a concept is a contradiction, and a hand-set block survives a re-plan', async () => {
    const { s, pages } = await studentWithTopics(api, ['Chemistry', 'Biology']);
    const acids = await page(s, 'Acids', pages.Chemistry);
    const c = await s.ok('POST', '/study/cycles', {
      name: 'Science',
      days: { monday: { minutes: 60 } },
      subjects: [{ pageId: 'Chemistry', importance: 3, mastery: 3 }, { pageId: 'Biology', importance: 3, mastery: 3 }],
    });
    expect(c.queue.map((b: any) => b.pageId)).toEqual([pages.Chemistry, pages.Biology]);
    const contradiction = await s.call('PATCH', `/study/cycles/${c.id}/blocks/1`, { mode: 'TIME', concept: 'Acids' });
    expect(contradiction.status).toBe(400);
    expect(contradiction.body.error.fields).toEqual([{ path: 'concept', message: expect.stringMatching(/TIME block .* no concept/) }]);
    const outside = await s.call('PATCH', `/study/cycles/${c.id}/blocks/2`, { concept: 'Acids' });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual([{ path: 'concept', message: expect.stringMatching(/Not a page inside block 2/) }]);
    expect((await s.call('PATCH', `/study/cycles/${c.id}/blocks/9`, { mode: 'GOAL' })).status).toBe(404);

    const goal = await s.ok('PATCH', `/study/cycles/${c.id}/blocks/1`, { concept: 'Acids' });
    expect(goal.queue[0]).toMatchObject({ n: 1, pageId: pages.Chemistry, minutes: 30, mode: 'GOAL', concept: acids.id });
    const replanned = await s.ok('PATCH', `/study/cycles/${c.id}`, { days: { monday: { minutes: 100 } } });
    expect(replanned.queue[0]).toMatchObject({ n: 1, pageId: pages.Chemistry, minutes: 50, mode: 'GOAL', concept: acids.id });
    expect(replanned.queue[1]).toMatchObject({ n: 2, pageId: pages.Biology, minutes: 50, mode: 'TIME' });
    const timed = await s.ok('PATCH', `/study/cycles/${c.id}/blocks/1`, { mode: 'time' });
    expect(timed.queue[0]).toEqual(expect.objectContaining({ mode: 'TIME' }));
    expect(timed.queue[0].concept).toBeUndefined();
  });
});

describe('archive and delete', () => {
  it('an archived cycle leaves the list and stops answering by name; a deleted one is gone with its sessions', async () => {
    const { s } = await studentWithTopics(api, ['Art', 'Music']);
    const art = await s.ok('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    const music = await s.ok('POST', '/study/cycles', { name: 'Music', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Music', importance: 3, mastery: 2 }] });
    const archived = await s.ok('POST', `/study/cycles/${art.id}/archive`, undefined, 200);
    expect(archived).toMatchObject({ id: art.id, status: 'ARCHIVED', archivedAt: expect.any(String) });
    expect((await s.ok('GET', '/study/cycles')).items.map((c: any) => c.id)).toEqual([music.id]);
    const gone = await s.call('GET', '/study/cycles/art');
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({ code: 'NOT_FOUND', cycles: [{ id: music.id, name: 'Music' }] });
    expect((await s.ok('GET', '/study/cycles/music')).id).toBe(music.id);

    const session = await s.ok('POST', '/study/sessions', { pageId: 'Music', minutes: 20 });
    expect(session.cycleId).toBe(music.id);
    await s.ok('DELETE', `/study/cycles/${music.id}`);
    expect((await s.call('GET', `/study/cycles/${music.id}`)).status).toBe(404);
    expect((await s.ok('GET', '/study/sessions')).items).toEqual([]);
    expect((await s.call('DELETE', `/study/sessions/${session.id}`)).status).toBe(404);
  });

  it('an archived cycle is read by its id (status ARCHIVED, as it was) and deleted by it with its sessions; then its id is 404', async () => {
    const { s } = await studentWithTopics(api, ['Art']);
    const art = await s.ok('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    const session = await s.ok('POST', '/study/sessions', { pageId: 'Art', minutes: 20 });
    const archived = await s.ok('POST', `/study/cycles/${art.id}/archive`, undefined, 200);
    const read = await s.ok('GET', `/study/cycles/${art.id}`);
    expect(read).toEqual(archived);
    expect(read).toMatchObject({ id: art.id, name: 'Art', status: 'ARCHIVED', lap: { creditedMinutes: 20 } });

    const del = await s.call('DELETE', `/study/cycles/${art.id}`);
    expect(del.status).toBe(204);
    const after = await s.call('GET', `/study/cycles/${art.id}`);
    expect(after.status).toBe(404);
    expect(after.body.error).toMatchObject({ code: 'NOT_FOUND', cycles: [] });
    expect((await s.call('DELETE', `/study/cycles/${art.id}`)).status).toBe(404);
    expect((await s.call('DELETE', `/study/sessions/${session.id}`)).status).toBe(404);
    // Its name is free for a new active cycle, which the name then reaches.
    const again = await s.ok('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    expect((await s.ok('GET', '/study/cycles/ART')).id).toBe(again.id);
  });

  it('an archived cycle refuses every change by id with 409 CONFLICT naming it (edit, block edit, archive again), never a 500, and stays as it was', async () => {
    const { s } = await studentWithTopics(api, ['Art']);
    const art = await s.ok('POST', '/study/cycles', { name: 'Art', days: { monday: { minutes: 30 } }, subjects: [{ pageId: 'Art', importance: 3, mastery: 2 }] });
    const archived = await s.ok('POST', `/study/cycles/${art.id}/archive`, undefined, 200);
    const changes: [string, string, unknown?][] = [
      ['PATCH', `/study/cycles/${art.id}`, { name: 'Art again', days: { tuesday: { minutes: 45 } } }],
      ['PATCH', `/study/cycles/${art.id}/blocks/1`, { mode: 'GOAL' }],
      ['POST', `/study/cycles/${art.id}/archive`],
    ];
    for (const [method, path, body] of changes) {
      const res = await s.call(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/"Art" .* archived .*Delete it/),
        cycle: { id: art.id, name: 'Art', status: 'ARCHIVED', archivedAt: archived.archivedAt },
      });
    }
    // Bad input is still a 400 listing the field, whatever the cycle.
    expect((await s.call('PATCH', `/study/cycles/${art.id}/blocks/1`, { mode: 'SOMETIMES' })).status).toBe(400);
    expect(await s.ok('GET', `/study/cycles/${art.id}`)).toEqual(archived);
  });
});
