import type { Ctx } from '../../context';
import { openBoard } from '../../notebook/board-service';
import { inBoardOrder } from '../../notebook/board';
import { nodeTitle } from '../../notebook/board-view';
import { ancestorsOf, childrenOf } from '../../notebook/tree';
import type { PlanKnown } from './plan-rules';
import { studyGoal, type StudyContext } from './study-context';

export interface PlanningMaterial {
  pageId: string;
  /** PLANNING has no passages: the goal only. */
  context: StudyContext;
  known: PlanKnown;
  /** Quoted data lines for the prompt: the board as it is and the sub-pages not on it. */
  data: string[];
}

/** What PLANNING reads: titles only (the page, its path, its board and its sub-pages), never notes or sources. */
export async function planningMaterial(ctx: Ctx, pageRef: string): Promise<PlanningMaterial> {
  const { page, pages, board } = await openBoard(ctx, pageRef);
  const onBoard = inBoardOrder(board.nodes).map((n) => ({ title: nodeTitle(pages, n), status: n.status }));
  const linked = new Set(board.nodes.flatMap((n) => (n.pageId ? [n.pageId] : [])));
  const subPages = childrenOf(pages, page.pageId).filter((p) => !linked.has(p.pageId)).map((p) => ({ id: p.pageId, title: p.title }));
  const goal = studyGoal({ page, ancestors: ancestorsOf(pages, page.pageId) });
  return {
    pageId: page.pageId,
    context: { goal, passages: [] },
    known: { onBoard: onBoard.map((n) => n.title), pages: subPages },
    data: [
      `The board now, in order (data): ${JSON.stringify(onBoard)}`,
      `Sub-pages not on the board yet (data): ${JSON.stringify(subPages.map((p) => p.title))}`,
    ],
  };
}
