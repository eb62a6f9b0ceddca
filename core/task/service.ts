import { categoryRefItems, requireCategories } from '../category/refs';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { DEFAULT_RATING } from '../util/fields';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { cursorToId, type Page, pageOptions, nextCursor } from '../util/page';
import { resolveByName } from '../util/resolve';
import { CONSISTENT, retryOnConflict, transact } from '../util/tx';
import { Tasks } from './entity';
import { CreateTaskInput, GetTaskInput, ListTasksInput } from './schema';
import { toTask, type Task } from './view';

export async function loadTask(ctx: Ctx, id: string) {
  const row = (await Tasks(ctx.deps.db).get({ userId: ctx.actor.userId, taskId: id }).go(CONSISTENT)).data;
  if (!row) throw AppError.notFound(`Task ${id}`);
  return row;
}

export const createTask = command(CreateTaskInput, (ctx: Ctx, input): Promise<Task> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const categoryIds = input.categoryIds ?? [];
    await requireCategories(ctx, categoryIds);
    const now = ctx.deps.clock.now().toISOString();
    const row = {
      userId: ctx.actor.userId,
      taskId: newId('tsk'),
      name: input.name,
      description: input.description ?? '',
      ...(input.icon ? { icon: input.icon } : {}),
      importance: input.importance ?? DEFAULT_RATING,
      difficulty: input.difficulty ?? DEFAULT_RATING,
      categoryIds,
      oneTimeTask: input.oneTimeTask ?? false,
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await transact(db, [{ Put: Tasks(db).create(row).params() }, ...categoryRefItems(ctx, categoryIds, [])]);
    return toTask(row);
  }),
);

export const getTask = command(GetTaskInput, async (ctx: Ctx, { id }): Promise<Task> => toTask(await loadTask(ctx, id)));

export const listTasks = command(ListTasksInput, async (ctx: Ctx, input): Promise<Page<Task>> => {
  const userId = ctx.actor.userId;
  const entity = Tasks(ctx.deps.db);
  const after = cursorToId(input.cursor, 'tsk');
  const res = await entity.query.primary({ userId }).go(pageOptions(entity, after ? { userId, taskId: after } : undefined, input.limit));
  return { items: res.data.map(toTask), nextCursor: nextCursor(res, res.data.at(-1)?.taskId) };
});

export async function allTasks(ctx: Ctx): Promise<Task[]> {
  const res = await Tasks(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' });
  return res.data.map(toTask);
}

/** Id, exact name (any case) or unique substring → the task; see util/resolve.ts. */
export async function findTaskByName(ctx: Ctx, name: string): Promise<Task> {
  return resolveByName(await allTasks(ctx), name, 'task');
}
