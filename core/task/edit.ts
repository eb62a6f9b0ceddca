import { categoryRefItems, refDiff, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { Tasks } from './entity';
import { DeleteTaskInput, EditTaskInput } from './schema';
import { loadTask } from './service';
import { toTask, type Task } from './view';

/** Patch semantics; `categoryIds` replaces the list and moves the categories' use counts with it. */
export const editTask = command(EditTaskInput, (ctx: Ctx, input): Promise<Task> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const row = await loadTask(ctx, input.id);
    const categoryIds = input.categoryIds ?? row.categoryIds;
    if (input.categoryIds) await requireCategories(ctx, input.categoryIds);
    const { id: _id, icon, categoryIds: _c, ...given } = input;
    const set = { ...given, categoryIds, updatedAt: ctx.deps.clock.now().toISOString(), ...(icon ? { icon } : {}) };
    const patch = Tasks(db).patch({ userId: ctx.actor.userId, taskId: row.taskId });
    const update = (icon === null ? patch.set(set).remove(['icon']) : patch.set(set))
      .add({ version: 1 })
      .where((a, op) => op.eq(a.version, row.version));
    const { added, removed } = refDiff(row.categoryIds, categoryIds);
    await transact(db, [{ Update: update.params() }, ...categoryRefItems(ctx, added, removed)]);
    const next = { ...row, ...set, version: row.version + 1 };
    return toTask(icon === null ? { ...next, icon: undefined } : next);
  }),
);

/**
 * Tasks may be deleted while a routine places them (unlike habits: DOMAIN-FACTS refuses only
 * those, and a one-time task is removed after its check by design). The routine issue decides
 * what its entry does with a vanished task.
 */
export const deleteTask = command(DeleteTaskInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const row = await loadTask(ctx, id);
    await transact(db, [
      {
        Delete: Tasks(db)
          .delete({ userId: ctx.actor.userId, taskId: id })
          .where((a, op) => op.eq(a.version, row.version))
          .params(),
      },
      ...categoryRefItems(ctx, [], row.categoryIds),
    ]);
  }),
);
