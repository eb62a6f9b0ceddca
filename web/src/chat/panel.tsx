import { useEffect, useRef, useState } from 'preact/hooks';
import type { TurnInput } from '../client/agent-stream';
import { streamAgentTurn } from '../client/agent-stream';
import { refreshDomains } from '../refresh';
import { Diagram } from '../diagram/diagram';
import { DOMAIN_PAGE } from '../router';
import { auth, baseUrl, rest } from '../session';
import { ChatController, type ChatState, type UiMessage, type UiPart } from './controller';
import { navLabel } from '../nav-labels';
import { t } from './messages';
import { CardUndo, TurnUndo, type UndoActions } from './undo';

export function createChatController(context: () => Omit<TurnInput, 'message'>): ChatController {
  const controller = new ChatController({
    rest,
    stream: (chatId, input, onEvent) => streamAgentTurn({ baseUrl, auth, chatId, input, onEvent }),
    follow: (chatId, turnId, onEvent) => streamAgentTurn({ baseUrl, auth, chatId, follow: { turnId }, onEvent }),
    answer: (chatId, answer, onEvent) => streamAgentTurn({ baseUrl, auth, chatId, answer, onEvent }),
    memory: openChatMemory,
    context,
    onDomains: refreshDomains,
  });
  void controller.init();
  return controller;
}

/** The open chat survives a reload of this tab (not a new tab: sessionStorage). */
const OPEN_CHAT = 'beyou.openChat';
const openChatMemory = {
  load: () => sessionStorage.getItem(OPEN_CHAT) ?? undefined,
  save: (chatId: string | undefined) => (chatId ? sessionStorage.setItem(OPEN_CHAT, chatId) : sessionStorage.removeItem(OPEN_CHAT)),
};

/** "createUserHabit" → "Create habit": the person's words, not the tool's. */
export function toolLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter((w) => w !== 'User');
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ToolPart({ part, busy, undo }: { part: Extract<UiPart, { type: 'tool' }>; busy: boolean; undo: UndoActions }) {
  const mark = part.ok === undefined ? '…' : part.ok ? '✓' : '✗';
  if (part.kind === 'read') {
    return (
      <span class="chip" data-testid="tool-chip" data-ok={part.ok === undefined ? undefined : String(part.ok)}>
        {mark} {toolLabel(part.name)}
      </span>
    );
  }
  const pages = part.domains.map((d) => DOMAIN_PAGE[d]).filter((p) => p !== undefined);
  return (
    <div class="card" data-testid="tool-card" data-ok={part.ok === undefined ? undefined : String(part.ok)}>
      <span class="card-title">
        {mark} {toolLabel(part.name)}
      </span>
      {part.ok === false ? <span class="muted">{t('didNotGoThrough')}</span> : null}
      <CardUndo part={part} busy={busy} actions={undo} />
      {part.memory ? (
        // Text from a source may have shaped this note (the turn read one): the person sees all of it.
        <blockquote class="memory-note" data-testid="memory-note">
          <span class="muted small">{part.memory.note === 'global' ? t('memoryGlobal') : t('memoryChat')}</span>
          <span>{part.memory.text}</span>
        </blockquote>
      ) : null}
      {[...new Set(pages)].map((p) => (
        <a key={p.path} href={`#${p.path}`}>
          {t('open', { page: navLabel(p) })}
        </a>
      ))}
    </div>
  );
}

/** A change waiting for the person's yes: the server's own summary, and the two answers. */
function ApprovalCard({ part, onAnswer }: { part: Extract<UiPart, { type: 'approval' }>; onAnswer(approved: boolean): void }) {
  const { request, state } = part;
  return (
    <div class="card approval" role="group" aria-label={t('needsApproval')} data-testid="approval-card" data-state={state}>
      <span class="card-title">{request.summary}</span>
      {state === 'pending' ? (
        <span class="actions">
          <button class="primary" data-testid="approve" onClick={() => onAnswer(true)}>
            {t('approve')}
          </button>
          <button data-testid="deny" onClick={() => onAnswer(false)}>
            {t('deny')}
          </button>
        </span>
      ) : (
        <span class="muted small" role="status">
          {state === 'sending' ? t('sending') : state === 'approved' ? t('approved') : state === 'denied' ? t('denied') : t('expired')}
        </span>
      )}
    </div>
  );
}

/** What a message can ask of the controller: an approval's answer, an undo (a card's, or the whole answer's without `callId`). */
interface MessageActions {
  answer(approvalId: string, approved: boolean): void;
  undo(messageId: string, callId: string | undefined, skipChanged: boolean): void;
  keep(messageId: string, callId: string | undefined): void;
}

const undoActions = (act: MessageActions, messageId: string, callId?: string): UndoActions => ({
  undo: (skipChanged = false) => act.undo(messageId, callId, skipChanged),
  keep: () => act.keep(messageId, callId),
});

function Message({ m, act }: { m: UiMessage; act: MessageActions }) {
  if (m.role === 'user') {
    return (
      <li class="msg user" data-testid="user-message">
        {m.text}
      </li>
    );
  }
  const busy = m.state === 'waiting' || m.state === 'streaming';
  return (
    <li class="msg assistant" data-testid="assistant-message" data-state={m.state}>
      {m.parts.map((p, i) =>
        p.type === 'text' ? (
          <span key={i} class="text">{p.text}</span>
        ) : p.type === 'diagram' ? (
          // showDiagram's Mermaid source, drawn in the browser (mermaid loads on the first one).
          <Diagram key={i} source={p.text} label={t('diagram')} />
        ) : p.type === 'approval' ? (
          <ApprovalCard key={`approval-${p.request.approvalId}`} part={p} onAnswer={(yes) => act.answer(p.request.approvalId, yes)} />
        ) : (
          <ToolPart key={p.callId} part={p} busy={busy} undo={undoActions(act, m.id, p.callId)} />
        ),
      )}
      <TurnUndo m={m} busy={busy} actions={undoActions(act, m.id)} />
      {m.state === 'waiting' ? <span class="typing" aria-label={t('thinking')}>…</span> : null}
      {m.state === 'stopped' ? <span class="muted small">{t('stopped')}</span> : null}
      {m.state === 'interrupted' ? <span class="muted small">{t('cutOff')}</span> : null}
      {m.servedBy ? (
        <span class="served-by" data-testid="served-by" title={t('answeredBy', { link: m.servedBy.link })}>
          {m.servedBy.model}
        </span>
      ) : null}
    </li>
  );
}

/** "Back in 2:40", ticking: when every provider is cooling, the server said when one is back. */
function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span class="countdown" data-testid="countdown" data-seconds={left}>
      {left > 0 ? t('backIn', { clock }) : t('tryNow')}
    </span>
  );
}

export function ChatPanel({ controller, hidden, onClose }: { controller: ChatController; hidden: boolean; onClose(): void }) {
  const [state, setState] = useState<ChatState>(controller.getState());
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => controller.subscribe(setState), [controller]);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [state.messages]);

  const act: MessageActions = {
    answer: (id, yes) => void controller.answerApproval(id, yes),
    undo: (messageId, callId, skipChanged) => void controller.undo(messageId, callId, skipChanged),
    keep: (messageId, callId) => controller.keepAsIs(messageId, callId),
  };

  const send = (e?: Event) => {
    e?.preventDefault();
    void controller.send();
  };

  return (
    <section class="chat-panel" role="dialog" aria-label={t('dialog')} hidden={hidden}>
      <header>
        <select
          aria-label={t('chat')}
          value={state.chatId ?? ''}
          onChange={(e) => void controller.openChat((e.currentTarget as HTMLSelectElement).value || undefined)}
        >
          <option value="">{t('newChat')}</option>
          {state.chats.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <button onClick={() => void controller.openChat(undefined)}>{t('new')}</button>
        <button aria-label={t('closeLabel')} onClick={onClose}>
          ×
        </button>
      </header>
      {state.offline ? (
        <p class="banner" role="status" data-testid="offline-banner">
          {t('offline')}
        </p>
      ) : null}
      <ol class="messages" ref={list}>
        {state.messages.length === 0 ? <li class="muted empty">{t('empty')}</li> : null}
        {state.messages.map((m) => (
          <Message key={m.id} m={m} act={act} />
        ))}
      </ol>
      {state.notice ? (
        <p class="notice" role="alert" data-code={state.notice.code}>
          {state.notice.text}
          {state.notice.retryAt ? <Countdown until={state.notice.retryAt} /> : null}
        </p>
      ) : null}
      <form class="composer" onSubmit={send}>
        <textarea
          aria-label={t('message')}
          rows={2}
          maxLength={4000}
          value={state.composer}
          onInput={(e) => controller.setComposer((e.currentTarget as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) send(e);
          }}
        />
        {state.streaming ? (
          <button type="button" data-testid="stop" onClick={() => void controller.stop()}>
            {t('stop')}
          </button>
        ) : null}
        <button type="submit" class="primary" disabled={!state.composer.trim()}>
          {t('send')}
        </button>
      </form>
    </section>
  );
}
