import { useState } from 'preact/hooks';
import { getAll } from '../../client/api';
import { href } from '../../router';
import { api } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { STATUS_LABEL, type PageSummary, type PageView } from './types';

/** A page of the tree: its link, and its children once opened (each read when first shown). */
function TreeItem({ page, current }: { page: PageSummary; current?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const view = useResource<PageView>(open ? `/notebook/pages/${page.id}` : null, 'notebook');
  const children = view.data?.children ?? [];
  return (
    <li>
      <span class="tree-row">
        <button class="disclosure" aria-expanded={open} aria-label={`${open ? 'Close' : 'Open'} ${page.title}`} onClick={() => setOpen(!open)}>
          {open ? '▾' : '▸'}
        </button>
        <a href={href('/notebook', page.id)} aria-current={current === page.id ? 'page' : undefined}>
          {page.title}
        </a>
        <span class={`status-dot ${page.status}`} role="img" title={STATUS_LABEL[page.status]} aria-label={STATUS_LABEL[page.status]} />
      </span>
      {open && view.data ? (
        children.length ? (
          <ul>
            {children.map((c) => (
              <TreeItem key={c.id} page={c} current={current} />
            ))}
          </ul>
        ) : (
          <p class="small muted tree-empty">No pages inside.</p>
        )
      ) : null}
    </li>
  );
}

/** Topics (pages without parent) and, opened one at a time, the pages inside them. */
export function PageTree({ current }: { current?: string | undefined }) {
  const topics = useResource<{ items: PageSummary[] }>('/notebook/topics?limit=100', 'notebook', (p) => getAll<PageSummary>(api, p));
  const action = useAction();
  const create = async (title: string) =>
    (await action.run(async () => {
      const page = await api.post<PageView>('/notebook/pages', { title });
      await topics.reload();
      location.hash = href('/notebook', page.id);
      return true;
    })) ?? false;
  return (
    <nav class="panel page-tree" aria-label="Notebook pages">
      <h2>Topics</h2>
      {topics.data && topics.data.items.length === 0 ? <p class="muted small">No topics yet.</p> : null}
      <ul class="tree">
        {topics.data?.items.map((t) => (
          <TreeItem key={t.id} page={t} current={current} />
        ))}
      </ul>
      <TextForm class="stack" label="New topic" button="Create topic" maxLength={200} busy={action.busy} onSubmit={create} />
      <ErrorNote error={action.error} />
    </nav>
  );
}
