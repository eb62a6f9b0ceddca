export interface TaskRow {
  taskId: string;
  name: string;
  description: string;
  icon?: string;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Task {
  id: string;
  name: string;
  description: string;
  icon: string | null;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toTask(r: TaskRow): Task {
  return {
    id: r.taskId,
    name: r.name,
    description: r.description,
    icon: r.icon ?? null,
    importance: r.importance,
    difficulty: r.difficulty,
    categoryIds: r.categoryIds,
    oneTimeTask: r.oneTimeTask,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
