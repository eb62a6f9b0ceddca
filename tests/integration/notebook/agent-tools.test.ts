import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { notebookTools } from '../../../core/ai/agent/tools/notebook';
import { agentApi, agentSettings, toolTurns } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { signUp, type TestUser } from '../../support/http';
import { startProviderSim, text, toolCall, toolCalls } from '../../support/provider-sim';
import { partitionKinds } from '../life/every-entity';

const sim = await startProviderSim();
afterAll(() => sim.close());
beforeEach(() => sim.reset());
const chain = testChain({ sim, table: await freshTable(), order: ['mistral'] });
const api = agentApi(() => agentSettings(chain.model, AGENT_TOOLS));

const { turn, toolResults } = toolTurns(api, sim);

const rest = (u: TestUser) => async (method: string, path: string, body?: unknown) => (await api.request(method, path, { token: u.accessToken, body })).body;

const finished = (events: { event: string; data: any }[]) => events.filter((e) => e.event === 'tool_finished').map((e) => e.data);

describe('the study notebook through the agent (13 tools)', () => {
  it('adds thirteen tools, named as in the seeds, to the 54 the agent had', () => {
    expect(notebookTools.map((t) => t.name)).toEqual([
      'listStudyTopics', 'getStudyPlanForToday', 'getStudyBoard', 'addStudyNode', 'editStudyNode', 'setStudyNodeStatus',
      'connectStudyNodes', 'disconnectStudyNodes', 'removeStudyNode', 'reorderStudyBoard', 'addStudyNotes', 'addStudyDiagram', 'showDiagram',
    ]);
    // 67 with these; the study cycles' eleven (issue 21) and generateStudyCards (issue 20) came after.
    expect(AGENT_TOOLS).toHaveLength(79);
    for (const t of notebookTools) expect(t.kind === 'read' ? t.domains : t.domains[0]).toEqual(t.kind === 'read' ? [] : 'notebook');
  });

  it('builds a roadmap by page titles: nodes, an edge, a status — writers report notebook, the board shows it', async () => {
    const u = await signUp(api);
    const call = rest(u);
    const topic = await call('POST', '/notebook/pages', { title: 'Linear algebra' });
    const vectors = await call('POST', '/notebook/pages', { title: 'Vectors', parentId: topic.id });
    const res = await turn(
      u,
      'plan my linear algebra roadmap',
      toolCall('listStudyTopics', {}),
      toolCalls([
        { name: 'addStudyNode', args: { page: 'Linear algebra', kind: 'PAGE', pageId: 'Vectors' } },
        { name: 'addStudyNode', args: { page: 'Linear algebra', kind: 'SECTION', title: 'Matrices' } },
      ]),
      toolCalls([
        { name: 'connectStudyNodes', args: { page: 'Linear algebra', from: 'Vectors', to: 'Matrices' } },
        { name: 'setStudyNodeStatus', args: { page: topic.id, node: 'Vectors', status: 'STUDYING' } },
        { name: 'addStudyNotes', args: { page: 'Vectors', text: 'A vector has a **direction** and a length.' } },
      ]),
      toolCall('getStudyBoard', { page: 'Linear algebra' }),
      text(['Your roadmap: Vectors, then Matrices.']),
    );
    // Calls of one step run concurrently (two of them on the same board): compare regardless of order.
    const byName = (rows: [string, boolean, string[]][]) => [...rows].sort((x, y) => (x[0] < y[0] ? -1 : 1));
    expect(byName(finished(res.events).map((d) => [d.name, d.ok, d.domains]))).toEqual(byName([
      ['listStudyTopics', true, []],
      ['addStudyNode', true, ['notebook', 'profile']],
      ['addStudyNode', true, ['notebook', 'profile']],
      ['connectStudyNodes', true, ['notebook']],
      ['setStudyNodeStatus', true, ['notebook', 'profile']],
      ['addStudyNotes', true, ['notebook']],
      ['getStudyBoard', true, []],
    ]));
    const results = toolResults();
    expect(results[0].data.topics).toEqual([{ id: topic.id, title: 'Linear algebra', status: 'TO_STUDY', pages: [{ id: vectors.id, title: 'Vectors', status: 'TO_STUDY', parentId: topic.id }] }]);
    const board = await call('GET', `/notebook/pages/${topic.id}/board`);
    expect(results.at(-1)).toEqual({ ok: true, data: board });
    const vectorsNode = board.nodes.find((n: { kind: string }) => n.kind === 'PAGE');
    const matricesNode = board.nodes.find((n: { kind: string }) => n.kind === 'SECTION');
    expect(board.status).toBe('STUDYING');
    expect(vectorsNode).toMatchObject({ pageId: vectors.id, title: 'Vectors', status: 'STUDYING' });
    expect(matricesNode).toMatchObject({ title: 'Matrices', status: 'TO_STUDY' });
    expect(board.edges).toEqual([{ id: expect.any(String), from: vectorsNode.id, to: matricesNode.id }]);
    expect((await call('GET', `/notebook/pages/${vectors.id}`)).blocks).toEqual([expect.objectContaining({ type: 'text', text: 'A vector has a **direction** and a length.' })]);
  });

  it('ambiguous and unknown titles come back to the model with the pinned bodies, and nothing is written', async () => {
    const u = await signUp(api);
    const call = rest(u);
    const bio = await call('POST', '/notebook/pages', { title: 'Biology' });
    const chem = await call('POST', '/notebook/pages', { title: 'Chemistry' });
    const a = await call('POST', '/notebook/pages', { title: 'Basics', parentId: bio.id });
    const b = await call('POST', '/notebook/pages', { title: 'Basics', parentId: chem.id });
    await turn(
      u,
      'add notes to basics',
      toolCalls([
        { name: 'addStudyNotes', args: { page: 'Basics', text: 'cells' } },
        { name: 'addStudyDiagram', args: { page: 'Astronomy', text: 'mindmap\n  root' } },
      ]),
      text(['Which Basics?']),
    );
    const [ambiguous, unknown] = toolResults();
    expect(ambiguous).toMatchObject({ ok: false, error: { code: 'AMBIGUOUS_NAME', candidates: [
      { id: a.id, title: 'Basics', topic: { id: bio.id, title: 'Biology' } },
      { id: b.id, title: 'Basics', topic: { id: chem.id, title: 'Chemistry' } },
    ] } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', topics: [{ id: bio.id, title: 'Biology' }, { id: chem.id, title: 'Chemistry' }] } });
    for (const p of [a, b]) expect((await call('GET', `/notebook/pages/${p.id}`)).blocks).toEqual([]);
  });

  it('showDiagram draws a diagram segment in done (and in the stored message) and stores nothing in the notebook', async () => {
    const u = await signUp(api);
    const before = await partitionKinds(api, u.id);
    const source = 'flowchart LR\n  Read --> Recall --> Review';
    const res = await turn(u, 'draw the study loop', toolCall('showDiagram', { text: source }), text(['Here it is.']));
    const done = res.events.at(-1)!.data as { messageId: string; segments: unknown[] };
    expect(done.segments).toEqual([
      { type: 'tool', callId: expect.any(String), name: 'showDiagram', kind: 'read', ok: true, domains: [] },
      { type: 'diagram', text: source },
      { type: 'text', text: 'Here it is.' },
    ]);
    const chat = await rest(u)('GET', `/ai/agent/chats/${res.chatId}`);
    expect(chat.messages.at(-1).segments).toEqual(done.segments);
    const after = await partitionKinds(api, u.id);
    expect([...after.keys()].filter((k) => k.startsWith('notebook'))).toEqual([]);
    expect([...before.keys()].filter((k) => k.startsWith('notebook'))).toEqual([]);

    // The next turn's model sees the diagram's source, so "save it to my page" can follow.
    const chatId = res.chatId;
    sim.script('mistral', text(['Saved.']));
    await api.stream(u.accessToken, chatId, { message: 'thanks' });
    expect(JSON.stringify(sim.requests('mistral').at(-1)!.body)).toContain('Read --> Recall --> Review');
  });

  it('a refused diagram is a validation failure with the field named, and draws nothing', async () => {
    const u = await signUp(api);
    const res = await turn(u, 'draw it', toolCall('showDiagram', { text: 'flowchart LR\n  A --> B\n  click A "https://x.example"' }), text(['I cannot draw links.']));
    expect(toolResults()[0]).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', fields: [{ path: 'text', message: expect.stringMatching(/click/) }] } });
    expect((res.events.at(-1)!.data as { segments: { type: string }[] }).segments.map((s) => s.type)).toEqual(['tool', 'text']);
  });

  it('getStudyPlanForToday: due cards per page, the pages STUDYING, and an empty slot for cycle blocks', async () => {
    const u = await signUp(api);
    const call = rest(u);
    const topic = await call('POST', '/notebook/pages', { title: 'History' });
    const page = await call('POST', '/notebook/pages', { title: 'Rome', parentId: topic.id });
    const card = await call('POST', `/notebook/pages/${page.id}/cards`, { front: 'Founded?', back: '753 BC' });
    await call('PATCH', `/notebook/pages/${topic.id}`, { status: 'STUDYING' });
    await turn(u, 'what should I study today?', toolCall('getStudyPlanForToday', {}), text(['One card on Rome.']));
    expect(toolResults()[0].data).toEqual({
      date: expect.any(String),
      dueCards: [{ page: { id: page.id, title: 'Rome', topic: { id: topic.id, title: 'History' } }, count: 1, cards: [{ id: card.id, front: 'Founded?', due: card.due }] }],
      studying: [{ id: topic.id, title: 'History', status: 'STUDYING', topic: { id: topic.id, title: 'History' } }],
      cycleBlocks: [],
    });
  });
});
