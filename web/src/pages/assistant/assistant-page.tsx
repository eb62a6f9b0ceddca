import { useState } from 'preact/hooks';
import { allPages, ok, type Schema } from '../../client/rest';
import { formatDateTime } from '../../i18n/format';
import { rest } from '../../session';
import { ConfirmButton, ErrorNote, Status } from '../../ui/bits';
import { useResource } from '../../use-resource';
import { useWrite } from '../../use-action';
import { t } from './messages';

type Chat = Schema<'ChatSummary'>;

/**
 * The assistant's side of the account (A6, A11): its memory notes (the global one and each
 * chat's), shown whole and deletable; the chats, renamed or deleted (asks first); and
 * "reset the assistant" (every chat and note; asks first).
 */
export function AssistantPage() {
  const memory = useResource('/ai/agent/memory', [], () => ok(rest.GET('/ai/agent/memory')));
  const chats = useResource('/ai/agent/chats', [], () => allPages((cursor) => ok(rest.GET('/ai/agent/chats', { params: { query: { limit: 100, cursor } } }))));
  const write = useWrite(() => Promise.all([memory.reload(), chats.reload()]));
  const m = memory.data;
  const notes = m ? [...(m.global ? [{ key: 'global', label: t('globalNote'), text: m.global }] : []), ...m.chats.map((c) => ({ key: c.id, label: t('chatNote', { title: c.title }), text: c.context }))] : [];
  const list = chats.data?.items ?? [];

  return (
    <section class="page assistant" data-page="assistant" data-loads={memory.loads + chats.loads}>
      <h1>{t('title')}</h1>
      <p class="muted">{t('intro')}</p>
      <Status message={write.message} testId="assistant-status" />
      <ErrorNote error={write.error ?? (m ? undefined : memory.error) ?? (chats.data ? undefined : chats.error)} />

      <section class="panel" aria-label={t('memory')} data-testid="memory-notes">
        <h2>{t('memory')}</h2>
        <p class="muted small">{t('memoryHint')}</p>
        {m && notes.length === 0 ? <p>{t('noNotes')}</p> : null}
        <ul class="plain">
          {notes.map((n) => (
            <li key={n.key} class="memory-item" data-testid="memory-item">
              <strong>{n.label}</strong>
              <blockquote class="memory-text">{n.text}</blockquote>
            </li>
          ))}
        </ul>
        {notes.length ? (
          <ConfirmButton
            label={t('forget')}
            question={t('forgetAsk')}
            yes={t('forgetYes')}
            disabled={write.busy}
            onConfirm={() => void write.write(async () => (await ok(rest.DELETE('/ai/agent/memory')), t('forgotten')))}
          />
        ) : null}
      </section>

      <section class="panel" aria-label={t('chats')} data-testid="chats">
        <h2>{t('chats')}</h2>
        {chats.data && list.length === 0 ? <p>{t('noChats')}</p> : null}
        <ul class="plain">
          {list.map((c) => (
            <ChatRow
              key={c.id}
              chat={c}
              busy={write.busy}
              rename={(title) => write.write(async () => (await ok(rest.PATCH('/ai/agent/chats/{id}', { params: { path: { id: c.id } }, body: { title } })), t('renamed', { title })))}
              remove={() => void write.write(async () => (await ok(rest.DELETE('/ai/agent/chats/{id}', { params: { path: { id: c.id } } })), t('deleted', { title: c.title })))}
            />
          ))}
        </ul>
      </section>

      <section class="panel" aria-label={t('reset')}>
        <h2>{t('reset')}</h2>
        <p class="muted small">{t('resetHint')}</p>
        <ConfirmButton
          label={t('resetButton')}
          question={t('resetAsk')}
          yes={t('resetYes')}
          disabled={write.busy}
          onConfirm={() => void write.write(async () => (await ok(rest.POST('/ai/agent/reset')), t('resetDone')))}
        />
      </section>
    </section>
  );
}

function ChatRow({ chat, busy, rename, remove }: { chat: Chat; busy: boolean; rename(title: string): Promise<boolean>; remove(): void }) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(chat.title);
  return (
    <li class="chat-row" data-testid="chat-row">
      {editing ? (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void rename(title.trim()).then((done) => done && setEditing(false));
          }}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
        >
          <label class="grow">
            {t('renameLabel', { title: chat.title })}
            <input value={title} maxLength={120} required autoFocus onInput={(e) => setTitle(e.currentTarget.value)} />
          </label>
          <button type="submit" class="primary" disabled={busy || !title.trim()}>
            {t('saveName')}
          </button>
          <button type="button" onClick={() => setEditing(false)}>
            {t('cancel')}
          </button>
        </form>
      ) : (
        <div class="row">
          <span class="grow">
            <strong class="chat-title">{chat.title}</strong> <span class="muted small">{t('lastActive', { when: formatDateTime(chat.lastActivityAt) })}</span>
          </span>
          <button aria-label={`${t('rename')}: ${chat.title}`} disabled={busy} onClick={() => (setTitle(chat.title), setEditing(true))}>
            {t('rename')}
          </button>
          <ConfirmButton label={t('deleteChat')} question={t('deleteAsk', { title: chat.title })} yes={t('deleteYes')} disabled={busy} onConfirm={remove} />
        </div>
      )}
    </li>
  );
}
