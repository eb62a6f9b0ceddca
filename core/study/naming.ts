import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { PageRow } from '../notebook/entity';
import { relationOf, type ById } from '../notebook/tree';
import { allCycles, type CycleRow } from './store';

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
const isActive = (c: CycleRow) => c.status === 'ACTIVE';

function notFound(active: CycleRow[], what: string): AppError {
  const cycles = listed(active);
  const hint = cycles.length ? `Active cycles: ${cycles.map((c) => `"${c.name}" (${c.id})`).join(', ')}` : 'There are no active study cycles';
  return new AppError('NOT_FOUND', `${what}. ${hint}`, { data: { cycles } });
}

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
  throw notFound(active, `No active study cycle is named "${wanted}"`);
}

/**
 * How far a reference reaches. `ACTIVE`: the agent's tools, ids included (seeds, agent-design).
 * `OWN`: a REST path, where an id reaches every cycle in the actor's partition whatever its
 * status (CONTRACT: archived cycles are readable and deletable by id — else an archived cycle
 * could never be removed); names still answer among the active ones only, because archived
 * names may repeat and a name must never be guessed. Another user's id is never in the
 * partition, so it gets the same refusal as an unknown name under either reach.
 */
export type CycleReach = 'ACTIVE' | 'OWN';

export function pickCycle(all: CycleRow[], ref: string, reach: CycleReach): CycleRow {
  const active = all.filter(isActive);
  if (reach === 'ACTIVE') return findCycle(active, ref);
  const wanted = ref.trim();
  const found = all.find((c) => c.cycleId === wanted) ?? active.find((c) => c.config.name.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (found) return found;
  throw notFound(active, `No study cycle has the id "${wanted}", and no active one that name`);
}

export async function loadCycle(ctx: Ctx, ref: string, reach: CycleReach): Promise<{ cycle: CycleRow; active: CycleRow[] }> {
  const all = await allCycles(ctx);
  return { cycle: pickCycle(all, ref, reach), active: all.filter(isActive) };
}

export const loadActiveCycle = (ctx: Ctx, ref: string) => loadCycle(ctx, ref, 'ACTIVE');

/**
 * An archived cycle is history, frozen as it was archived (its lap takes no credit and loses
 * none), and nothing makes it active again: a change to it is refused with 409 naming it —
 * not 404, which would tell a client that just read it that it does not exist. Reading and
 * deleting it stay open.
 */
export function stillActive(cycle: CycleRow, change: string): CycleRow {
  if (cycle.status === 'ACTIVE') return cycle;
  const when = cycle.archivedAt ? ` on ${cycle.archivedAt.slice(0, 10)}` : '';
  throw new AppError(
    'CONFLICT',
    `The study cycle "${cycle.config.name}" (${cycle.cycleId}) was archived${when}: an archived cycle is kept as history and cannot be ${change}. Delete it, or create a new cycle`,
    { data: { cycle: { id: cycle.cycleId, name: cycle.config.name, status: cycle.status, archivedAt: cycle.archivedAt ?? null } } },
  );
}

/** Two active cycles may not share a name: naming by name must stay unambiguous. */
export function nameTaken(active: CycleRow[], name: string, self?: string): CycleRow | undefined {
  return active.find((c) => c.cycleId !== self && c.config.name.toLocaleLowerCase() === name.toLocaleLowerCase());
}
