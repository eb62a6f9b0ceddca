/**
 * Crediting studied minutes to a cycle (SPEC D12): a session logged by hand and a finished
 * timer cycle that names a page both land here. The minutes go at once to the ACTIVE cycle
 * one of whose subjects is that page or a page above it, walk its running lap (laps.ts
 * `credit`), and are written in the caller's transaction at the version read — the caller
 * runs inside `retryOnConflict`, so concurrent credits each re-read and walk again and the
 * sum is exact. A page in no active cycle credits nothing; the caller still stores its record.
 */
import type { Ctx } from '../context';
import type { PageRow } from '../notebook/entity';
import { findPage } from '../notebook/naming';
import { loadTree } from '../notebook/store';
import type { ById } from '../notebook/tree';
import type { TxItem } from '../util/tx';
import { credit, type CreditRecord, lapView, subjectFor } from './laps';
import { withinOf } from './naming';
import { activeCycles, type CycleRow, updateCycleItem } from './store';

/** Concurrent credits on one cycle commit one per round; enough rounds for a burst of 20+. */
export const CREDIT_TRIES = 40;

export interface Credited {
  cycle: CycleRow;
  record: CreditRecord;
  /** The cycle's lap after the credit (CONTRACT `lap`). */
  lap: ReturnType<typeof lapView>;
  /** Laps this credit completed. */
  completed: number[];
  item: TxItem;
}

/** The credit for `pageId` against the active cycles as read now, or undefined when none holds it. */
export function planCredit(ctx: Ctx, active: readonly CycleRow[], pages: ById<PageRow>, pageId: string, minutes: number): Credited | undefined {
  const within = withinOf(pages);
  for (const cycle of active) {
    // Subjects of active cycles never overlap, so at most one cycle answers.
    const subjectId = subjectFor(pageId, cycle.config.subjects.map((s) => s.pageId), within);
    if (!subjectId) continue;
    const walk = credit(cycle.queue, cycle.lap, { subjectId, minutes });
    return { cycle, record: walk.record, lap: lapView(cycle.queue, walk.state), completed: walk.completed, item: updateCycleItem(ctx, cycle, { lap: walk.state }) };
  }
  return undefined;
}

/** Load what a credit needs and resolve the page (id or exact title; `field` names it in a refusal). */
export async function creditFor(ctx: Ctx, pageRef: string, minutes: number, field: string): Promise<{ page: PageRow; credited?: Credited }> {
  const [pages, active] = await Promise.all([loadTree(ctx), activeCycles(ctx)]);
  const page = findPage(pages, pageRef, field);
  return { page, credited: planCredit(ctx, active, pages, page.pageId, minutes) };
}
