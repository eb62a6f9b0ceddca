import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { signUp, testApi } from '../../support/http';

const api = testApi();

/**
 * Another user's quick-note ids and mood days, on every route and through every tool: 404 /
 * NOT_FOUND (never "not yours"), and the owner's data exactly as it was.
 */
describe('mood and the Ideas board never reach another user', async () => {
  const owner = await signUp(api);
  const intruder = await signUp(api);
  const as = (u: typeof owner) => (method: string, path: string, body?: unknown) => api.request(method, path, { token: u.accessToken, body });
  const own = as(owner);
  const day = '2026-01-15';
  await own('PUT', `/mood/${day}`, { level: 4, journal: 'Owner only words' });
  const note = (await own('POST', '/quick-notes', { text: 'Owner idea', colour: 'blue' })).body;
  const archived = (await own('POST', '/quick-notes', { text: 'Owner archived idea' })).body;
  await own('POST', `/quick-notes/${archived.id}/archive`);
  const snapshot = async () => ({
    mood: (await own('GET', `/mood/${day}`)).body,
    board: (await own('GET', '/quick-notes')).body,
    archive: (await own('GET', '/quick-notes?archived=true')).body,
    tasks: (await own('GET', '/tasks')).body,
  });
  const before = await snapshot();

  const routes: [string, string, unknown?][] = [
    ['GET', `/quick-notes/${note.id}`],
    ['PATCH', `/quick-notes/${note.id}`, { colour: 'pink', text: 'Taken' }],
    ['POST', `/quick-notes/${note.id}/move`, { row: 3, col: 3 }],
    ['POST', `/quick-notes/${note.id}/archive`],
    ['POST', `/quick-notes/${archived.id}/restore`],
    ['POST', `/quick-notes/${note.id}/convert-to-task`],
    ['DELETE', `/quick-notes/${note.id}`],
    ['DELETE', `/quick-notes/${archived.id}`],
    ['GET', `/mood/${day}`],
    ['DELETE', `/mood/${day}`],
  ];

  it.each(routes)('%s %s with the owner’s ids → 404', async (method, path, body) => {
    const res = await as(intruder)(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none' }, AGENT_TOOLS);
  const call = async (name: string, input: unknown) => (await tools[name]!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;

  // No mood or board tool takes an id: identity comes from the server, so the most an
  // intruder's call can do is act on their own partition. An injected owner id is refused
  // (logUserMood is strict) or dropped (createQuickNote): it never picks the partition.
  it('the tools see and write only the caller’s own mood and board', async () => {
    expect(await call('getQuickNotes', {})).toEqual({ ok: true, data: { items: [] } });
    expect(await call('getUserMoodHistory', { from: day, to: day })).toMatchObject({ ok: true, data: { items: [] } });
    expect(await call('logUserMood', { date: day, level: 1, userId: owner.id })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await call('logUserMood', { date: day, level: 1 })).toMatchObject({ ok: true, data: { date: day, level: 1, hasText: false } });
    expect(await call('createQuickNote', { text: 'Intruder idea', userId: owner.id })).toMatchObject({ ok: true, data: { cell: { row: 0, col: 0 } } });
  });

  it('left the owner’s mood, board, archive and tasks exactly as they were', async () => {
    expect(await snapshot()).toEqual(before);
    expect(before.mood).toMatchObject({ level: 4, journal: 'Owner only words' });
    expect(before.board.items.map((n: { id: string }) => n.id)).toEqual([note.id]);
  });
});
