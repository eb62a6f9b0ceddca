import type { Ctx } from '../context';
import { AppError, fieldsFromZod } from '../errors';
import { deleteTask } from '../task/edit';
import { CreateTaskInput } from '../task/schema';
import { createTask } from '../task/service';
import type { Task } from '../task/view';
import { command } from '../util/fn';
import { carryingMark } from '../ai/agent/provenance/db';
import { lostRace, transact } from '../util/tx';
import { QuickNotes } from './entity';
import { QuickNoteIdInput } from './schema';
import { loadNote, releaseCell } from './store';
import { cellOf } from './view';

/**
 * Turn a note into a task (the note's words become the task's name) and take the note off.
 *
 * Not one transaction: the task is made by the task service, with its own rules and writes.
 * So the order is chosen to never lose the person's words. The task is created first; then
 * the note is removed only if it is exactly the note that was read. If it changed or vanished
 * in between (edited, moved, converted by a second click), the task just made is deleted
 * again and the request answers CONFLICT, so one note never yields two tasks. A crash
 * between the two steps leaves the note beside its task: nothing lost, deleting it finishes.
 */
export const convertQuickNoteToTask = command(QuickNoteIdInput, (ctx: Ctx, input): Promise<{ task: Task; noteId: string }> =>
  // Words the assistant wrote from a source (ai/agent/provenance/) stay marked as such in the task they become.
  carryingMark(ctx, ['task'], (c) => convert(c, input.id)),
);

async function convert(ctx: Ctx, id: string): Promise<{ task: Task; noteId: string }> {
  const row = await loadNote(ctx, id);
  const name = CreateTaskInput.shape.name.safeParse(row.text);
  if (!name.success) {
    const fields = fieldsFromZod(name.error).map((f) => ({ path: 'text', message: `As a task name: ${f.message}` }));
    throw AppError.validation(fields, 'This note cannot be a task name as it is; edit its text first');
  }
  const task = await createTask(ctx, { name: name.data });
  const cell = cellOf(row);
  try {
    await transact(ctx.deps.db, [
      {
        Delete: QuickNotes(ctx.deps.db)
          .delete({ userId: ctx.actor.userId, noteId: id })
          .where((a, op) => op.eq(a.version, row.version))
          .params(),
      },
      ...(cell ? [releaseCell(ctx, cell, id)] : []),
    ]);
  } catch (err) {
    if (!lostRace(err)) throw err;
    await deleteTask(ctx, { id: task.id });
    throw new AppError('CONFLICT', 'The note was changed or converted by another request at the same moment; this request converted nothing');
  }
  return { task, noteId: id };
}
