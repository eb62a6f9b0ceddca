import { AppError } from '../../errors';
import { RETRIEVAL_SHARE_MS } from './budget';
import { readStudyContext } from '../../notebook/study-context';
import { buildStudyContext, SOURCE_PASSAGES, type StudyContext } from './study-context';
import type { TutorCtx } from './tutor';

export interface Gathered {
  pageId: string;
  title: string;
  context: StudyContext;
}

/**
 * The impure half of the study context: the page (by id or exact title; another person's id
 * is NOT_FOUND), its notes and ancestors, and the chunks the sources retrieve for `query`
 * (the page's and its ancestors' READY sources). A page with nothing to read is refused here,
 * before any model call (N4).
 */
export async function gather(ctx: TutorCtx, pageRef: string, opts: { query?: string; wholePage?: boolean }): Promise<Gathered> {
  const read = await readStudyContext(ctx, pageRef);
  const query = opts.query ?? read.page.title;
  // The request's clock: retrieval answers within its share of the budget, then the model gets the rest.
  const deadline = (ctx.startedAt ?? Date.now()) + RETRIEVAL_SHARE_MS;
  const { chunks } = await ctx.tutor.retrieve(ctx, read.page.id, query, SOURCE_PASSAGES, { deadline });
  const context = buildStudyContext({ ...read, chunks }, { query, wholePage: opts.wholePage });
  if (!context.passages.length) {
    throw new AppError('NOTEBOOK_NOTHING_TO_STUDY', `"${read.page.title}" has nothing to study yet: add notes, or a source that has finished reading`);
  }
  return { pageId: read.page.id, title: read.page.title, context };
}
