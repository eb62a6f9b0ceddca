import { useState } from 'preact/hooks';
import { allPages, ok } from '../../client/rest';
import { href } from '../../router';
import { rest } from '../../session';
import { ErrorNote } from '../../ui/bits';
import { TextForm } from '../../ui/text-form';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { STATUS_LABEL, type PageSummary } from './types';
import { t } from './messages';

/** A page of the tree: its link, and its children once opened (each read when first shown). */
function TreeItem({ page, current }: { page: PageSummary; current?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const view = useResource(open ? `/notebook/pages/${page.id}` : null, 'notebook', () => ok(rest.GET('/notebook/pages/{id}', { params: { path: { id: page.id } } })));
  const children = view.data?.children ?? [];
  return (
    <li>
      <span class="tree-row">
        <button class="disclosure" aria-expanded={open} aria-label={t(open ? 'closeLabel' : 'openLabel', { title: page.title })} onClick={() => setOpen(!open)}>
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
          <p class="small muted tree-empty">{t('noPagesInside')}</p>
        )
      ) : null}
    </li>
  );
}

/** Topics (pages without parent) and, opened one at a time, the pages inside them. */
export function PageTree({ current }: { current?: string | undefined }) {
  const topics = useResource('/notebook/topics?limit=100', 'notebook', () =>
    allPages((cursor) => ok(rest.GET('/notebook/topics', { params: { query: { limit: 100, cursor } } }))),
  );
  const action = useAction();
  const create = async (title: string) =>
    (await action.run(async () => {
      const page = await ok(rest.POST('/notebook/pages', { body: { title } }));
      await topics.reload();
      location.hash = href('/notebook', page.id);
      return true;
    })) ?? false;
  return (
    <nav class="panel page-tree" aria-label={t('pages')}>
      <h2>{t('topics')}</h2>
      {topics.data && topics.data.items.length === 0 ? <p class="muted small">{t('noTopics')}</p> : null}
      <ul class="tree">
        {topics.data?.items.map((topic) => (
          <TreeItem key={topic.id} page={topic} current={current} />
        ))}
      </ul>
      <TextForm class="stack" label={t('newTopic')} button={t('createTopic')} maxLength={200} busy={action.busy} onSubmit={create} />
      <ErrorNote error={action.error} />
    </nav>
  );
}
