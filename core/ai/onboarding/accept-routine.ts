import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { createHabit } from '../../habit/service';
import { createRoutine } from '../../routine/service';
import { allRoutines } from '../../routine/store';
import { createSchedule } from '../../schedule/service';
import { createTask } from '../../task/service';
import { normaliseWeekdays, WEEKDAYS } from '../../util/weekdays';
import type { Plan } from './plan';
import type { AcceptInput } from './accept-schema';

type RoutineInput = Extract<AcceptInput, { step: 'routine' }>['routine'];

export async function allRoutineNames(ctx: Ctx): Promise<string[]> {
  return (await allRoutines(ctx)).map((r) => r.name);
}

/**
 * The routine step: first each item that does not exist yet (recorded like every other
 * accepted item), then the routine referencing them by id, then its schedule. A retry finds
 * the items and the routine by name and creates neither again (O4).
 */
export function routinePlans(ctx: Ctx, routine: RoutineInput): Plan[] {
  const items = routine.sections.flatMap((s) => s.items);
  const itemPlans: Plan[] = items.map((i) => ({
    kind: i.kind === 'habit' ? 'habits' : 'tasks',
    name: i.name,
    create: () => (i.kind === 'habit' ? createHabit(ctx, { name: i.name }) : createTask(ctx, { name: i.name })),
  }));
  const routinePlan: Plan = {
    kind: 'routines',
    name: routine.name,
    create: async (lookup) => {
      const sections = routine.sections.map((s) => ({
        name: s.name,
        startTime: s.startTime,
        endTime: s.endTime,
        items: s.items.map((i) => {
          const id = lookup.itemId(i.kind, i.name);
          if (!id) throw new AppError('NOT_FOUND', `No ${i.kind} named "${i.name}"`);
          return { type: i.kind, id, startTime: i.startTime, endTime: i.endTime };
        }),
      }));
      const created = await createRoutine(ctx, { name: routine.name, sections });
      const days = normaliseWeekdays(routine.weekdays);
      await createSchedule(ctx, { routineId: created.id, days: days.length ? days : [...WEEKDAYS] });
      return created;
    },
  };
  return [...itemPlans, routinePlan];
}
