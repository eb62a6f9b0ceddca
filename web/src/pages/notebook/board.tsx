import { useState } from 'preact/hooks';
import { api } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useWrite } from '../../use-action';
import { TextForm } from '../../ui/text-form';
import { useResource } from '../../use-resource';
import { BoardGraph } from './board-graph';
import { STATUS_LABEL, type BoardView, type NodeView, type PageView } from './types';

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
  const board = useResource<BoardView>(`/notebook/pages/${page.id}/board`, 'notebook');
  const action = useWrite(() => board.reload());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const base = `/notebook/pages/${page.id}/board`;
  const nodes = board.data?.nodes ?? [];
  const placed = new Set(nodes.map((n) => n.pageId).filter(Boolean));
  const title = (id: string) => nodes.find((n) => n.id === id)?.title ?? id;

  const { write } = action;

  return (
    <div class="board-view">
      {board.error && !board.data ? <ErrorNote error={board.error} /> : null}
      {board.data && nodes.length === 0 ? <p class="muted">No roadmap yet: add its steps (sections, or the pages inside this one) below.</p> : null}
      {board.data ? <BoardGraph board={board.data} /> : null}
      {nodes.length ? (
        <section class="panel" aria-label="Steps">
          <h2>Steps</h2>
          <ul class="plain">
            {nodes.map((n) => (
              <li key={n.id} class="row">
                <span class="grow">
                  {n.title} <span class="small muted">{n.kind === 'PAGE' ? 'page' : 'section'}</span>
                </span>
                <select
                  aria-label={`Status of ${n.title}`}
                  value={n.status}
                  disabled={action.busy}
                  onChange={(e) => {
                    const status = (e.currentTarget as HTMLSelectElement).value;
                    write(async () => (await api.patch(`${base}/nodes/${n.id}`, { status }), `“${n.title}” is ${STATUS_LABEL[status as keyof typeof STATUS_LABEL]}.`));
                  }}
                >
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </option>
                  ))}
                </select>
                <button aria-label={`Remove ${n.title}`} disabled={action.busy} onClick={() => write(async () => (await api.del(`${base}/nodes/${n.id}`), `Removed “${n.title}”.`))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {board.data?.edges.length ? (
            <>
              <h3>Order</h3>
              <ul class="plain">
                {board.data.edges.map((e) => (
                  <li key={e.id}>
                    {title(e.from)} → {title(e.to)}{' '}
                    <button class="small" aria-label={`Remove the link from ${title(e.from)} to ${title(e.to)}`} disabled={action.busy} onClick={() => write(async () => (await api.del(`${base}/edges/${e.id}`), 'Link removed.'))}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <section class="panel stack" aria-label="Add to the board">
        <h2>Add a step</h2>
        <TextForm label="Section title" button="Add section" maxLength={120} busy={action.busy} onSubmit={(t) => write(async () => (await api.post(`${base}/nodes`, { kind: 'SECTION', title: t }), `Added “${t}”.`))} />
        {page.children.filter((c) => !placed.has(c.id)).length ? (
          <div class="row">
            {page.children
              .filter((c) => !placed.has(c.id))
              .map((c) => (
                <button key={c.id} disabled={action.busy} onClick={() => write(async () => (await api.post(`${base}/nodes`, { kind: 'PAGE', pageId: c.id }), `Placed “${c.title}”.`))}>
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
              void write(async () => (await api.post(`${base}/edges`, { from, to }), `“${title(from)}” comes before “${title(to)}”.`));
            }}
          >
            <NodeSelect label="From" nodes={nodes} value={from} onChange={setFrom} />
            <NodeSelect label="To" nodes={nodes} value={to} onChange={setTo} />
            <button type="submit" disabled={action.busy || !from || !to}>
              Link
            </button>
          </form>
        ) : null}
      </section>
      <Status message={action.message} testId="board-status" />
      <ErrorNote error={action.error} />
    </div>
  );
}
