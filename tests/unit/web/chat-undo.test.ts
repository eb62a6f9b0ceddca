import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import type { ClientDomain, Segment } from '../../../core/ai/agent/protocol/segments';
import { createAuth, type FetchLike } from '../../../web/src/client/auth';
import { createRest } from '../../../web/src/client/rest';
import type { AgentStream, TurnInput, TurnResult } from '../../../web/src/client/agent-stream';
import { ChatController, type UiMessage, type UiPart } from '../../../web/src/chat/controller';
import { offersUndoAll } from '../../../web/src/chat/undo-state';

/**
 * The chat's undo rules (issue 39) in the controller: the turn id an answer keeps, the reason
 * and Undo a write card gets, and how each answer of the two undo routes moves the cards. The
 * real typed client runs over a fake server that answers as core/ai/agent/undo/undo.ts does.
 */

class FakeStream implements AgentStream {
  private settle!: (r: TurnResult) => void;
  readonly result = new Promise<TurnResult>((ok) => (this.settle = ok));
  constructor(private readonly onEvent: (e: AgentEvent) => void) {}
  emit(e: AgentEvent) {
    this.onEvent(e);
  }
  end(r: TurnResult) {
    this.settle(r);
  }
  abort() {
    this.settle({ kind: 'aborted' });
  }
}

type Answer = { status: number; body: unknown } | 'no connection';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(opts: { stored?: unknown[] } = {}) {
  const streams: FakeStream[] = [];
  const refreshed: ClientDomain[][] = [];
  const undos: { path: string; body: unknown }[] = [];
  const answers: Answer[] = [];
  let hold: Promise<void> | undefined;
  const server: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/undo')) {
      undos.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      await hold;
      const a = answers.shift() ?? { status: 500, body: { error: { code: 'INTERNAL', message: 'unscripted' } } };
      if (a === 'no connection') throw new TypeError('fetch failed');
      return json(a.status, a.body);
    }
    if (init?.method === 'POST') return json(201, { id: 'cht_1', title: 'New chat', createdAt: '2026-01-01T00:00:00.000Z' });
    if (path === '/ai/agent/status') return json(200, { offline: false, links: ['mistral'] });
    if (path === '/ai/agent/chats') return json(200, { items: [], nextCursor: null });
    return json(200, { messages: opts.stored ?? [], runningTurn: null, awaitingApproval: null });
  };
  const rest = createRest({ baseUrl: 'http://api.test', auth: createAuth({ baseUrl: 'http://api.test' }), fetch: server });
  const c = new ChatController({
    rest,
    stream: (_chatId, _input: TurnInput, onEvent) => {
      const s = new FakeStream(onEvent);
      streams.push(s);
      return s;
    },
    follow: (_chatId, _turnId, onEvent) => new FakeStream(onEvent),
    context: () => ({ page: '/today' }),
    onDomains: (d) => refreshed.push(d),
  });
  const reply = (): Extract<UiMessage, { role: 'assistant' }> => {
    const m = c.getState().messages.findLast((x) => x.role === 'assistant');
    if (m?.role !== 'assistant') throw new Error('no answer');
    return m;
  };
  const card = (callId: string) => reply().parts.find((p): p is Extract<UiPart, { type: 'tool' }> => p.type === 'tool' && p.callId === callId);
  /** Holds the undo answers until `release()`: what the cards say while a request is out. */
  const pause = () => {
    let release!: () => void;
    hold = new Promise((r) => (release = r));
    return () => {
      hold = undefined;
      release();
    };
  };
  return { c, streams, refreshed, undos, answers, reply, card, pause };
}

const habit = { callId: 'c1', name: 'createUserHabit', reason: "Created the habit 'Read': you asked for a reading habit" };
const task = { callId: 'c2', name: 'editUserTask', reason: "Renamed the task 'Gym' to 'Gym 7 am'" };
const toolSegment = (x: { callId: string; name: string; reason?: string }, domains: ClientDomain[], kind: 'read' | 'write' = 'write', ok = true): Segment => ({
  type: 'tool',
  callId: x.callId,
  name: x.name,
  kind,
  ok,
  domains,
  ...(x.reason ? { reason: x.reason } : {}),
});

/** One live turn: a read, two writes with reasons, a failed write, a write that changed nothing; then `done`. */
async function liveTurn(t: ReturnType<typeof setup>) {
  await t.c.init();
  t.c.setComposer('make a habit Read and rename Gym');
  const sending = t.c.send();
  await expect.poll(() => t.streams.length).toBe(1);
  const s = t.streams[0]!;
  s.emit({ event: 'turn', data: { turnId: 'trn_1', userMessageId: 'msg_u' } });
  const finished = (x: { callId: string; name: string; reason?: string }, domains: ClientDomain[], kind: 'read' | 'write' = 'write', ok = true) => {
    s.emit({ event: 'tool_started', data: { callId: x.callId, name: x.name, kind } });
    s.emit({ event: 'tool_finished', data: { callId: x.callId, name: x.name, ok, domains, ...(x.reason ? { reason: x.reason } : {}) } });
  };
  finished({ callId: 'r1', name: 'getUserTasks' }, [], 'read');
  finished(habit, ['habits']);
  finished(task, ['tasks']);
  finished({ callId: 'c3', name: 'createUserTask' }, [], 'write', false);
  finished({ callId: 'c4', name: 'editUserHabit' }, ['habits']);
  // Mid-turn nothing is undone: the answer is still being written.
  expect(t.reply()).toMatchObject({ turnId: 'trn_1', state: 'streaming' });
  await t.c.undo(t.reply().id, 'c1');
  expect(t.undos).toEqual([]);
  const segments = [
    toolSegment({ callId: 'r1', name: 'getUserTasks' }, [], 'read'),
    toolSegment(habit, ['habits']),
    toolSegment(task, ['tasks']),
    toolSegment({ callId: 'c3', name: 'createUserTask' }, [], 'write', false),
    toolSegment({ callId: 'c4', name: 'editUserHabit' }, ['habits']),
    { type: 'text' as const, text: 'Done.' },
  ];
  s.end({ kind: 'done', messageId: 'msg_a', segments, servedBy: null });
  await sending;
  t.refreshed.length = 0; // the writes' own refreshes; what follows is the undo's
}

const undone = (ids: string[], skipped: { callId: string; label: string }[] = [], alreadyUndone = false) => ({
  status: 200,
  body: { turnId: 'trn_1', undone: ids, restored: ids.length, skipped, alreadyUndone },
});
const conflict = (changed: { callId: string; label: string }[]) => ({
  status: 409,
  body: { error: { code: 'CONFLICT', message: `Changed since, so nothing was undone: ${changed.map((c) => c.label).join(', ')}`, changed } },
});

describe('undo in the chat (issue 39)', () => {
  it('a write that changed something carries its reason and an Undo; reads, failed writes and writes that changed nothing do not', async () => {
    const t = setup();
    await liveTurn(t);
    expect(t.card('c1')).toMatchObject({ reason: habit.reason, undo: { phase: 'idle' } });
    expect(t.card('c2')).toMatchObject({ reason: task.reason, undo: { phase: 'idle' } });
    for (const id of ['r1', 'c3', 'c4']) expect(t.card(id)?.undo, id).toBeUndefined();
    expect(offersUndoAll(t.reply())).toBe(true);
  });

  it('"Undo all of this" sends the turn route once; its cards read Undone, the pages showing them refresh, and it is not offered again', async () => {
    const t = setup();
    await liveTurn(t);
    t.answers.push(undone(['c1', 'c2']));
    const release = t.pause();
    const undoing = t.c.undo(t.reply().id);
    await expect.poll(() => t.undos.length).toBe(1);
    expect(t.reply().undoAll).toEqual({ phase: 'undoing' });
    expect([t.card('c1')?.undo, t.card('c2')?.undo]).toEqual([{ phase: 'undoing' }, { phase: 'undoing' }]);
    release();
    await undoing;
    expect(t.undos).toEqual([{ path: '/ai/agent/chats/cht_1/turns/trn_1/undo', body: {} }]);
    expect([t.card('c1')?.undo, t.card('c2')?.undo]).toEqual([
      { phase: 'undone', kept: [] },
      { phase: 'undone', kept: [] },
    ]);
    expect(t.reply().undoAll).toBeUndefined();
    expect(offersUndoAll(t.reply())).toBe(false);
    expect(t.refreshed.flat().sort()).toEqual(['habits', 'tasks']);
    // A second press has nothing to send.
    await t.c.undo(t.reply().id);
    await t.c.undo(t.reply().id, 'c1');
    expect(t.undos).toHaveLength(1);
  });

  it("a card's Undo refused with CONFLICT names the item and changes nothing; Undo the rest re-sends with skipChanged", async () => {
    const t = setup();
    await liveTurn(t);
    const label = "the task 'Gym at 8'";
    t.answers.push(conflict([{ callId: 'c2', label }]));
    await t.c.undo(t.reply().id, 'c2');
    expect(t.undos).toEqual([{ path: '/ai/agent/chats/cht_1/turns/trn_1/calls/c2/undo', body: {} }]);
    expect(t.card('c2')?.undo).toEqual({ phase: 'conflict', changed: [label] });
    expect(t.card('c1')?.undo).toEqual({ phase: 'idle' }); // the other card is untouched
    expect(t.refreshed).toEqual([]);

    t.answers.push(undone(['c2'], [{ callId: 'c2', label }]));
    await t.c.undo(t.reply().id, 'c2', true);
    expect(t.undos[1]).toEqual({ path: '/ai/agent/chats/cht_1/turns/trn_1/calls/c2/undo', body: { skipChanged: true } });
    expect(t.card('c2')?.undo).toEqual({ phase: 'undone', kept: [label] });
    expect(t.refreshed).toEqual([['tasks']]);
  });

  it('a conflict on "Undo all of this" stays on the answer with its cards back to Undo; keeping things as they are clears it', async () => {
    const t = setup();
    await liveTurn(t);
    t.answers.push(conflict([{ callId: 'c2', label: "the task 'Gym at 8'" }]));
    await t.c.undo(t.reply().id);
    expect(t.reply().undoAll).toEqual({ phase: 'conflict', changed: ["the task 'Gym at 8'"] });
    expect([t.card('c1')?.undo, t.card('c2')?.undo]).toEqual([{ phase: 'idle' }, { phase: 'idle' }]);
    t.c.keepAsIs(t.reply().id);
    expect(t.reply().undoAll).toBeUndefined();
    expect(t.undos).toHaveLength(1);
    expect(offersUndoAll(t.reply())).toBe(true);
  });

  it('other refusals and a lost connection are said in words, and the Undo stays to try again', async () => {
    const t = setup();
    await liveTurn(t);
    t.answers.push({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'A change by this call (or it is older than 7 days) not found' } } }, 'no connection');
    await t.c.undo(t.reply().id, 'c1');
    expect(t.card('c1')?.undo).toEqual({ phase: 'error', text: 'A change by this call (or it is older than 7 days) not found' });
    await t.c.undo(t.reply().id, 'c1');
    expect(t.card('c1')?.undo).toEqual({ phase: 'error', text: 'Could not reach the server.' });
    expect(t.undos).toHaveLength(2);
  });

  it('a stored chat comes back with its turn ids and Undo on the cards; an undo already done elsewhere reads Undone', async () => {
    const stored = [
      { id: 'msg_u', role: 'user', createdAt: '2026-01-01T00:00:00.000Z', turnId: 'trn_9', segments: [{ type: 'text', text: 'do it' }] },
      { id: 'msg_a', role: 'assistant', createdAt: '2026-01-01T00:00:01.000Z', turnId: 'trn_9', segments: [toolSegment(habit, ['habits']), toolSegment(task, ['tasks'])] },
    ];
    const t = setup({ stored });
    await t.c.openChat('cht_7');
    expect(t.reply()).toMatchObject({ turnId: 'trn_9' });
    expect(t.card('c1')).toMatchObject({ reason: habit.reason, undo: { phase: 'idle' } });
    t.answers.push({ status: 200, body: { turnId: 'trn_9', undone: [], restored: 0, skipped: [], alreadyUndone: true } });
    await t.c.undo('msg_a');
    expect(t.undos[0]?.path).toBe('/ai/agent/chats/cht_7/turns/trn_9/undo');
    expect([t.card('c1')?.undo?.phase, t.card('c2')?.undo?.phase]).toEqual(['undone', 'undone']);
    expect(t.refreshed).toEqual([]); // nothing moved this time
  });

  it('an answer arriving after the person opened another chat is dropped', async () => {
    const stored = [{ id: 'msg_a', role: 'assistant', createdAt: '2026-01-01T00:00:01.000Z', turnId: 'trn_9', segments: [toolSegment(habit, ['habits'])] }];
    const t = setup({ stored });
    await t.c.openChat('cht_7');
    t.answers.push(undone(['c1']));
    const release = t.pause();
    const undoing = t.c.undo('msg_a', 'c1');
    await expect.poll(() => t.undos.length).toBe(1);
    await t.c.openChat(undefined);
    release();
    await undoing;
    expect(t.c.getState().messages).toEqual([]);
    expect(t.refreshed).toEqual([]);
  });
});
