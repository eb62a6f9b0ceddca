import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { partition } from '../domain-core/helpers';
import { page, student, studyApi, TODAY } from './helpers';

const { api } = studyApi();

/**
 * The owner's cycle, session and page ids used by another person on every study route and
 * through every study-cycle tool: 404 NOT_FOUND, the same as an id that never existed, with
 * only the intruder's own cycles listed, and the owner's partition exactly as it was.
 */
describe('study cycles never reach another user', async () => {
  const owner = await student(api);
  const intruder = await student(api);
  const topic = await page(owner, 'Owner topic');
  const theirs = await page(intruder, 'Intruder topic');
  const cycle = await owner.ok('POST', '/study/cycles', { name: 'Owner cycle', days: { sunday: { minutes: 60 } }, subjects: [{ pageId: topic.id, importance: 3, mastery: 2 }] });
  const session = await owner.ok('POST', '/study/sessions', { pageId: topic.id, minutes: 20 });
  // An archived cycle is reachable by id on REST (CONTRACT), but only in its owner's partition.
  const oldTopic = await page(owner, 'Owner old topic');
  const archived = await owner.ok('POST', '/study/cycles', { name: 'Owner archived', days: { sunday: { minutes: 30 } }, subjects: [{ pageId: oldTopic.id, importance: 3, mastery: 2 }] });
  await owner.ok('POST', `/study/cycles/${archived.id}/archive`, undefined, 200);
  const own = await intruder.ok('POST', '/study/cycles', { name: 'Intruder cycle', days: { sunday: { minutes: 60 } }, subjects: [{ pageId: theirs.id, importance: 3, mastery: 2 }] });
  const before = await partition(api, owner.id);
  const revealsNothing = (out: unknown, asked: string) => {
    const text = JSON.stringify(out);
    for (const secret of [cycle.id, session.id, topic.id, 'Owner cycle', 'Owner topic', archived.id, oldTopic.id, 'Owner archived']) if (!asked.includes(secret)) expect(text).not.toContain(secret);
  };
  const onlyMine = (error: { cycles?: { id: string }[] }) => error.cycles && expect(error.cycles).toEqual([{ id: own.id, name: 'Intruder cycle' }]);

  const c = `/study/cycles/${cycle.id}`;
  const a = `/study/cycles/${archived.id}`;
  const pomodoro = { type: 'POMODORO', minutes: 25, startedAt: `${TODAY}T10:00:00Z`, endedAt: `${TODAY}T10:25:00Z`, pageId: topic.id };
  const routes: [string, string, unknown?][] = [
    ['GET', c],
    ['PATCH', c, { name: 'Taken', days: { monday: { minutes: 30 } } }],
    ['DELETE', c],
    ['PATCH', `${c}/blocks/1`, { mode: 'GOAL' }],
    ['POST', `${c}/archive`],
    ['GET', `/study/cycles/${encodeURIComponent('Owner cycle')}`],
    ['GET', a],
    ['DELETE', a],
    ['PATCH', a, { name: 'Taken' }],
    ['PATCH', `${a}/blocks/1`, { mode: 'GOAL' }],
    ['POST', `${a}/archive`],
    ['DELETE', `/study/sessions/${session.id}`],
    ['POST', '/study/sessions', { pageId: topic.id, minutes: 30 }],
    ['POST', '/study/cycles', { name: 'Sneaky', days: { monday: { minutes: 30 } }, subjects: [{ pageId: topic.id, importance: 3, mastery: 2 }] }],
    ['POST', '/focus/cycles', pomodoro],
  ];

  it.each(routes)('%s %s → 404 NOT_FOUND', async (method, path, body) => {
    const res = await intruder.call(method, path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    revealsNothing(res.body, `${decodeURIComponent(path)} ${JSON.stringify(body ?? {})}`);
    onlyMine(res.body.error);
  });

  const calls: [string, Record<string, unknown>][] = [
    ['getStudyCycle', { cycle: cycle.id }],
    ['editStudyCycle', { cycle: cycle.id, name: 'Taken' }],
    ['editStudyBlock', { cycle: cycle.id, n: 1, mode: 'GOAL' }],
    ['archiveStudyCycle', { cycle: cycle.id }],
    ['deleteStudyCycle', { cycle: cycle.id }],
    ['getStudyCycle', { cycle: archived.id }],
    ['deleteStudyCycle', { cycle: archived.id }],
    ['deleteStudySession', { id: session.id }],
    ['logStudySession', { pageId: topic.id, minutes: 30 }],
    ['createStudyCycle', { name: 'Sneaky', days: { monday: { minutes: 30 } }, subjects: [{ pageId: topic.id, importance: 3, mastery: 2 }] }],
  ];
  const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none' }, AGENT_TOOLS);
  const run = async (name: string, input: unknown) => (await tools[name]!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;

  it.each(calls)('%s with the owner’s ids → NOT_FOUND', async (name, input) => {
    const out = await run(name, input);
    expect(out).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    revealsNothing(out, JSON.stringify(input));
    if (!out.ok) onlyMine(out.error as never);
  });

  it('the reads show the intruder only their own cycle', async () => {
    for (const name of ['listStudyCycles', 'getStudyToday', 'listStudySessions', 'getStudyPlanForToday']) {
      const out = await run(name, {});
      expect(out.ok).toBe(true);
      revealsNothing(out, '');
    }
    expect((await intruder.ok('GET', '/study/cycles')).items.map((x: any) => x.id)).toEqual([own.id]);
    expect((await intruder.ok('GET', '/study/sessions')).items).toEqual([]);
  });

  it('left every owner row exactly as it was', async () => {
    expect(await partition(api, owner.id)).toEqual(before);
  });
});
