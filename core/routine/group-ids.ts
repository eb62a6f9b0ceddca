/**
 * The model's most common mistake (seeds, A7): passing a habit or task id where a routine
 * entry's GROUP id belongs. The services refuse it — never guess which entry was meant — and
 * the refusal names the right group id(s), so the next call can be correct.
 */
import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { ItemKind } from './entity';
import { loadItem } from './refs';

export interface EntryChoice {
  entryId: string;
  kind: ItemKind;
  refId: string;
  /** Where the entry sits, for the message: `Morning 07:00–07:30`. */
  where: string;
}

const kindOf = (id: string): ItemKind | undefined => (id.startsWith('hab_') ? 'habit' : id.startsWith('tsk_') ? 'task' : undefined);

/**
 * `id` was not an entry in `choices`. Throws VALIDATION_FAILED on `field` when it is one of
 * the actor's habits/tasks (naming its group ids in `scope`), NOT_FOUND otherwise — also for
 * another user's ids, which must look exactly like ids that do not exist.
 */
export async function refuseNonGroupId(
  ctx: Ctx,
  id: string,
  choices: EntryChoice[],
  field: string,
  scope: string,
  extra = '',
): Promise<never> {
  const kind = kindOf(id);
  const item = kind ? await loadItem(ctx, kind, id) : undefined;
  if (!kind || !item) throw new AppError('NOT_FOUND', `No routine entry with group id "${id}"${scope ? ` ${scope}` : ''}.${extra}`);
  const matches = choices.filter((c) => c.refId === id);
  const list = matches.map((m) => `${m.entryId} (${m.where})`).join(', ');
  const message = matches.length
    ? `"${id}" is the ${kind} "${item.name}"'s id, not a group id. Use its group id ${scope}: ${list}.`
    : `"${id}" is the ${kind} "${item.name}"'s id, not a group id, and it has no entry ${scope}.`;
  throw new AppError('VALIDATION_FAILED', message + extra, {
    fields: [{ path: field, message }],
    data: { groupIds: matches.map((m) => m.entryId) },
  });
}

export function where(section: { name: string; startTime?: string | undefined; endTime?: string | undefined }, entry: { startTime?: string | undefined; endTime?: string | undefined }, routineName: string): string {
  const times = entry.startTime ? ` ${entry.startTime}–${entry.endTime}` : '';
  return section.name ? `${routineName} › ${section.name}${times}` : routineName;
}
