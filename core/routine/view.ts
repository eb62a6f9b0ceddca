import type { Ctx } from '../context';
import { Habits } from '../habit/entity';
import type { Weekday } from '../schedule/weekdays';
import { Tasks } from '../task/entity';
import { levelForXp } from '../xp/levels';
import type { EntryRow, ItemKind, RoutineRow, RoutineType } from './entity';

export interface RoutineItem {
  /** The entry's own id: what check, skip, remove and micro-tasks take. */
  groupId: string;
  type: ItemKind;
  /** The habit's or task's id (for editing the habit/task itself). */
  id: string;
  /** Null when the task was deleted since it was placed. */
  name: string | null;
  startTime: string | null;
  endTime: string | null;
}

export interface RoutineSection {
  id: string;
  name: string;
  icon: string | null;
  startTime: string;
  endTime: string;
  favorite: boolean;
  items: RoutineItem[];
}

export interface Routine {
  id: string;
  name: string;
  icon: string | null;
  type: RoutineType;
  xp: number;
  level: number;
  currentStreak: number;
  bestStreak: number;
  scheduledOn: Weekday[];
  /** DAILY routines only. */
  sections?: RoutineSection[];
  /** LIST routines only. */
  items?: RoutineItem[];
  createdAt: string;
  updatedAt: string;
}

export type ItemNames = Map<string, string>;

/** Names of the actor's habits and tasks, by id (two Queries; views show names, not bare ids). */
export async function itemNames(ctx: Ctx): Promise<ItemNames> {
  const userId = ctx.actor.userId;
  const [habits, tasks] = await Promise.all([
    Habits(ctx.deps.db).query.primary({ userId }).go({ pages: 'all', attributes: ['habitId', 'name'] }),
    Tasks(ctx.deps.db).query.primary({ userId }).go({ pages: 'all', attributes: ['taskId', 'name'] }),
  ]);
  return new Map([...habits.data.map((h) => [h.habitId, h.name] as const), ...tasks.data.map((t) => [t.taskId, t.name] as const)]);
}

function item(e: EntryRow, names: ItemNames): RoutineItem {
  return {
    groupId: e.entryId,
    type: e.kind,
    id: e.refId,
    name: names.get(e.refId) ?? null,
    startTime: e.startTime ?? null,
    endTime: e.endTime ?? null,
  };
}

export function toRoutine(row: RoutineRow, names: ItemNames, scheduledOn: Weekday[]): Routine {
  const base = {
    id: row.routineId,
    name: row.name,
    icon: row.icon ?? null,
    type: row.type,
    xp: row.xp,
    level: levelForXp(row.xp),
    currentStreak: row.currentStreak,
    bestStreak: row.bestStreak,
    scheduledOn,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (row.type === 'LIST') return { ...base, items: row.sections.flatMap((s) => s.entries.map((e) => item(e, names))) };
  return {
    ...base,
    sections: row.sections.map((s) => ({
      id: s.sectionId,
      name: s.name,
      icon: s.icon ?? null,
      startTime: s.startTime ?? '00:00',
      endTime: s.endTime ?? '23:59',
      favorite: s.favorite,
      items: s.entries.map((e) => item(e, names)),
    })),
  };
}
