import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadRoutine, allRoutines } from '../routine/store';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import type { Page } from '../util/page';
import { retryOnConflict, transact } from '../util/tx';
import type { ScheduleRow } from './entity';
import { CreateScheduleInput, DeleteScheduleInput, ListSchedulesInput, UpdateScheduleInput } from './schema';
import { assignDays, loadSchedules, scheduleWrite } from './store';
import type { Weekday } from './weekdays';

export interface Schedule {
  id: string;
  routineId: string;
  routineName: string | null;
  days: Weekday[];
}

export interface ScheduleChange extends Schedule {
  /** Days taken from other routines (one routine per weekday). */
  movedFrom: { routineId: string; routineName: string | null; days: Weekday[] }[];
}

async function routineNames(ctx: Ctx): Promise<Map<string, string>> {
  return new Map((await allRoutines(ctx)).map((r) => [r.routineId, r.name]));
}

const view = (s: ScheduleRow, names: Map<string, string>): Schedule => ({
  id: s.scheduleId,
  routineId: s.routineId,
  routineName: names.get(s.routineId) ?? null,
  days: s.days,
});

export const listSchedules = command(ListSchedulesInput, async (ctx: Ctx): Promise<Page<Schedule>> => {
  const [set, names] = await Promise.all([loadSchedules(ctx), routineNames(ctx)]);
  return { items: set.schedules.map((s) => view(s, names)), nextCursor: null };
});

/** Write `target`'s days, moving them away from any other routine; report what moved. */
async function assign(ctx: Ctx, target: ScheduleRow): Promise<ScheduleChange> {
  const set = await loadSchedules(ctx);
  const { next, moved } = assignDays(set.schedules, target);
  await transact(ctx.deps.db, [scheduleWrite(ctx, set, next)]);
  const names = await routineNames(ctx);
  return { ...view(target, names), movedFrom: moved.map((m) => ({ ...m, routineName: names.get(m.routineId) ?? null })) };
}

export const createSchedule = command(CreateScheduleInput, (ctx: Ctx, input): Promise<ScheduleChange> =>
  retryOnConflict(async () => {
    const routine = await loadRoutine(ctx, input.routineId, 'routineId');
    const existing = (await loadSchedules(ctx)).schedules.find((s) => s.routineId === routine.routineId);
    if (existing) {
      throw new AppError('CONFLICT', `Routine "${routine.name}" already has schedule ${existing.scheduleId} (${existing.days.join(', ')}); change it with updateUserSchedule`, {
        data: { scheduleId: existing.scheduleId },
      });
    }
    return assign(ctx, { scheduleId: newId('sch'), routineId: routine.routineId, days: input.days });
  }),
);

/** One of the actor's schedules by id (NOT_FOUND otherwise, another user's included). */
export async function loadSchedule(ctx: Ctx, id: string): Promise<ScheduleRow> {
  const found = (await loadSchedules(ctx)).schedules.find((s) => s.scheduleId === id);
  if (!found) throw AppError.notFound(`Schedule ${id}`);
  return found;
}

export const updateSchedule = command(UpdateScheduleInput, (ctx: Ctx, input): Promise<ScheduleChange> =>
  retryOnConflict(async () => assign(ctx, { ...(await loadSchedule(ctx, input.id)), days: input.days })),
);

export const deleteSchedule = command(DeleteScheduleInput, (ctx: Ctx, { id }): Promise<void> =>
  retryOnConflict(async () => {
    await loadSchedule(ctx, id);
    const set = await loadSchedules(ctx);
    await transact(ctx.deps.db, [scheduleWrite(ctx, set, set.schedules.filter((s) => s.scheduleId !== id))]);
  }),
);
