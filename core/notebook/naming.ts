import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { PageRow } from './entity';
import { loadTree } from './store';
import { topicOf, type ById } from './tree';

/** How many names a refusal lists: enough to pick from, short enough for a model's context. */
export const MAX_LISTED = 20;

export interface Candidate {
  id: string;
  title: string;
  topic: { id: string; title: string };
}

function candidate(pages: ById<PageRow>, p: PageRow): Candidate {
  const topic = topicOf(pages, p.pageId) ?? p;
  return { id: p.pageId, title: p.title, topic: { id: topic.pageId, title: topic.title } };
}

export function topicList(pages: ById<PageRow>): { id: string; title: string }[] {
  return [...pages.values()].filter((p) => !p.parentId).map((p) => ({ id: p.pageId, title: p.title }));
}

/**
 * THE page resolver (D11), shared by every REST route and every agent tool: the id, else the
 * exact title (the same letters first; in any case only if that finds nothing). Two pages
 * with that title → AMBIGUOUS_NAME listing each with its topic; none → NOT_FOUND listing the
 * topics. Another user's id is simply not among the actor's pages: the same NOT_FOUND.
 */
export function findPage(pages: ById<PageRow>, ref: string, field = 'page'): PageRow {
  const wanted = ref.trim();
  const byId = pages.get(wanted);
  if (byId) return byId;
  const all = [...pages.values()];
  let matches = all.filter((p) => p.title === wanted);
  if (!matches.length) matches = all.filter((p) => p.title.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (matches.length === 1) return matches[0]!;

  if (matches.length > 1) {
    const candidates = matches.slice(0, MAX_LISTED).map((p) => candidate(pages, p));
    const listed = candidates.map((c) => `"${c.title}" (${c.id}) in topic "${c.topic.title}"`).join(', ');
    throw new AppError('AMBIGUOUS_NAME', `${matches.length} pages are titled "${wanted}": ${listed}. Name one by its id`, {
      data: { candidates },
    });
  }
  const topics = topicList(pages).slice(0, MAX_LISTED);
  const hint = topics.length ? `Topics: ${topics.map((t) => `"${t.title}" (${t.id})`).join(', ')}` : 'The notebook has no topics yet';
  throw new AppError('NOT_FOUND', `No page is named "${wanted}". ${hint}`, {
    data: { topics },
    ...(field === 'page' ? {} : { fields: [{ path: field, message: `No page with this id or title` }] }),
  });
}

/** Load the person's pages and resolve one: the tree comes back too, for the caller's rules. */
export async function resolvePage(ctx: Ctx, ref: string, field = 'page'): Promise<{ page: PageRow; pages: ById<PageRow> }> {
  const pages = await loadTree(ctx);
  return { page: findPage(pages, ref, field), pages };
}
