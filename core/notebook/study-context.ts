import type { Ctx } from '../context';
import { CONSISTENT } from '../util/tx';
import { Blocks } from './entity';
import { resolvePage } from './naming';
import { ancestorsOf } from './tree';

/**
 * The notebook's side of the tutor's study context (issue 20): a page's notes as plain text
 * with their block ids (citations point at a block), and its ancestors, parent first — "a
 * page reads its own and its ancestors' sources". Diagrams are not passages.
 */
export interface StudyContext {
  page: { id: string; title: string };
  ancestors: { id: string; title: string }[];
  notes: { blockId: string; text: string }[];
}

export async function readStudyContext(ctx: Ctx, ref: string): Promise<StudyContext> {
  const { page, pages } = await resolvePage(ctx, ref);
  const blocks = await Blocks(ctx.deps.db).query.primary({ userId: ctx.actor.userId, pageId: page.pageId }).go({ pages: 'all', ...CONSISTENT });
  return {
    page: { id: page.pageId, title: page.title },
    ancestors: ancestorsOf(pages, page.pageId).map((p) => ({ id: p.pageId, title: p.title })),
    notes: blocks.data.filter((b) => b.type === 'text' && b.plain.trim()).map((b) => ({ blockId: b.blockId, text: b.plain })),
  };
}
