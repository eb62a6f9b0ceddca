/**
 * What a routine's entries point at. Habits and tasks must be the actor's own (keys come from
 * the actor, so another user's id is simply NOT_FOUND); habits carry a count of the entries
 * placing them (core/habit/routine-refs.ts), moved in the routine's own transaction so a
 * habit placed in a routine can never be deleted (DOMAIN-FACTS).
 */
import type { Ctx } from '../context';
import { AppError, type FieldError } from '../errors';
import { Habits } from '../habit/entity';
import { habitRoutineRefItem } from '../habit/routine-refs';
import { Tasks } from '../task/entity';
import { CONSISTENT, type TxItem } from '../util/tx';
import type { EntryRow, ItemKind } from './entity';

export interface ItemRef {
  kind: ItemKind;
  refId: string;
  /** Where the reference sits in the input, for the error's field path. */
  path: string;
}

export interface ItemInfo {
  kind: ItemKind;
  id: string;
  name: string;
  importance: number;
  difficulty: number;
  categoryIds: string[];
  oneTimeTask: boolean;
}

export async function loadItem(ctx: Ctx, kind: ItemKind, id: string): Promise<ItemInfo | undefined> {
  const userId = ctx.actor.userId;
  if (kind === 'habit') {
    const h = (await Habits(ctx.deps.db).get({ userId, habitId: id }).go(CONSISTENT)).data;
    return h ? { kind, id, name: h.name, importance: h.importance, difficulty: h.difficulty, categoryIds: h.categoryIds, oneTimeTask: false } : undefined;
  }
  const t = (await Tasks(ctx.deps.db).get({ userId, taskId: id }).go(CONSISTENT)).data;
  return t ? { kind, id, name: t.name, importance: t.importance, difficulty: t.difficulty, categoryIds: t.categoryIds, oneTimeTask: t.oneTimeTask } : undefined;
}

/** Every referenced habit/task exists and is the actor's; all missing ones are reported at once. */
export async function requireItems(ctx: Ctx, refs: ItemRef[]): Promise<void> {
  const found = await Promise.all(refs.map((r) => loadItem(ctx, r.kind, r.refId)));
  const fields: FieldError[] = refs.flatMap((r, i) => {
    if (found[i]) return [];
    const hint = r.refId.startsWith('grp_') ? ' (that is a routine group id; pass the habit or task id)' : '';
    return [{ path: r.path, message: `No ${r.kind} with id "${r.refId}"${hint}` }];
  });
  if (fields.length) throw new AppError('NOT_FOUND', `Not found: ${fields.map((f) => f.message).join('; ')}`, { fields });
}

/** The habit reference-count changes from `before` to `after` (one item per habit: DynamoDB allows one op per item). */
export function habitRefItems(ctx: Ctx, before: EntryRow[], after: EntryRow[]): TxItem[] {
  const delta = new Map<string, number>();
  for (const e of before) if (e.kind === 'habit') delta.set(e.refId, (delta.get(e.refId) ?? 0) - 1);
  for (const e of after) if (e.kind === 'habit') delta.set(e.refId, (delta.get(e.refId) ?? 0) + 1);
  return [...delta].filter(([, by]) => by !== 0).map(([habitId, by]) => habitRoutineRefItem(ctx, habitId, by));
}
