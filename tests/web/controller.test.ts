import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../core/ai/agent/protocol/events';
import type { ClientDomain } from '../../core/ai/agent/protocol/segments';
import { createAuth, type FetchLike } from '../../web/src/client/auth';
import { createRest } from '../../web/src/client/rest';
import type { AgentStream, TurnInput, TurnResult } from '../../web/src/client/agent-stream';
import { ChatController } from '../../web/src/chat/controller';

/** A stream the test drives: push events, then end it; abort() ends it as a real one does. */
class FakeStream implements AgentStream {
  aborted = false;
  private settle!: (r: TurnResult) => void;
  readonly result = new Promise<TurnResult>((ok) => (this.settle = ok));
  constructor(
    readonly chatId: string,
    readonly input: TurnInput,
    private readonly onEvent: (e: AgentEvent) => void,
  ) {}
  emit(e: AgentEvent) {
    if (!this.aborted) this.onEvent(e);
  }
  end(r: TurnResult) {
    this.settle(r);
  }
  abort() {
    this.aborted = true;
    this.settle({ kind: 'aborted' });
  }
}

function setup(opts: { page?: string; running?: string } = {}) {
  const streams: FakeStream[] = [];
  const refreshed: ClientDomain[][] = [];
  const posts: string[] = [];
  const answers: { turnId: string; approvalId: string; approved: boolean; after: number }[] = [];
  let chats = 0;
  // The real typed client over a fake server: the controller's calls go through openapi-fetch.
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const server: FetchLike = async (url, init) => {
    const path = new URL(url).pathname;
    if (init?.method === 'POST') {
      posts.push(path);
      return path.endsWith('/cancel') ? new Response(null, { status: 204 }) : json({ id: `cht_${++chats}`, title: 'New chat', createdAt: '2026-01-01T00:00:00.000Z' });
    }
    if (path === '/ai/agent/status') return json({ offline: true, links: ['sim'] });
    if (path === '/ai/agent/chats') return json({ items: [], nextCursor: null });
    return json({ messages: [{ id: 'm1', role: 'user', segments: [{ type: 'text', text: 'earlier' }] }], runningTurn: opts.running ? { turnId: opts.running } : null });
  };
  const rest = createRest({ baseUrl: 'http://api.test', auth: createAuth({ baseUrl: 'http://api.test' }), fetch: server });
  const c = new ChatController({
    rest,
    stream: (chatId, input, onEvent) => {
      const s = new FakeStream(chatId, input, onEvent);
      streams.push(s);
      return s;
    },
    follow: (chatId, turnId, onEvent) => {
      const s = new FakeStream(chatId, { message: `follow ${turnId}` }, onEvent);
      streams.push(s);
      return s;
    },
    answer: (chatId, a, onEvent) => {
      answers.push(a);
      const s = new FakeStream(chatId, { message: `answer ${a.approvalId}` }, onEvent);
      streams.push(s);
      return s;
    },
    context: () => ({ page: opts.page ?? '/habits' }),
    onDomains: (d) => refreshed.push(d),
  });
  const started = async (n: number) => {
    await expect.poll(() => streams.length).toBe(n);
    return streams[n - 1]!;
  };
  return { c, streams, refreshed, posts, answers, started, state: () => c.getState() };
}

const token = (text: string): AgentEvent => ({ event: 'token', data: { text } });

describe('the chat widget controller (S2)', () => {
  it('shows the bubble at once, renders tokens live, chips and cards from tool events, then the stored segments', async () => {
    const { c, started, state, refreshed } = setup();
    await c.init();
    expect(state().offline).toBe(true);
    c.setComposer('create a habit called Read');
    const sending = c.send();
    expect(state().messages).toMatchObject([{ role: 'user', text: 'create a habit called Read' }, { role: 'assistant', state: 'waiting' }]);
    expect(state().composer).toBe('');
    const s = await started(1);
    expect(s.chatId).toBe('cht_1'); // a chat is created on the first send
    expect(s.input).toEqual({ message: 'create a habit called Read', page: '/habits' });
    s.emit(token('On '));
    s.emit(token('it'));
    expect(state().messages[1]).toMatchObject({ state: 'streaming', parts: [{ type: 'text', text: 'On it' }] });
    s.emit({ event: 'tool_started', data: { callId: 'r', name: 'getUserHabits', kind: 'read' } });
    s.emit({ event: 'tool_finished', data: { callId: 'r', name: 'getUserHabits', ok: true, domains: [] } });
    s.emit({ event: 'tool_started', data: { callId: 'w', name: 'createUserHabit', kind: 'write' } });
    expect(refreshed).toEqual([]);
    s.emit({ event: 'tool_finished', data: { callId: 'w', name: 'createUserHabit', ok: true, domains: ['habits'] } });
    expect(refreshed).toEqual([['habits']]);
    s.end({ kind: 'done', messageId: 'm2', segments: [{ type: 'text', text: 'Done.' }], servedBy: null });
    await sending;
    expect(state().messages[1]).toMatchObject({ state: 'done', parts: [{ type: 'text', text: 'Done.' }] });
    expect(state().streaming).toBe(false);
  });

  // Issue 30: a memory note written in a turn that read source text is shown whole, live and once stored.
  it('a memory write after source text shows the note as it now reads, live and from the stored segments', async () => {
    const { c, started, state } = setup();
    await c.init();
    c.setComposer('remember what the article said');
    const sending = c.send();
    const s = await started(1);
    const memory = { note: 'global' as const, text: 'Studies best at dawn.' };
    s.emit({ event: 'tool_started', data: { callId: 'w', name: 'updateGlobalContext', kind: 'write' } });
    s.emit({ event: 'tool_finished', data: { callId: 'w', name: 'updateGlobalContext', ok: true, domains: [], memory } });
    expect(state().messages[1]).toMatchObject({ parts: [{ type: 'tool', callId: 'w', ok: true, memory }] });
    const tool = { type: 'tool' as const, callId: 'w', name: 'updateGlobalContext', kind: 'write' as const, ok: true, domains: [], memory };
    s.end({ kind: 'done', messageId: 'm2', segments: [tool, { type: 'text', text: 'Saved.' }], servedBy: null });
    await sending;
    expect(state().messages[1]).toMatchObject({ state: 'done', parts: [{ type: 'tool', memory }, { type: 'text', text: 'Saved.' }] });
  });

  it('AI_UNAVAILABLE before any output rolls the bubble back and restores the typed text', async () => {
    const { c, started, state } = setup();
    c.setComposer('plan my week');
    const sending = c.send();
    (await started(1)).end({ kind: 'error', code: 'AI_UNAVAILABLE', message: 'The assistant is unavailable right now.' });
    await sending;
    expect(state().messages).toEqual([]);
    expect(state().composer).toBe('plan my week');
    expect(state().notice).toEqual({ code: 'AI_UNAVAILABLE', text: 'The assistant is unavailable right now.' });
  });

  it('TOO_MANY_STREAMS and RATE_LIMITED are said plainly', async () => {
    const { c, started, state } = setup();
    c.setComposer('one');
    let sending = c.send();
    (await started(1)).end({ kind: 'error', code: 'TOO_MANY_STREAMS', message: 'x', status: 429 });
    await sending;
    expect(state().notice?.text).toMatch(/Two answers are already being written/);
    expect(state().composer).toBe('one');
    sending = c.send();
    (await started(2)).end({ kind: 'error', code: 'RATE_LIMITED', message: 'x', status: 429, retryAfterS: 1500 });
    await sending;
    expect(state().notice?.text).toBe("You have reached this hour's limit of assistant messages. Try again in 25 minutes.");
  });

  it('an error after output keeps what arrived, marked cut off', async () => {
    const { c, started, state } = setup();
    c.setComposer('hi');
    const sending = c.send();
    const s = await started(1);
    s.emit(token('Half an ans'));
    s.end({ kind: 'error', code: 'INTERRUPTED', message: 'The answer was cut off.' });
    await sending;
    expect(state().messages[1]).toMatchObject({ state: 'interrupted', parts: [{ text: 'Half an ans' }] });
    expect(state().composer).toBe('');
  });

  it('a new send aborts the previous stream, which keeps its text marked stopped', async () => {
    const { c, started, state } = setup();
    c.setComposer('first');
    const first = c.send();
    const s1 = await started(1);
    s1.emit(token('one '));
    c.setComposer('second');
    const second = c.send();
    const s2 = await started(2);
    expect(s1.aborted).toBe(true);
    await first;
    expect(s2.chatId).toBe(s1.chatId);
    s2.emit(token('two'));
    s2.end({ kind: 'done', messageId: 'm', segments: [{ type: 'text', text: 'two' }], servedBy: null });
    await second;
    expect(state().messages.map((m) => (m.role === 'user' ? m.text : m.state))).toEqual(['first', 'stopped', 'second', 'done']);
  });

  it('drops replies for a chat the person left', async () => {
    const { c, started, state } = setup();
    c.setComposer('long question');
    const sending = c.send();
    const s = await started(1);
    s.emit(token('partial'));
    await c.openChat('cht_other');
    expect(state().messages).toEqual([{ id: 'm1', role: 'user', text: 'earlier' }]);
    s.emit(token(' more'));
    s.emit({ event: 'tool_finished', data: { callId: 'x', name: 'createUserHabit', ok: true, domains: ['habits'] } });
    s.end({ kind: 'done', messageId: 'm', segments: [{ type: 'text', text: 'partial more' }], servedBy: null });
    await sending;
    expect(state().messages).toEqual([{ id: 'm1', role: 'user', text: 'earlier' }]);
    expect(s.aborted).toBe(false); // the server finishes and stores it; it shows when reopened
  });

  it('dispose (unmount, logout) aborts every stream and stops updating', async () => {
    const { c, started, state } = setup();
    c.setComposer('hi');
    const sending = c.send();
    const s = await started(1);
    const before = state();
    c.dispose();
    expect(s.aborted).toBe(true);
    await sending;
    expect(state()).toBe(before);
  });

  it('a new send cancels the previous turn on the server before the new stream starts', async () => {
    const { c, started, posts } = setup();
    c.setComposer('first');
    void c.send();
    const s1 = await started(1);
    c.setComposer('second');
    const second = c.send();
    await started(2);
    expect(s1.aborted).toBe(true);
    // The cancel went out (and was answered) before the second stream was opened.
    expect(posts).toEqual(['/ai/agent/chats', `/ai/agent/chats/${s1.chatId}/cancel`]);
    void second;
  });

  it('Stop aborts the stream, cancels the turn on the server and keeps what arrived, marked stopped', async () => {
    const { c, started, state, posts } = setup();
    c.setComposer('a long answer please');
    const sending = c.send();
    const s = await started(1);
    s.emit(token('Part of it'));
    expect(state().streaming).toBe(true);
    await c.stop();
    await sending;
    expect(s.aborted).toBe(true);
    expect(posts).toContain(`/ai/agent/chats/${s.chatId}/cancel`);
    expect(state().messages[1]).toMatchObject({ state: 'stopped', parts: [{ text: 'Part of it' }] });
    expect(state().streaming).toBe(false);
  });

  it('shows which model answers from the model event, and keeps it from done', async () => {
    const { c, started, state } = setup();
    c.setComposer('hi');
    const sending = c.send();
    const s = await started(1);
    s.emit({ event: 'model', data: { link: 'gemini', model: 'gemini-2.5-flash' } });
    expect(state().messages[1]).toMatchObject({ state: 'waiting', servedBy: { link: 'gemini', model: 'gemini-2.5-flash' } });
    s.emit(token('Hello'));
    s.end({ kind: 'done', messageId: 'm', segments: [{ type: 'text', text: 'Hello' }], servedBy: { link: 'gemini', model: 'gemini-2.5-flash' } });
    await sending;
    expect(state().messages[1]).toMatchObject({ state: 'done', servedBy: { model: 'gemini-2.5-flash' } });
  });

  it('when every provider is cooling, the notice counts down to when the first is back', async () => {
    const { c, started, state } = setup();
    c.setComposer('plan my week');
    const sending = c.send();
    const before = Date.now();
    (await started(1)).end({ kind: 'error', code: 'AI_UNAVAILABLE', message: 'x', retryAfterS: 160 });
    await sending;
    expect(state().notice?.code).toBe('AI_UNAVAILABLE');
    expect(state().notice!.retryAt! - before).toBeGreaterThanOrEqual(160_000);
    expect(state().notice!.retryAt! - Date.now()).toBeLessThanOrEqual(160_000);
    expect(state().composer).toBe('plan my week');
  });

  it('opening a chat whose answer is still being written follows that turn to its end', async () => {
    const { c, started, state } = setup({ running: 'trn_live' });
    await c.openChat('cht_9');
    const s = await started(1);
    expect(s.input.message).toBe('follow trn_live');
    expect(state().streaming).toBe(true);
    s.emit(token('still '));
    s.emit(token('going'));
    s.end({ kind: 'done', messageId: 'm', segments: [{ type: 'text', text: 'still going' }], servedBy: null });
    await expect.poll(() => state().streaming).toBe(false);
    expect(state().messages.at(-1)).toMatchObject({ role: 'assistant', state: 'done', parts: [{ text: 'still going' }] });
  });

  describe('approval cards (A7)', () => {
    const request = { callId: 'call1', approvalId: 'ap1', name: 'deleteUserRoutine', summary: "Delete the routine 'Morning' with 2 items", expiresAt: '2026-12-01T10:10:00.000Z' };
    const tool = { type: 'tool' as const, callId: 'call1', name: 'deleteUserRoutine', kind: 'write' as const, ok: true, domains: ['routines' as const] };

    async function paused() {
      const t = setup();
      await t.c.init();
      t.c.setComposer('delete Morning');
      const sending = t.c.send();
      const s = await t.started(1);
      s.emit({ event: 'tool_started', data: { callId: 'call1', name: 'deleteUserRoutine', kind: 'write' } });
      s.end({ kind: 'approval', turnId: 'trn1', eventId: 4, request });
      await sending;
      return t;
    }
    const card = (t: Awaited<ReturnType<typeof paused>>) => {
      const m = t.state().messages.at(-1)!;
      return m.role === 'assistant' ? m.parts.find((p) => p.type === 'approval') : undefined;
    };

    it('a paused turn ends as a pending card, and the composer is free', async () => {
      const t = await paused();
      expect(card(t)).toMatchObject({ type: 'approval', state: 'pending', request });
      expect(t.state().streaming).toBe(false);
    });

    it('Approve continues the same turn in the same bubble, from the card\'s event id; the card stays, decided, after its call', async () => {
      const t = await paused();
      const bubble = t.state().messages.at(-1)!.id;
      const answering = t.c.answerApproval('ap1', true);
      expect(card(t)?.state).toBe('sending');
      const s = await t.started(2);
      expect(t.answers).toEqual([{ turnId: 'trn1', approvalId: 'ap1', approved: true, after: 4 }]);
      s.emit({ event: 'tool_finished', data: { callId: 'call1', name: 'deleteUserRoutine', ok: true, domains: ['routines'] } });
      s.emit(token('Deleted.'));
      s.end({ kind: 'done', messageId: 'm9', servedBy: null, segments: [tool, { type: 'text', text: 'Deleted.' }] });
      await answering;
      const last = t.state().messages.at(-1)!;
      expect(last.id).toBe(bubble);
      expect(last.role === 'assistant' && last.parts.map((p) => p.type)).toEqual(['tool', 'approval', 'text']);
      expect(card(t)?.state).toBe('approved');
      expect(t.refreshed).toEqual([['routines']]);
      // A decided card cannot be answered again.
      await t.c.answerApproval('ap1', false);
      expect(t.answers).toHaveLength(1);
    });

    it('a new message ends the wait: the pending card goes quiet (the server supersedes it)', async () => {
      const t = await paused();
      t.c.setComposer('never mind');
      void t.c.send();
      expect(card(t)).toBeUndefined(); // the last message is the new bubble
      const asked = t.state().messages.find((m) => m.role === 'assistant' && m.parts.some((p) => p.type === 'approval'));
      expect(asked?.role === 'assistant' && asked.parts.find((p) => p.type === 'approval')).toMatchObject({ state: 'gone' });
    });

    it('an answer the server no longer takes (404) leaves the card saying nothing changed', async () => {
      const t = await paused();
      const answering = t.c.answerApproval('ap1', false);
      (await t.started(2)).end({ kind: 'error', code: 'NOT_FOUND', message: 'Approval not found', status: 404 });
      await answering;
      expect(card(t)?.state).toBe('gone');
      expect(t.state().notice?.text).toContain('Nothing was changed');
    });
  });
});
