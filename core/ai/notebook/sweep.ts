import type { Ctx } from '../../context';
import { CONSISTENT } from '../../util/tx';
import { Quizzes } from './quiz-entity';
import { RoadmapDrafts } from './roadmap-entity';

type Key = { pk: string; sk: string };

/** The keys of the tutor's stored outputs (quizzes, roadmap drafts) of these pages: they go with their page. */
export async function studyOutputKeys(ctx: Ctx, pageIds: Set<string>): Promise<Key[]> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const [quizzes, drafts] = await Promise.all([
    Quizzes(db).query.primary({ userId }).go({ pages: 'all', attributes: ['quizId', 'pageId'], ...CONSISTENT }),
    RoadmapDrafts(db).query.primary({ userId }).go({ pages: 'all', attributes: ['draftId', 'pageId'], ...CONSISTENT }),
  ]);
  return [
    ...quizzes.data.filter((q) => pageIds.has(q.pageId!)).map((q) => Quizzes(db).delete({ userId, quizId: q.quizId! }).params().Key as Key),
    ...drafts.data.filter((d) => pageIds.has(d.pageId!)).map((d) => RoadmapDrafts(db).delete({ userId, draftId: d.draftId! }).params().Key as Key),
  ];
}
