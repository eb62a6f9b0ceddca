import type { Ctx } from '../context';
import { AppError } from '../errors';
import { CONSISTENT } from '../util/tx';
import { MicroTasks, PinnedNames, type MicroTaskRow } from './entity';

export interface MicroTask {
  id: string;
  name: string;
  done: boolean;
  doneAt: string | null;
  /** The NAME is pinned: it appears on every entry whose micro-tasks are listed. */
  pinned: boolean;
  order: number;
}

export const byOrder = (a: MicroTaskRow, b: MicroTaskRow) => a.order - b.order || a.createdAt.localeCompare(b.createdAt);

export function toMicroTask(r: MicroTaskRow, pinned: Set<string>): MicroTask {
  return { id: r.microTaskId, name: r.name, done: Boolean(r.doneAt), doneAt: r.doneAt ?? null, pinned: pinned.has(r.nameKey), order: r.order };
}

/** The rows of one entry on one day (or of the whole day), in order. */
export async function microTaskRows(ctx: Ctx, day: string, entryId?: string): Promise<MicroTaskRow[]> {
  const res = await MicroTasks(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId, day, ...(entryId ? { entryId } : {}) })
    .go({ pages: 'all', ...CONSISTENT });
  return (res.data as MicroTaskRow[]).filter((r) => !entryId || r.entryId === entryId).sort(byOrder);
}

/** Every pinned name, most recently pinned first. */
export async function pinnedNames(ctx: Ctx): Promise<{ nameKey: string; name: string; pinnedAt: string }[]> {
  const res = await PinnedNames(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT });
  return res.data.sort((a, b) => b.pinnedAt.localeCompare(a.pinnedAt));
}

/** Micro-task ops other than list/add act on today's rows; a past day's are history. */
export async function findMicroTask(ctx: Ctx, day: string, id: string): Promise<MicroTaskRow> {
  const row = (await microTaskRows(ctx, day)).find((r) => r.microTaskId === id);
  if (!row) throw new AppError('NOT_FOUND', `No micro-task "${id}" today (${day})`);
  return row;
}
