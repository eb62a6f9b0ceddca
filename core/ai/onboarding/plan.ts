import type { SavedKind } from './record';

// The shapes accept.ts (categories, habits, tasks, goals) and accept-routine.ts (a routine and
// its items) share; here so neither module imports the other.

export interface Lookup {
  categoryIds: (name: string | null | undefined) => string[];
  /** The id of an accepted or existing habit/task by name (any case). */
  itemId: (kind: 'habit' | 'task', name: string) => string | undefined;
}

export interface Plan {
  kind: SavedKind;
  name: string;
  create: (lookup: Lookup) => Promise<{ id: string }>;
}
