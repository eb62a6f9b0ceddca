import { levelForXp } from '../xp/levels';

export interface HabitRow {
  habitId: string;
  name: string;
  description: string;
  motivationalPhrase: string;
  icon?: string;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  xp: number;
  currentStreak: number;
  bestStreak: number;
  totalChecks: number;
  firstCheckDate?: string;
  lastCheckDate?: string;
  routineRefs: number;
  createdAt: string;
  updatedAt: string;
}

export interface Habit {
  id: string;
  name: string;
  description: string;
  motivationalPhrase: string;
  icon: string | null;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  xp: number;
  level: number;
  currentStreak: number;
  bestStreak: number;
  totalChecks: number;
  firstCheckDate: string | null;
  lastCheckDate: string | null;
  /** True while a routine places it: such a habit cannot be deleted. */
  inRoutine: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toHabit(r: HabitRow): Habit {
  return {
    id: r.habitId,
    name: r.name,
    description: r.description,
    motivationalPhrase: r.motivationalPhrase,
    icon: r.icon ?? null,
    importance: r.importance,
    difficulty: r.difficulty,
    categoryIds: r.categoryIds,
    xp: r.xp,
    level: levelForXp(r.xp),
    currentStreak: r.currentStreak,
    bestStreak: r.bestStreak,
    totalChecks: r.totalChecks,
    firstCheckDate: r.firstCheckDate ?? null,
    lastCheckDate: r.lastCheckDate ?? null,
    inRoutine: r.routineRefs > 0,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
