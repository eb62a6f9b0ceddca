import { isConditionFailed } from '../db/entity';
import { AppError } from '../errors';
import { newId } from '../util/ids';
import { MicroTasks, microNameKey, type MicroTaskRow } from './entity';
import { focusCommand, requireEntry, type FocusCtx } from './entry';
import { AddMicroTaskInput, ListMicroTasksInput, MATERIALISED_PINS, MAX_MICRO_TASKS } from './schema';
import { microTaskRows, pinnedNames, toMicroTask, type MicroTask } from './store';

export interface EntryMicroTasks {
  date: string;
  entryId: string;
  /** The habit/task the entry places, so the answer says which entry this was. */
  entryName: string;
  items: MicroTask[];
}

async function insert(ctx: FocusCtx, base: Omit<MicroTaskRow, 'microTaskId' | 'createdAt'>): Promise<boolean> {
  try {
    await MicroTasks(ctx.deps.db)
      .create({ ...base, microTaskId: newId('mtk'), createdAt: ctx.deps.clock.now().toISOString() })
      .go({ response: 'none' });
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false; // the name is already on this entry today
    throw err;
  }
}

/**
 * The entry's micro-tasks for today. The READ ALSO WRITES (DOMAIN-FACTS, D6): every pinned
 * name (the 50 most recently pinned) missing from the entry is added first, idempotently —
 * the key is (day, entry, name), so a second listing inserts nothing.
 */
export const listMicroTasks = focusCommand(ListMicroTasksInput, async (ctx, input): Promise<EntryMicroTasks> => {
  const { day, entry } = await requireEntry(ctx, input.entryId);
  const [rows, pins] = await Promise.all([microTaskRows(ctx, day, entry.entryId), pinnedNames(ctx)]);
  const have = new Set(rows.map((r) => r.nameKey));
  let order = Math.max(-1, ...rows.map((r) => r.order));
  const missing = pins.slice(0, MATERIALISED_PINS).filter((p) => !have.has(p.nameKey));
  for (const p of missing.reverse()) {
    await insert(ctx, { userId: ctx.actor.userId, day, entryId: entry.entryId, nameKey: p.nameKey, name: p.name, order: ++order });
  }
  const pinned = new Set(pins.map((p) => p.nameKey));
  const final = missing.length ? await microTaskRows(ctx, day, entry.entryId) : rows;
  return { date: day, entryId: entry.entryId, entryName: entry.name, items: final.map((r) => toMicroTask(r, pinned)) };
});

/** Idempotent by name: adding a name the entry already has today returns that row. */
export const addMicroTask = focusCommand(AddMicroTaskInput, async (ctx, input): Promise<MicroTask & { created: boolean; entryId: string }> => {
  const { day, entry } = await requireEntry(ctx, input.entryId);
  const nameKey = microNameKey(input.name);
  const rows = await microTaskRows(ctx, day, entry.entryId);
  let created = false;
  if (!rows.some((r) => r.nameKey === nameKey)) {
    if (rows.length >= MAX_MICRO_TASKS) throw new AppError('CONFLICT', `An entry holds at most ${MAX_MICRO_TASKS} micro-tasks a day`);
    const order = Math.max(-1, ...rows.map((r) => r.order)) + 1;
    created = await insert(ctx, { userId: ctx.actor.userId, day, entryId: entry.entryId, nameKey, name: input.name, order });
  }
  const row = (await microTaskRows(ctx, day, entry.entryId)).find((r) => r.nameKey === nameKey)!;
  const pinned = new Set((await pinnedNames(ctx)).map((p) => p.nameKey));
  return { ...toMicroTask(row, pinned), created, entryId: entry.entryId };
});
