import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { buildTools, type ToolOutcome } from '../../../core/ai/agent/tools/registry';
import { testApi } from '../../support/http';
import { partition } from '../domain-core/helpers';
import { page, student } from './helpers';

const api = testApi();

/**
 * The owner's page, block, node, edge and card ids, used by another person on every notebook
 * route and through every notebook tool: 404 NOT_FOUND, the same as an id that never existed,
 * and the owner's partition exactly as it was.
 */
describe('the notebook never reaches another user', async () => {
  const owner = await student(api);
  const intruder = await student(api);
  await page(intruder, 'Intruder topic');
  const topic = await page(owner, 'Owner topic');
  const child = await page(owner, 'Owner page', topic.id);
  const block = await owner.ok('POST', `/notebook/pages/${child.id}/notes`, { text: 'Owner words' });
  const a = await owner.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'PAGE', pageId: child.id });
  const b = await owner.ok('POST', `/notebook/pages/${topic.id}/board/nodes`, { kind: 'SECTION', title: 'Owner section' });
  const edge = await owner.ok('POST', `/notebook/pages/${topic.id}/board/edges`, { from: a.id, to: b.id });
  const card = await owner.ok('POST', `/notebook/pages/${child.id}/cards`, { front: 'Owner q', back: 'Owner a' });
  const before = await partition(api, owner.id);
  const ownerIds = [topic.id, child.id, block.id, a.id, b.id, edge.id, card.id];
  /** Nothing of the owner's comes back, apart from the caller's own words echoed in the message. */
  const revealsNothing = (out: unknown, asked: string) => {
    const text = JSON.stringify(out);
    for (const secret of [...ownerIds, 'Owner words', 'Owner section', 'Owner q', 'Owner topic', 'Owner page']) {
      if (!asked.includes(secret)) expect(text).not.toContain(secret);
    }
  };

  const t = `/notebook/pages/${topic.id}`;
  const routes: [string, string, unknown?][] = [
    ['GET', t],
    ['PATCH', t, { title: 'Taken', status: 'DONE' }],
    ['DELETE', t],
    ['GET', `/notebook/pages/resolve?title=${encodeURIComponent('Owner topic')}`],
    ['POST', '/notebook/pages', { title: 'Under theirs', parentId: topic.id }],
    ['POST', `/notebook/pages/${child.id}/notes`, { text: 'sneaky' }],
    ['POST', `/notebook/pages/${child.id}/blocks`, { type: 'text', text: 'sneaky' }],
    ['PATCH', `/notebook/pages/${child.id}/blocks/${block.id}`, { text: 'sneaky' }],
    ['DELETE', `/notebook/pages/${child.id}/blocks/${block.id}`],
    ['GET', `${t}/board`],
    ['POST', `${t}/board/nodes`, { kind: 'SECTION', title: 'sneaky' }],
    ['PATCH', `${t}/board/nodes/${a.id}`, { status: 'DONE' }],
    ['DELETE', `${t}/board/nodes/${a.id}`],
    ['POST', `${t}/board/edges`, { from: b.id, to: a.id }],
    ['DELETE', `${t}/board/edges/${edge.id}`],
    ['PUT', `${t}/board/order`, { nodeIds: [b.id, a.id] }],
    ['GET', `/notebook/pages/${child.id}/cards`],
    ['POST', `/notebook/pages/${child.id}/cards`, { front: 'q', back: 'a' }],
    ['PATCH', `/notebook/cards/${card.id}`, { front: 'Taken' }],
    ['DELETE', `/notebook/cards/${card.id}`],
    ['POST', `/notebook/cards/${card.id}/review`, { rating: 'EASY' }],
  ];

  it.each(routes)('%s %s → 404 NOT_FOUND', async (method, path, body) => {
    const res = await intruder.call(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    // Never a hint: what comes back lists only the intruder's own topics.
    revealsNothing(res.body, `${decodeURIComponent(path)} ${JSON.stringify(body ?? {})}`);
    if (res.body.error.topics) expect(res.body.error.topics.map((x: { title: string }) => x.title)).toEqual(['Intruder topic', 'Intruder page']);
  });

  // The intruder's own page, holding the owner's node/edge ids: still nothing to find.
  const mine = await page(intruder, 'Intruder page');
  const calls: [string, Record<string, unknown>][] = [
    ['getStudyBoard', { page: topic.id }],
    ['addStudyNode', { page: topic.id, kind: 'SECTION', title: 'sneaky' }],
    ['addStudyNode', { page: mine.id, kind: 'PAGE', pageId: child.id }],
    ['editStudyNode', { page: topic.id, node: a.id, title: 'Taken' }],
    ['editStudyNode', { page: mine.id, node: b.id, title: 'Taken' }],
    ['setStudyNodeStatus', { page: topic.id, node: a.id, status: 'DONE' }],
    ['connectStudyNodes', { page: topic.id, from: b.id, to: a.id }],
    ['disconnectStudyNodes', { page: topic.id, edge: edge.id }],
    ['disconnectStudyNodes', { page: mine.id, edge: edge.id }],
    ['removeStudyNode', { page: topic.id, node: a.id }],
    ['removeStudyNode', { page: mine.id, node: a.id }],
    ['reorderStudyBoard', { page: topic.id, nodeIds: [b.id, a.id] }],
    ['addStudyNotes', { page: child.id, text: 'sneaky' }],
    ['addStudyNotes', { page: 'Owner page', text: 'sneaky' }],
    ['addStudyDiagram', { page: child.id, text: 'mindmap\n  root' }],
  ];
  const { tools } = buildTools({ deps: api.deps, actor: { userId: intruder.id }, chatId: 'cht_none' }, AGENT_TOOLS);

  it.each(calls)('%s with the owner’s ids → NOT_FOUND', async (name, input) => {
    const out = (await tools[name]!.execute!(input, { toolCallId: 't', messages: [] })) as ToolOutcome;
    expect(out).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    revealsNothing(out, JSON.stringify(input));
  });

  it('the reads show the intruder nothing of the owner', async () => {
    for (const name of ['listStudyTopics', 'getStudyPlanForToday']) {
      const out = (await tools[name]!.execute!({}, { toolCallId: 't', messages: [] })) as ToolOutcome;
      expect(out.ok).toBe(true);
      revealsNothing(out, '');
    }
    expect((await intruder.ok('GET', '/notebook/cards/due')).items).toEqual([]);
  });

  it('left every owner row exactly as it was', async () => {
    expect(await partition(api, owner.id)).toEqual(before);
  });
});
