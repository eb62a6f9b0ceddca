import { useState } from 'preact/hooks';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { TextForm } from '../../ui/text-form';
import { useResource } from '../../use-resource';
import { BoardGraph } from './board-graph';
import { STATUS_LABEL, type NodeView, type PageView } from './types';
import { t } from './messages';

const STATUSES = ['TO_STUDY', 'STUDYING', 'DONE'] as const;

function NodeSelect({ label, nodes, value, onChange }: { label: string; nodes: NodeView[]; value: string; onChange(id: string): void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        <option value="">…</option>
        {nodes.map((n) => (
          <option key={n.id} value={n.id}>
            {n.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The page's roadmap board (D11): nodes by status, edges; add, connect, set status, remove. */
export function Board({ page }: { page: PageView }) {
  const board = useResource(`/notebook/pages/${page.id}/board`, 'notebook', () => ok(rest.GET('/notebook/pages/{id}/board', { params: { path: { id: page.id } } })));
  const action = useWrite(() => board.reload());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const id = page.id;
  const nodes = board.data?.nodes ?? [];
  const placed = new Set(nodes.map((n) => n.pageId).filter(Boolean));
  const title = (id: string) => nodes.find((n) => n.id === id)?.title ?? id;

  const { write } = action;

  return (
    <div class="board-view">
      {board.error && !board.data ? <ErrorNote error={board.error} /> : null}
      {board.data && nodes.length === 0 ? <p class="muted">{t('noRoadmap')}</p> : null}
      {board.data ? <BoardGraph board={board.data} /> : null}
      {nodes.length ? (
        <section class="panel" aria-label={t('steps')}>
          <h2>{t('steps')}</h2>
          <ul class="plain">
            {nodes.map((n) => (
              <li key={n.id} class="row">
                <span class="grow">
                  {n.title} <span class="small muted">{n.kind === 'PAGE' ? t('kindPage') : t('kindSection')}</span>
                </span>
                <select
                  aria-label={t('statusOf', { title: n.title })}
                  value={n.status}
                  disabled={action.busy}
                  onChange={(e) => {
                    const status = (e.currentTarget as HTMLSelectElement).value as NodeView['status'];
                    write(async () => (await ok(rest.PATCH('/notebook/pages/{id}/board/nodes/{nodeId}', { params: { path: { id, nodeId: n.id } }, body: { status } })), t('nodeIs', { title: n.title, status: STATUS_LABEL[status] })));
                  }}
                >
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </option>
                  ))}
                </select>
                <button aria-label={t('removeLabel', { title: n.title })} disabled={action.busy} onClick={() => write(async () => (await ok(rest.DELETE('/notebook/pages/{id}/board/nodes/{nodeId}', { params: { path: { id, nodeId: n.id } } })), t('removed', { title: n.title })))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {board.data?.edges.length ? (
            <>
              <h3>{t('order')}</h3>
              <ul class="plain">
                {board.data.edges.map((e) => (
                  <li key={e.id}>
                    {title(e.from)} → {title(e.to)}{' '}
                    <button class="small" aria-label={t('removeLink', { from: title(e.from), to: title(e.to) })} disabled={action.busy} onClick={() => write(async () => (await ok(rest.DELETE('/notebook/pages/{id}/board/edges/{edgeId}', { params: { path: { id, edgeId: e.id } } })), t('linkRemoved')))}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <section class="panel stack" aria-label={t('addToBoard')}>
        <h2>{t('addStep')}</h2>
        <TextForm label={t('sectionTitle')} button={t('addSection')} maxLength={120} busy={action.busy} onSubmit={(name) => write(async () => (await ok(rest.POST('/notebook/pages/{id}/board/nodes', { params: { path: { id } }, body: { kind: 'SECTION', title: name } })), t('added', { title: name })))} />
        {page.children.filter((c) => !placed.has(c.id)).length ? (
          <div class="row">
            {page.children
              .filter((c) => !placed.has(c.id))
              .map((c) => (
                <button key={c.id} disabled={action.busy} onClick={() => write(async () => (await ok(rest.POST('/notebook/pages/{id}/board/nodes', { params: { path: { id } }, body: { kind: 'PAGE', pageId: c.id } })), t('placed', { title: c.title })))}>
                  + {c.title}
                </button>
              ))}
          </div>
        ) : null}
        {nodes.length > 1 ? (
          <form
            class="row"
            onSubmit={(e) => {
              e.preventDefault();
              void write(async () => (await ok(rest.POST('/notebook/pages/{id}/board/edges', { params: { path: { id } }, body: { from, to } })), t('comesBefore', { from: title(from), to: title(to) })));
            }}
          >
            <NodeSelect label={t('from')} nodes={nodes} value={from} onChange={setFrom} />
            <NodeSelect label={t('to')} nodes={nodes} value={to} onChange={setTo} />
            <button type="submit" disabled={action.busy || !from || !to}>
              {t('link')}
            </button>
          </form>
        ) : null}
      </section>
      <Status message={action.message} testId="board-status" />
      <ErrorNote error={action.error} />
    </div>
  );
}
