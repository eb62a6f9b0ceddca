import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { PageRow } from '../notebook/entity';
import { relationOf, type ById } from '../notebook/tree';
import { activeCycles, type CycleRow } from './store';

/** How many cycles a refusal lists (people keep a handful). */
const MAX_LISTED = 20;

/**
 * "Is `pageId` the page `ancestorId` or a page under it?" over one loaded tree — the
 * relation `pageRelations()` answers, taken from the tree the command already loaded to
 * resolve titles. A page that no longer exists is within nothing but itself.
 */
export function withinOf(pages: ById<PageRow>) {
  return (pageId: string, ancestorId: string) => {
    const r = relationOf(pages, pageId, ancestorId);
    return r === 'SAME' || r === 'DESCENDANT';
  };
}

const listed = (cycles: CycleRow[]) => cycles.slice(0, MAX_LISTED).map((c) => ({ id: c.cycleId, name: c.config.name }));

/**
 * A cycle by id or by name in any case, among the person's ACTIVE cycles only (seeds,
 * agent-design): another user's id, an archived cycle's id and an unknown name all get the
 * same refusal, listing the active cycles — so nothing says whether an id exists elsewhere.
 * Active names are unique (create and edit refuse a duplicate), so a name is never ambiguous.
 */
export function findCycle(active: CycleRow[], ref: string): CycleRow {
  const wanted = ref.trim();
  const found = active.find((c) => c.cycleId === wanted) ?? active.find((c) => c.config.name.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (found) return found;
  const cycles = listed(active);
  const hint = cycles.length ? `Active cycles: ${cycles.map((c) => `"${c.name}" (${c.id})`).join(', ')}` : 'There are no active study cycles';
  throw new AppError('NOT_FOUND', `No active study cycle is named "${wanted}". ${hint}`, { data: { cycles } });
}

export async function loadActiveCycle(ctx: Ctx, ref: string): Promise<{ cycle: CycleRow; active: CycleRow[] }> {
  const active = await activeCycles(ctx);
  return { cycle: findCycle(active, ref), active };
}

/** Two active cycles may not share a name: naming by name must stay unambiguous. */
export function nameTaken(active: CycleRow[], name: string, self?: string): CycleRow | undefined {
  return active.find((c) => c.cycleId !== self && c.config.name.toLocaleLowerCase() === name.toLocaleLowerCase());
}
