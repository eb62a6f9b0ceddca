import type { GOAL_STATUSES, GOAL_TERMS } from './entity';

export interface GoalRow {
  goalId: string;
  name: string;
  icon?: string;
  description: string;
  motivation: string;
  targetValue: number;
  currentValue: number;
  unit: string;
  status: (typeof GOAL_STATUSES)[number];
  term: (typeof GOAL_TERMS)[number];
  startDate: string;
  endDate?: string;
  categoryIds: string[];
  parentId?: string;
  archivedAt?: string;
  completedAt?: string;
  completedOn?: string;
  xpAwarded: number;
  paidCategoryIds?: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Goal {
  id: string;
  name: string;
  icon: string | null;
  description: string;
  motivation: string;
  targetValue: number;
  currentValue: number;
  unit: string;
  status: (typeof GOAL_STATUSES)[number];
  term: (typeof GOAL_TERMS)[number];
  startDate: string;
  endDate: string | null;
  categoryIds: string[];
  parentId: string | null;
  archivedAt: string | null;
  completedAt: string | null;
  /** XP the completion paid (0 while not completed). */
  xpAwarded: number;
  createdAt: string;
  updatedAt: string;
}

export function toGoal(r: GoalRow): Goal {
  return {
    id: r.goalId,
    name: r.name,
    icon: r.icon ?? null,
    description: r.description,
    motivation: r.motivation,
    targetValue: r.targetValue,
    currentValue: r.currentValue,
    unit: r.unit,
    status: r.status,
    term: r.term,
    startDate: r.startDate,
    endDate: r.endDate ?? null,
    categoryIds: r.categoryIds,
    parentId: r.parentId ?? null,
    archivedAt: r.archivedAt ?? null,
    completedAt: r.completedAt ?? null,
    xpAwarded: r.xpAwarded,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
