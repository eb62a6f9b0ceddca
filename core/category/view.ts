import { levelForXp } from '../xp/levels';
import type { EXPERIENCES } from './entity';

export interface CategoryRow {
  categoryId: string;
  name: string;
  description: string;
  icon?: string;
  experience: (typeof EXPERIENCES)[number];
  xp: number;
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  id: string;
  name: string;
  description: string;
  icon: string | null;
  experience: (typeof EXPERIENCES)[number];
  xp: number;
  /** Derived from xp on the levels.ts curve, never stored (it could not drift from xp). */
  level: number;
  createdAt: string;
  updatedAt: string;
}

export function toCategory(r: CategoryRow): Category {
  return {
    id: r.categoryId,
    name: r.name,
    description: r.description,
    icon: r.icon ?? null,
    experience: r.experience,
    xp: r.xp,
    level: levelForXp(r.xp),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
