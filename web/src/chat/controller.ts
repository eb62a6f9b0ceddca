import type { AgentEvent, ServedBy } from '../../../core/ai/agent/protocol/events';
import type { ClientDomain, MemoryChange, Segment } from '../../../core/ai/agent/protocol/segments';
import { ok, type Rest, type Schema } from '../client/rest';
import type { AgentStream, ApprovalRequest, TurnInput, TurnResult } from '../client/agent-stream';
import { errorText } from '../i18n/errors';
import { t } from './messages';
import { dismissConflict, isUndoable, keepUndo, markUndoing, requestUndo, settleUndo, undoneDomains, undoScope, type UndoState } from './undo-state';

/**
 * The chat widget's state and rules (S2), with no UI framework: the panel only renders it.
 * A new send stops the turn before it; leaving a chat drops its late events; dispose()
 * (unmount, logout) aborts everything; a turn that fails before any output rolls back the
 * optimistic bubble and gives the typed text back to the composer. A turn on the server
 * outlives its connection (its slot is the turn's), so stopping one is a cancel request, not
 * just an aborted fetch.
 */

export type UiPart =
  | { type: 'text'; text: string }
  | { type: 'diagram'; text: string }
  /**
   * `memory`: the note a write changed in a turn that read source text, and what it now says (shown whole).
   * `reason`: what a write changed, in the server's words (issue 39); such a write has an `undo`.
   */
  | { type: 'tool'; callId: string; name: string; kind: 'read' | 'write'; ok?: boolean; domains: ClientDomain[]; memory?: MemoryChange; reason?: string; undo?: UndoState }
  /** A change waiting for the person's yes (A7): the server's summary, Approve / Deny. */
  | { type: 'approval'; turnId: string; eventId: number; request: ApprovalRequest; state: ApprovalState };

/** pending: the buttons; sending: answered, waiting for the stream; gone: expired or answered elsewhere. */
export type ApprovalState = 'pending' | 'sending' | 'approved' | 'denied' | 'gone';

export type AssistantState = 'waiting' | 'streaming' | 'done' | 'stopped' | 'interrupted';

export type UiMessage =
  | { id: string; role: 'user'; text: string }
  /** `turnId`: the turn that wrote the answer (what its undo names); `undoAll`: its "Undo all of this". */
  | { id: string; role: 'assistant'; parts: UiPart[]; state: AssistantState; servedBy?: ServedBy; turnId?: string; undoAll?: UndoState };

/** A chat in the picker: the part of `GET /ai/agent/chats`'s items the panel keeps. */
export type ChatSummary = Pick<Schema<'ChatSummary'>, 'id' | 'title'>;

export interface Notice {
  code: string;
  text: string;
  /** When the assistant is back (epoch ms): every provider is cooling, the panel counts down. */
  retryAt?: number;
}

export interface ChatState {
  chatId?: string;
  chats: ChatSummary[];
  messages: UiMessage[];
  composer: string;
  notice?: Notice;
  streaming: boolean;
  /** `GET /ai/agent/status`: offline means the chain is only the `sim` link. */
  offline: boolean;
}

export interface ChatControllerDeps {
  /** The typed REST client (client/rest.ts). */
  rest: Rest;
  stream(chatId: string, input: TurnInput, onEvent: (e: AgentEvent) => void): AgentStream;
  /** Follow a turn already running on the server (found after a reload) from its first event. */
  follow(chatId: string, turnId: string, onEvent: (e: AgentEvent) => void): AgentStream;
  /** Answer an approval card: the paused turn goes on in the returned stream. */
  answer?(chatId: string, answer: { turnId: string; approvalId: string; approved: boolean; after: number }, onEvent: (e: AgentEvent) => void): AgentStream;
  /** Which chat was open, kept across a reload (sessionStorage in the browser). */
  memory?: { load(): string | undefined; save(chatId: string | undefined): void };
  /** The page (and focus entry) the person is looking at when they press send. */
  context(): Omit<TurnInput, 'message'>;
  /** A write reported client domains: refetch the open pages showing them. */
  onDomains(domains: ClientDomain[]): void;
}

interface Turn {
  chatId: string;
  epoch: number;
  stream?: AgentStream;
  userId: string;
  replyId: string;
  text: string;
  output: boolean;
  stoppedBySend: boolean;
  /** A turn going on after the person answered its approval card (that card's id and answer). */
  answered?: { approvalId: string; approved: boolean };
}

type Listener = (s: ChatState) => void;

const toUiMessage = (m: Schema<'ChatView'>['messages'][number]): UiMessage =>
  m.role === 'assistant'
    ? { id: m.id, role: 'assistant', parts: segmentsToParts(m.segments), state: 'done', ...(m.servedBy ? { servedBy: m.servedBy } : {}), ...(m.turnId ? { turnId: m.turnId } : {}) }
    : { id: m.id, role: 'user', text: m.segments.map((s) => (s.type === 'text' ? s.text : '')).join('') };

export function segmentsToParts(segments: Segment[]): UiPart[] {
  return segments.map((s) =>
    s.type === 'tool'
      ? { type: 'tool', callId: s.callId, name: s.name, kind: s.kind, ok: s.ok, domains: s.domains, ...(s.memory ? { memory: s.memory } : {}), ...reasonOf(s) }
      : { type: s.type, text: s.text },
  );
}

/** A write that changed something: its reason, and an Undo (a stored chat does not say whether it was undone; a second undo is a no-op). */
const reasonOf = (s: { kind: 'read' | 'write'; ok?: boolean; reason?: string }) =>
  s.reason && isUndoable(s) ? { reason: s.reason, undo: { phase: 'idle' } as UndoState } : {};

/** `parts` with the decided approval card placed right after the tool call it was about. */
function withCard(parts: UiPart[], card: UiPart | undefined): UiPart[] {
  if (!card || card.type !== 'approval') return parts;
  const at = parts.findIndex((p) => p.type === 'tool' && p.callId === card.request.callId);
  return at < 0 ? [...parts, card] : [...parts.slice(0, at + 1), card, ...parts.slice(at + 1)];
}

export function noticeFor(result: Extract<TurnResult, { kind: 'error' }>, now = Date.now()): Notice {
  if (result.code === 'AI_UNAVAILABLE' && result.retryAfterS) {
    // Honest exhaustion: every provider is cooling and the server knows when the first is back.
    return { code: result.code, text: t('busy'), retryAt: now + result.retryAfterS * 1000 };
  }
  if (result.code === 'RATE_LIMITED') {
    const minutes = result.retryAfterS ? Math.max(1, Math.ceil(result.retryAfterS / 60)) : undefined;
    return {
      code: result.code,
      text: minutes ? t('limitIn', { count: minutes }) : t('limitLater'),
    };
  }
  if (result.code === 'TOO_MANY_STREAMS') {
    return { code: result.code, text: t('twoStreams') };
  }
  // The stream helper's own codes, then any other in the page's language (English keeps the server's own, more specific words).
  if (result.code === 'STREAM_ENDED') return { code: result.code, text: t('streamEnded') };
  if (result.code === 'INVALID_EVENT') return { code: result.code, text: t('invalidEvent') };
  return { code: result.code, text: errorText({ code: result.code, message: result.message }) };
}

export class ChatController {
  private state: ChatState = { chats: [], messages: [], composer: '', streaming: false, offline: false };
  private readonly listeners = new Set<Listener>();
  private readonly live = new Set<Turn>();
  private epoch = 0;
  private ids = 0;
  private disposed = false;

  constructor(private readonly deps: ChatControllerDeps) {}

  getState = (): ChatState => this.state;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The offline banner and the chat list; both optional niceties, so failures stay quiet. */
  async init(): Promise<void> {
    const [status, chats] = await Promise.allSettled([
      ok(this.deps.rest.GET('/ai/agent/status')),
      ok(this.deps.rest.GET('/ai/agent/chats')),
    ]);
    this.set({
      offline: status.status === 'fulfilled' && status.value.offline === true,
      chats: chats.status === 'fulfilled' ? chats.value.items.map(({ id, title }) => ({ id, title })) : this.state.chats,
    });
    // After a reload: the chat that was open comes back, and an answer still being written goes on.
    const open = this.deps.memory?.load();
    if (open && !this.state.chatId) await this.openChat(open).catch(() => this.deps.memory?.save(undefined));
  }

  setComposer(text: string): void {
    this.set({ composer: text });
  }

  async send(): Promise<void> {
    const text = this.state.composer.trim();
    if (!text || this.disposed) return;
    // The earlier answer stops on the server before the new turn starts (a cancel sent after
    // it would stop the new one too, and a turn left running holds one of the two slots).
    const stopping = this.stopLive();
    // A new message ends any wait for approval in this chat (the server settles it): its card goes quiet.
    this.setApprovals((p) => p.state === 'pending', 'gone');
    const turn: Turn = {
      chatId: this.state.chatId ?? '',
      epoch: this.epoch,
      userId: this.nextId(),
      replyId: this.nextId(),
      text,
      output: false,
      stoppedBySend: false,
    };
    this.live.add(turn);
    this.set({
      composer: '',
      notice: undefined,
      streaming: true,
      messages: [
        ...this.state.messages,
        { id: turn.userId, role: 'user', text },
        { id: turn.replyId, role: 'assistant', parts: [], state: 'waiting' },
      ],
    });
    if (!turn.chatId) {
      try {
        const chat = await ok(this.deps.rest.POST('/ai/agent/chats', { body: {} }));
        turn.chatId = chat.id;
        if (this.isCurrent(turn)) {
          this.deps.memory?.save(chat.id);
          this.set({ chatId: chat.id, chats: [{ id: chat.id, title: text.slice(0, 60) }, ...this.state.chats] });
        }
      } catch (err) {
        this.finish(turn, { kind: 'error', code: 'NETWORK', message: (err as Error).message || t('couldNotStart') });
        return;
      }
      if (!this.live.has(turn)) return; // aborted by a newer send or dispose while creating
    }
    await stopping;
    if (!this.live.has(turn)) return;
    turn.stream = this.deps.stream(turn.chatId, { message: text, ...this.deps.context() }, (e) => this.onEvent(turn, e));
    this.finish(turn, await turn.stream.result);
  }

  /** The Stop button: the answers being written stop, on the server too (what they said is kept). */
  async stop(): Promise<void> {
    await this.stopLive();
    this.set({ streaming: this.live.size > 0 });
  }

  private async stopLive(): Promise<void> {
    const turns = [...this.live];
    for (const turn of turns) {
      turn.stoppedBySend = true;
      turn.stream?.abort();
    }
    await Promise.all(turns.map((t) => this.cancelOnServer(t)));
  }

  private cancelOnServer(turn: Turn): Promise<void> {
    if (!turn.chatId) return Promise.resolve();
    return ok(this.deps.rest.POST('/ai/agent/chats/{id}/cancel', { params: { path: { id: turn.chatId } } })).then(
      () => undefined,
      () => undefined, // best effort: the turn still ends by itself, and logout cancels on the server
    );
  }

  /**
   * Show another chat. A stream for the chat being left keeps running; its events are dropped.
   * A turn of this chat still running on the server (another tab, a reload) is followed live.
   */
  async openChat(chatId: string | undefined): Promise<void> {
    this.epoch++;
    const epoch = this.epoch;
    this.deps.memory?.save(chatId);
    this.set({ chatId, messages: [], notice: undefined, streaming: false });
    if (!chatId) return;
    // A turn paused for the person's yes (awaitingApproval): following it replays its events up to the card.
    const chat = await ok(this.deps.rest.GET('/ai/agent/chats/{id}', { params: { path: { id: chatId } } }));
    if (epoch !== this.epoch) return;
    this.set({ messages: chat.messages.map(toUiMessage) });
    if (chat.runningTurn) this.followRunning(chatId, chat.runningTurn.turnId);
    else if (chat.awaitingApproval) this.followRunning(chatId, chat.awaitingApproval.turnId);
  }

  /**
   * Approve or Deny on a card: the same turn goes on in the same bubble (the server runs the
   * change only on a yes). An answer the server no longer takes (expired, answered in another
   * tab) leaves the card saying so: nothing was changed.
   */
  async answerApproval(approvalId: string, approved: boolean): Promise<void> {
    const found = this.findApproval(approvalId);
    if (!found || found.part.state !== 'pending' || !this.deps.answer || !this.state.chatId) return;
    const { message, part } = found;
    const turn: Turn = { chatId: this.state.chatId, epoch: this.epoch, userId: '', replyId: message.id, text: '', output: true, stoppedBySend: false, answered: { approvalId, approved } };
    this.live.add(turn);
    this.setApproval(approvalId, 'sending');
    this.set({ streaming: true, notice: undefined });
    turn.stream = this.deps.answer(turn.chatId, { turnId: part.turnId, approvalId, approved, after: part.eventId }, (e) => this.onEvent(turn, e));
    this.finish(turn, await turn.stream.result);
  }

  private findApproval(approvalId: string): { message: Extract<UiMessage, { role: 'assistant' }>; part: Extract<UiPart, { type: 'approval' }> } | undefined {
    for (const m of this.state.messages) {
      if (m.role !== 'assistant') continue;
      const part = m.parts.find((p): p is Extract<UiPart, { type: 'approval' }> => p.type === 'approval' && p.request.approvalId === approvalId);
      if (part) return { message: m, part };
    }
    return undefined;
  }

  private setApproval(approvalId: string, state: ApprovalState): void {
    this.setApprovals((p) => p.request.approvalId === approvalId, state);
  }

  /** Every approval card matching `which` takes `state`. */
  private setApprovals(which: (p: Extract<UiPart, { type: 'approval' }>) => boolean, state: ApprovalState): void {
    this.set({
      messages: this.state.messages.map((m) =>
        m.role === 'assistant' && m.parts.some((p) => p.type === 'approval' && which(p))
          ? { ...m, parts: m.parts.map((p) => (p.type === 'approval' && which(p) ? { ...p, state } : p)) }
          : m,
      ),
    });
  }

  /**
   * A write card's Undo (`callId`) or the answer's "Undo all of this" (none); `skipChanged` is
   * the person's "Undo the rest" after a conflict. Pages showing what went back are refetched.
   */
  async undo(messageId: string, callId?: string, skipChanged = false): Promise<void> {
    const m = this.assistantMessage(messageId);
    const chatId = this.state.chatId;
    const scope = m ? undoScope(m.parts, callId) : [];
    if (!m?.turnId || !chatId || !scope.length || m.state === 'waiting' || m.state === 'streaming') return;
    const epoch = this.epoch;
    const wholeTurn = callId === undefined;
    this.updateMessage(messageId, (msg) => markUndoing(msg, scope, wholeTurn));
    const outcome = await requestUndo(this.deps.rest, { chatId, turnId: m.turnId, ...(wholeTurn ? {} : { callId }) }, skipChanged);
    if (epoch !== this.epoch) return; // the person opened another chat meanwhile
    this.updateMessage(messageId, (msg) => settleUndo(msg, scope, wholeTurn, outcome));
    const domains = undoneDomains(m.parts, outcome);
    if (domains.length) this.deps.onDomains(domains);
  }

  /** "Keep things as they are" after a conflict: nothing was changed, and the Undo buttons come back. */
  keepAsIs(messageId: string, callId?: string): void {
    this.updateMessage(messageId, (msg) => dismissConflict(msg, callId));
  }

  private assistantMessage(id: string): Extract<UiMessage, { role: 'assistant' }> | undefined {
    const m = this.state.messages.find((x) => x.id === id);
    return m?.role === 'assistant' ? m : undefined;
  }

  private updateMessage(id: string, f: (m: Extract<UiMessage, { role: 'assistant' }>) => Extract<UiMessage, { role: 'assistant' }>): void {
    this.set({ messages: this.state.messages.map((m) => (m.id === id && m.role === 'assistant' ? f(m) : m)) });
  }

  private followRunning(chatId: string, turnId: string): void {
    const turn: Turn = { chatId, epoch: this.epoch, userId: '', replyId: this.nextId(), text: '', output: false, stoppedBySend: false };
    this.live.add(turn);
    this.set({ streaming: true, messages: [...this.state.messages, { id: turn.replyId, role: 'assistant', parts: [], state: 'waiting', turnId }] });
    turn.stream = this.deps.follow(chatId, turnId, (e) => this.onEvent(turn, e));
    void turn.stream.result.then((r) => this.finish(turn, r));
  }

  /**
   * Unmount or logout: abort every stream and go quiet. The turns are cancelled on the server
   * too (on logout the logout request itself cancels them, since the tokens are gone by then).
   */
  dispose(): void {
    this.disposed = true;
    for (const turn of this.live) {
      turn.stream?.abort();
      void this.cancelOnServer(turn);
    }
    this.live.clear();
    this.listeners.clear();
  }

  private isCurrent(turn: Turn): boolean {
    return !this.disposed && turn.epoch === this.epoch;
  }

  private onEvent(turn: Turn, e: AgentEvent): void {
    if (!this.isCurrent(turn) || !this.live.has(turn)) return; // a chat the person left: dropped
    if (e.event === 'turn') {
      this.updateMessage(turn.replyId, (m) => ({ ...m, turnId: e.data.turnId }));
    } else if (e.event === 'model') {
      this.markServedBy(turn, e.data);
    } else if (e.event === 'token') {
      turn.output = true;
      this.updateReply(turn, (parts) => {
        const last = parts.at(-1);
        return last?.type === 'text' ? [...parts.slice(0, -1), { type: 'text', text: last.text + e.data.text }] : [...parts, { type: 'text', text: e.data.text }];
      });
    } else if (e.event === 'tool_started') {
      turn.output = true;
      this.updateReply(turn, (parts) => [...parts, { type: 'tool', callId: e.data.callId, name: e.data.name, kind: e.data.kind, domains: [] }]);
    } else if (e.event === 'tool_finished') {
      this.updateReply(turn, (parts) =>
        parts.map((p) =>
          p.type === 'tool' && p.callId === e.data.callId
            ? { ...p, ok: e.data.ok, domains: e.data.domains, ...(e.data.memory ? { memory: e.data.memory } : {}), ...reasonOf({ kind: p.kind, ...e.data }) }
            : p,
        ),
      );
      if (e.data.ok && e.data.domains.length) this.deps.onDomains(e.data.domains);
    }
  }

  private finish(turn: Turn, result: TurnResult): void {
    this.live.delete(turn);
    if (!this.isCurrent(turn)) return;
    const streaming = this.live.size > 0;
    if (result.kind === 'done') {
      // An answered card stays in the answer, decided, right after the call it was about.
      const card = turn.answered && this.findApproval(turn.answered.approvalId)?.part;
      const decided = card ? { ...card, state: turn.answered!.approved ? ('approved' as const) : ('denied' as const) } : undefined;
      this.updateReply(turn, (parts) => withCard(keepUndo(parts, segmentsToParts(result.segments)), decided), 'done', result.servedBy ?? undefined);
      this.set({ streaming });
    } else if (result.kind === 'approval') {
      const card: UiPart = { type: 'approval', turnId: result.turnId, eventId: result.eventId, request: result.request, state: 'pending' };
      this.updateReply(turn, (parts) => [...parts, card], 'done');
      this.set({ streaming });
    } else if (turn.answered && result.kind === 'error' && result.status === 404) {
      this.setApproval(turn.answered.approvalId, 'gone');
      this.set({ streaming, notice: { code: 'NOT_FOUND', text: t('noLongerWaiting') } });
    } else if (result.kind === 'aborted') {
      if (turn.stoppedBySend) this.updateReply(turn, (parts) => parts, 'stopped');
    } else if (!turn.output) {
      // Nothing was said (AI_UNAVAILABLE, a refusal, no connection): as if never sent, and the
      // words are not lost — unless the person already typed something new.
      this.set({
        streaming,
        notice: noticeFor(result),
        messages: this.state.messages.filter((m) => m.id !== turn.userId && m.id !== turn.replyId),
        composer: this.state.composer ? this.state.composer : turn.text,
      });
    } else {
      this.updateReply(turn, (parts) => parts, 'interrupted');
      this.set({ streaming, notice: noticeFor(result) });
    }
  }

  private updateReply(turn: Turn, f: (parts: UiPart[]) => UiPart[], state?: AssistantState, servedBy?: ServedBy): void {
    this.set({
      messages: this.state.messages.map((m) =>
        m.id === turn.replyId && m.role === 'assistant'
          ? { ...m, parts: f(m.parts), state: state ?? 'streaming', ...(servedBy ? { servedBy } : {}) }
          : m,
      ),
    });
  }

  /** Which model is answering (the `model` event, before the first token): shown under the answer. */
  private markServedBy(turn: Turn, servedBy: ServedBy): void {
    this.set({ messages: this.state.messages.map((m) => (m.id === turn.replyId && m.role === 'assistant' ? { ...m, servedBy } : m)) });
  }

  private nextId(): string {
    return `local-${++this.ids}`;
  }

  private set(patch: Partial<ChatState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l(this.state);
  }
}
