import type { Ctx } from '../context';
import { loadSchedules, scheduleWrite } from '../schedule/store';
import { command } from '../util/fn';
import { retryOnConflict, transact } from '../util/tx';
import { Routines } from './entity';
import { habitRefItems } from './refs';
import { DeleteRoutineInput } from './schema';
import { entriesOf, loadRoutine } from './store';

/**
 * Delete a routine with its schedule, releasing its habits (their reference counts drop, so
 * they may be deleted again). Check rows, snapshots and outcomes stay: they are history.
 */
export const deleteRoutine = command(DeleteRoutineInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    const { db } = ctx.deps;
    const [row, schedules] = await Promise.all([loadRoutine(ctx, id), loadSchedules(ctx)]);
    const kept = schedules.schedules.filter((s) => s.routineId !== id);
    await transact(db, [
      {
        Delete: Routines(db)
          .delete({ userId: ctx.actor.userId, routineId: id })
          .where((a, op) => op.eq(a.version, row.version))
          .params(),
      },
      ...habitRefItems(ctx, entriesOf(row), []),
      ...(kept.length !== schedules.schedules.length ? [scheduleWrite(ctx, schedules, kept)] : []),
    ]);
  }),
);
