import { href } from '../../router';
import { ErrorNote } from '../../ui/bits';
import { useResource } from '../../use-resource';
import { Blocks } from './blocks';
import { Board } from './board';
import { Cards } from './cards';
import { PageHead } from './page-head';
import { PageTree } from './page-tree';
import { Sources } from './sources';
import { StudyRoom } from './study-room';
import { TABS, tabOf, type PageView } from './types';

/**
 * The study notebook (D11): the tree of topics and pages beside the open page, whose tabs are
 * its notes and diagrams, its roadmap board, its cards, its sources and the study room.
 */
export function NotebookPage({ pageId, tab }: { pageId?: string | undefined; tab?: string | undefined }) {
  const page = useResource<PageView>(pageId ? `/notebook/pages/${encodeURIComponent(pageId)}` : null, 'notebook');
  const open = tabOf(tab);
  const p = page.data;
  return (
    <section class="page notebook" data-page="notebook" data-loads={page.loads}>
      <div class="notebook-layout">
        <PageTree current={pageId} />
        <div class="notebook-main">
          {!pageId ? (
            <>
              <h1>Notebook</h1>
              <p class="muted">Pick a topic, or create one: a topic holds pages, and each page its notes, diagrams, roadmap, cards and sources.</p>
            </>
          ) : null}
          {page.error && !p ? <ErrorNote error={page.error} /> : null}
          {p ? (
            <>
              <PageHead page={p} onChanged={page.reload} />
              <nav class="tabs page-tabs" aria-label="Page sections">
                {TABS.map((t) => (
                  <a key={t.id} href={href('/notebook', p.id, t.id)} aria-current={open === t.id ? 'page' : undefined}>
                    {t.label}
                  </a>
                ))}
              </nav>
              {open === 'notes' ? <Blocks page={p} onChanged={page.reload} /> : null}
              {open === 'board' ? <Board page={p} /> : null}
              {open === 'cards' ? <Cards page={p} /> : null}
              {open === 'sources' ? <Sources page={p} /> : null}
              {open === 'study' ? <StudyRoom page={p} /> : null}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
