import { href } from '../../router';
import { ErrorNote } from '../../ui/bits';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import { useResource } from '../../use-resource';
import { Blocks } from './blocks';
import { Board } from './board';
import { Cards } from './cards';
import { PageHead } from './page-head';
import { PageTree } from './page-tree';
import { Sources } from './sources';
import { StudyRoom } from './study-room';
import { TABS, tabOf } from './types';
import { t } from './messages';

/**
 * The study notebook (D11): the tree of topics and pages beside the open page, whose tabs are
 * its notes and diagrams, its roadmap board, its cards, its sources and the study room.
 */
export function NotebookPage({ pageId, tab }: { pageId?: string | undefined; tab?: string | undefined }) {
  const page = useResource(pageId ? `/notebook/pages/${encodeURIComponent(pageId)}` : null, 'notebook', () =>
    ok(rest.GET('/notebook/pages/{id}', { params: { path: { id: pageId! } } })),
  );
  const open = tabOf(tab);
  const p = page.data;
  return (
    <section class="page notebook" data-page="notebook" data-loads={page.loads}>
      <div class="notebook-layout">
        <PageTree current={pageId} />
        <div class="notebook-main">
          {!pageId ? (
            <>
              <h1>{t('title')}</h1>
              <p class="muted">{t('intro')}</p>
            </>
          ) : null}
          {page.error && !p ? <ErrorNote error={page.error} /> : null}
          {p ? (
            <>
              <PageHead page={p} onChanged={page.reload} />
              <nav class="tabs page-tabs" aria-label={t('sections')}>
                {TABS.map((tab) => (
                  <a key={tab.id} href={href('/notebook', p.id, tab.id)} aria-current={open === tab.id ? 'page' : undefined}>
                    {tab.label}
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
