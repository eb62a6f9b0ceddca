import type { Ctx } from '../context';
import { ownerToday } from '../configuration/today';
import type { TxItem } from '../util/tx';
import { payoutItems, userAccount } from '../xp/payout';
import type { PageRow, PageStatus } from './entity';
import { versioned } from './store';

/** DOMAIN-FACTS "XP": a page first reaching DONE pays 15, once in its life. */
export const PAGE_DONE_XP = 15;

/** The status a page shows: set by hand, else its board's. */
export function effectiveStatus(row: Pick<PageRow, 'manualStatus' | 'boardStatus'>): PageStatus {
  return row.manualStatus ?? row.boardStatus;
}

/** Board roll-up: no nodes → TO_STUDY; all DONE → DONE; any started → STUDYING. */
export function rollUp(nodes: { status: PageStatus }[]): PageStatus {
  if (!nodes.length) return 'TO_STUDY';
  if (nodes.every((n) => n.status === 'DONE')) return 'DONE';
  return nodes.some((n) => n.status !== 'TO_STUDY') ? 'STUDYING' : 'TO_STUDY';
}

export interface PageChange {
  title?: string;
  /** null: becomes a topic. */
  parentId?: string | null;
  /** null: back to the board's value. */
  manualStatus?: PageStatus | null;
  boardStatus?: PageStatus;
}

/**
 * The ONE write of a page row for any change (a transaction may touch an item only once),
 * conditioned on the version read. When the change makes the page DONE for the first time,
 * the same transaction stamps `donePaidAt` and pays the XP, so "paid" and "recorded as paid"
 * cannot come apart and a race cannot pay twice (the loser's version condition fails).
 */
export async function pageUpdate(ctx: Ctx, row: PageRow, change: PageChange): Promise<{ items: TxItem[]; next: PageRow; xp: number }> {
  const now = ctx.deps.clock.now().toISOString();
  const next: PageRow = { ...row, updatedAt: now, version: row.version + 1 };
  const set: Partial<PageRow> = {};
  const remove: ('parentId' | 'manualStatus')[] = [];
  if (change.title !== undefined) set.title = next.title = change.title;
  if (change.boardStatus !== undefined) set.boardStatus = next.boardStatus = change.boardStatus;
  if (change.parentId === null) {
    remove.push('parentId');
    delete next.parentId;
  } else if (change.parentId !== undefined) set.parentId = next.parentId = change.parentId;
  if (change.manualStatus === null) {
    remove.push('manualStatus');
    delete next.manualStatus;
  } else if (change.manualStatus !== undefined) set.manualStatus = next.manualStatus = change.manualStatus;

  const pays = effectiveStatus(next) === 'DONE' && !row.donePaidAt;
  if (pays) set.donePaidAt = next.donePaidAt = now;
  const items = [versioned(ctx, row, set, remove)];
  if (pays) items.push(...payoutItems(ctx, [await userAccount(ctx)], await ownerToday(ctx), PAGE_DONE_XP));
  return { items, next, xp: pays ? PAGE_DONE_XP : 0 };
}
