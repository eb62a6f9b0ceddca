import type { Ctx } from '../context';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { MAX_TX_ITEMS, transact, type TxItem } from '../util/tx';
import { MicroTasks, PinnedNames } from './entity';
import { focusCommand, requireEntry } from './entry';
import { DeleteMicroTaskInput, PinMicroTaskInput, ReorderMicroTasksInput, ToggleMicroTaskInput } from './schema';
import { findMicroTask, microTaskRows, pinnedNames, toMicroTask, type MicroTask } from './store';

const key = (r: { userId: string; day: string; entryId: string; nameKey: string }) => ({ userId: r.userId, day: r.day, entryId: r.entryId, nameKey: r.nameKey });
const pinnedSet = async (ctx: Ctx) => new Set((await pinnedNames(ctx)).map((p) => p.nameKey));

/** Tick or untick (`done` pins the direction; omitted toggles). */
export const toggleMicroTask = command(ToggleMicroTaskInput, async (ctx: Ctx, input): Promise<MicroTask> => {
  const row = await findMicroTask(ctx, await ownerToday(ctx), input.id);
  const done = input.done ?? !row.doneAt;
  const patch = MicroTasks(ctx.deps.db).patch(key(row));
  const doneAt = ctx.deps.clock.now().toISOString();
  await (done ? patch.set({ doneAt: row.doneAt ?? doneAt }) : patch.remove(['doneAt'])).go({ response: 'none' });
  return toMicroTask({ ...row, doneAt: done ? (row.doneAt ?? doneAt) : undefined }, await pinnedSet(ctx));
});

/**
 * Pinning belongs to the NAME (DOMAIN-FACTS): pin here and the name is pinned on every row
 * that has it, and every entry listed from now on gets it. Unpinning releases the name.
 */
export const pinMicroTask = command(PinMicroTaskInput, async (ctx: Ctx, input): Promise<MicroTask> => {
  const row = await findMicroTask(ctx, await ownerToday(ctx), input.id);
  const pins = await pinnedSet(ctx);
  const pinned = input.pinned ?? !pins.has(row.nameKey);
  const names = PinnedNames(ctx.deps.db);
  const userId = ctx.actor.userId;
  if (pinned) await names.put({ userId, nameKey: row.nameKey, name: row.name, pinnedAt: ctx.deps.clock.now().toISOString() }).go({ response: 'none' });
  else await names.delete({ userId, nameKey: row.nameKey }).go({ response: 'none' });
  if (pinned) pins.add(row.nameKey);
  else pins.delete(row.nameKey);
  return toMicroTask(row, pins);
});

/** Delete one row; if its name was pinned the name stops being kept, everywhere. */
export const deleteMicroTask = command(DeleteMicroTaskInput, async (ctx: Ctx, input): Promise<{ deleted: true; unpinned: boolean }> => {
  const row = await findMicroTask(ctx, await ownerToday(ctx), input.id);
  const pinned = (await pinnedSet(ctx)).has(row.nameKey);
  const { db } = ctx.deps;
  await transact(db, [
    { Delete: MicroTasks(db).delete(key(row)).params() },
    ...(pinned ? [{ Delete: PinnedNames(db).delete({ userId: row.userId, nameKey: row.nameKey }).params() } as TxItem] : []),
  ]);
  return { deleted: true, unpinned: pinned };
});

/** The full id list in the new order; unknown ids ignored, unmentioned rows keep their order at the end. */
export const reorderMicroTasks = focusCommand(ReorderMicroTasksInput, async (ctx, input): Promise<MicroTask[]> => {
  const { day, entry } = await requireEntry(ctx, input.entryId);
  const rows = await microTaskRows(ctx, day, entry.entryId);
  const position = new Map([...new Set(input.ids)].map((id, i) => [id, i]));
  const ordered = [...rows.filter((r) => position.has(r.microTaskId)).sort((a, b) => position.get(a.microTaskId)! - position.get(b.microTaskId)!), ...rows.filter((r) => !position.has(r.microTaskId))];
  const { db } = ctx.deps;
  const updates = ordered.flatMap((r, order): TxItem[] => (r.order === order ? [] : [{ Update: MicroTasks(db).patch(key(r)).set({ order }).params() }]));
  for (let i = 0; i < updates.length; i += MAX_TX_ITEMS) await transact(db, updates.slice(i, i + MAX_TX_ITEMS));
  const pins = await pinnedSet(ctx);
  return ordered.map((r, order) => toMicroTask({ ...r, order }, pins));
});
