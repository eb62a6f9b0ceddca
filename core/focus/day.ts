import type { Ctx } from '../context';
import { AppError } from '../errors';
import { loadDay } from '../today/day';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { dayCycles, type TimerCycle } from './cycles';
import { FocusDayInput } from './schema';
import { microTaskRows, pinnedNames, toMicroTask, type MicroTask } from './store';

export interface FocusDay {
  date: string;
  routine: { id: string; name: string } | null;
  entries: {
    groupId: string;
    /** Null for micro-tasks left on an entry that is no longer in the day's routine. */
    name: string | null;
    section: string | null;
    startTime: string | null;
    endTime: string | null;
    status: 'open' | 'checked' | 'skipped' | null;
    microTasks: MicroTask[];
  }[];
  /** Timer cycles completed that day, oldest first: readable here and nowhere else by the agent. */
  cycles: TimerCycle[];
}

/**
 * The Focus Mode day (D6): each entry with its micro-tasks, and the timer cycles completed that
 * day. Read-only: nothing is materialised.
 */
export const getFocusDay = command(FocusDayInput, async (ctx: Ctx, input): Promise<FocusDay> => {
  const today = await ownerToday(ctx);
  const date = input.date ?? today;
  if (date > today) throw AppError.validation([{ path: 'date', message: `Must not be in the future (today is ${today})` }]);
  const [day, rows, pins, cycles] = await Promise.all([loadDay(ctx, date), microTaskRows(ctx, date), pinnedNames(ctx), dayCycles(ctx, date)]);
  const pinned = new Set(pins.map((p) => p.nameKey));
  const of = (entryId: string) => rows.filter((r) => r.entryId === entryId).map((r) => toMicroTask(r, pinned));
  const known = new Set(day.entries.map((e) => e.entryId));
  const orphans = [...new Set(rows.map((r) => r.entryId))].filter((id) => !known.has(id));
  return {
    date,
    routine: day.routine ? { id: day.routine.id, name: day.routine.name } : null,
    entries: [
      ...day.entries.map((e) => ({
        groupId: e.entryId,
        name: e.name,
        section: e.sectionName || null,
        startTime: e.startTime ?? null,
        endTime: e.endTime ?? null,
        status: e.status.toLowerCase() as 'open' | 'checked' | 'skipped',
        microTasks: of(e.entryId),
      })),
      ...orphans.map((id) => ({ groupId: id, name: null, section: null, startTime: null, endTime: null, status: null, microTasks: of(id) })),
    ],
    cycles,
  };
});
