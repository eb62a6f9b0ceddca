import { z } from 'zod';
import type { Ctx } from '../context';
import { studyToday } from './today-service';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { CONSISTENT } from '../util/tx';
import { Cards, type CardRow } from '../notebook/card-entity';
import type { PageRow } from '../notebook/entity';
import { effectiveStatus } from '../notebook/status';
import { loadTree } from '../notebook/store';
import { subtreeOf, topicOf, type ById } from '../notebook/tree';
import { toSummary, type PageSummary } from '../notebook/view';

/** How much of the notebook one read hands the model: enough to name pages, bounded for its context. */
export const OUTLINE_MAX_PAGES = 300;
const CARDS_PER_PAGE = 5;

const pageAndTopic = (pages: ById<PageRow>, p: PageRow) => {
  const topic = topicOf(pages, p.pageId) ?? p;
  return { id: p.pageId, title: p.title, topic: { id: topic.pageId, title: topic.title } };
};

/** listStudyTopics: every topic with the pages under it (id, title, status, parent), for naming pages. */
export const studyOutline = command(z.object({}), async (ctx: Ctx) => {
  const pages = await loadTree(ctx);
  let budget = OUTLINE_MAX_PAGES;
  const topics = [...pages.values()].filter((p) => !p.parentId).map((t) => {
    const under = subtreeOf(pages, t.pageId).slice(1);
    const shown = under.slice(0, Math.max(0, budget));
    budget -= shown.length;
    return { ...toSummary(t), pages: shown.map((p) => ({ ...toSummary(p), parentId: p.parentId! })), ...(shown.length < under.length ? { morePages: under.length - shown.length } : {}) };
  });
  return { topics };
});

export interface StudyPlan {
  date: string;
  dueCards: { page: ReturnType<typeof pageAndTopic>; count: number; cards: { id: string; front: string; due: string }[] }[];
  studying: (PageSummary & { topic: { id: string; title: string } })[];
  /** Today's study-cycle blocks per active cycle: `GET /study/today`'s items (study/today-service.ts). */
  cycleBlocks: unknown[];
}

/** getStudyPlanForToday: cards due now per page, the pages being studied, and today's cycle blocks. */
export const studyPlanForToday = command(z.object({}), async (ctx: Ctx): Promise<StudyPlan> => {
  const pages = await loadTree(ctx);
  const now = ctx.deps.clock.now().toISOString();
  const due = (
    await Cards(ctx.deps.db)
      .query.primary({ userId: ctx.actor.userId })
      .where((a, op) => op.lte(a.due, now))
      .go({ pages: 'all', attributes: ['cardId', 'pageId', 'front', 'due'], ...CONSISTENT })
  ).data as Pick<CardRow, 'cardId' | 'pageId' | 'front' | 'due'>[];
  const byPage = new Map<string, typeof due>();
  for (const c of due) byPage.set(c.pageId, [...(byPage.get(c.pageId) ?? []), c]);
  const dueCards = [...byPage].flatMap(([pageId, cards]) => {
    const page = pages.get(pageId);
    if (!page) return [];
    const soonest = [...cards].sort((a, b) => (a.due < b.due ? -1 : 1)).slice(0, CARDS_PER_PAGE);
    return [{ page: pageAndTopic(pages, page), count: cards.length, cards: soonest.map((c) => ({ id: c.cardId, front: c.front, due: c.due })) }];
  });
  const studying = [...pages.values()]
    .filter((p) => effectiveStatus(p) === 'STUDYING')
    .map((p) => ({ ...toSummary(p), topic: pageAndTopic(pages, p).topic }));
  return { date: await ownerToday(ctx), dueCards, studying, cycleBlocks: (await studyToday(ctx, {})).items };
});
