import { buildDailySections, buildListSections, dailyRefs, listRefs } from '../../../../routine/build';
import type { RoutineRow, SectionRow } from '../../../../routine/entity';
import { removableEntry } from '../../../../routine/items';
import { draftPatch } from '../../../../routine/patch';
import type { PatchRoutineInput } from '../../../../routine/patch-schema';
import { loadItem, requireItems } from '../../../../routine/refs';
import { sameType } from '../../../../routine/replace';
import type { EditListRoutineInput, EditRoutineInput, RemoveItemInput } from '../../../../routine/schema';
import { allRoutines, entriesOf, loadRoutine } from '../../../../routine/store';
import type { CreateScheduleInput, DeleteScheduleInput, UpdateScheduleInput } from '../../../../schedule/schema';
import { loadSchedule } from '../../../../schedule/service';
import { assignDays, loadSchedules } from '../../../../schedule/store';
import type { Weekday } from '../../../../schedule/weekdays';
import type { z } from 'zod';
import type { ToolContext } from '../registry';
import { line, listed, named, quoted } from '../summary-text';
import { summaryWords, type SummaryWords } from '../summary-words';

type In<S extends z.ZodType> = z.output<S>;

/** Entries of `before` whose group id the new sections no longer hold (their checks and micro-tasks detach). */
function dropped(before: Pick<RoutineRow, 'sections'>, after: SectionRow[]): number {
  const kept = new Set(entriesOf({ sections: after }).map((e) => e.entryId));
  return entriesOf(before).filter((e) => !kept.has(e.entryId)).length;
}

/** "Replace the routine 'Morning' (3 sections, 6 items) with 2 sections, 4 items (3 entries removed)". */
export async function editRoutineSummary(ctx: ToolContext, input: In<typeof EditRoutineInput>): Promise<string> {
  const [row, w] = await Promise.all([loadRoutine(ctx, input.id), summaryWords(ctx)]);
  sameType(row, 'DAILY');
  await requireItems(ctx, dailyRefs(input.sections));
  const after = buildDailySections(input.sections, row);
  const shape = (sections: SectionRow[]) => ({ sections: sections.length, items: entriesOf({ sections }).length });
  return w.replaceRoutine(quoted(row.name, 40), shape(row.sections), shape(after), dropped(row, after));
}

/** "Replace the list routine 'Chores' (6 items) with 4 items (3 entries removed)". */
export async function editListRoutineSummary(ctx: ToolContext, input: In<typeof EditListRoutineInput>): Promise<string> {
  const [row, w] = await Promise.all([loadRoutine(ctx, input.id), summaryWords(ctx)]);
  sameType(row, 'LIST');
  await requireItems(ctx, listRefs(input.items));
  const after = buildListSections(input.items, row);
  return w.replaceListRoutine(quoted(row.name, 60), entriesOf(row).length, input.items.length, dropped(row, after));
}

/** Asked only when a patch removes a section, and it removes the section's entries with it. */
export const patchRemovesEntries = (input: In<typeof PatchRoutineInput>): boolean => input.ops.some((op) => op.op === 'removeSection');

/**
 * "Remove the section 'Evening' (3 items) from the routine 'Day'": the ops are applied to a
 * copy as the patch would apply them (same names resolved, same refusals), then compared
 * with the routine as it is, so entries moved out before their section goes are not counted.
 */
export async function patchRoutineSummary(ctx: ToolContext, input: In<typeof PatchRoutineInput>): Promise<string> {
  const [row, w] = await Promise.all([loadRoutine(ctx, input.id), summaryWords(ctx)]);
  const draft = await draftPatch(ctx, row, input.ops);
  const left = new Set(draft.sections.map((s) => s.sectionId));
  const gone = row.sections.filter((s) => !left.has(s.sectionId)).map((s) => s.name);
  const others = input.ops.filter((op) => op.op !== 'removeSection').length;
  const items = dropped(row, draft.sections);
  const routine = quoted(row.name, 40);
  if (!gone.length) return line(w.editRoutine(routine, input.ops.length, items));
  const sections = gone.length === 1 ? quoted(gone[0]!, 40) : named(w, gone);
  return line(w.removeSections(routine, sections, gone.length > 1, items, others));
}

/** "Remove 'Read' from the routine 'Day' (in 'Morning', 07:00–07:30)": the entry as the removal resolves it. */
export async function removeItemSummary(ctx: ToolContext, input: In<typeof RemoveItemInput>): Promise<string> {
  const [{ routine, section, entry }, w] = await Promise.all([removableEntry(ctx, input), summaryWords(ctx)]);
  const item = await loadItem(ctx, entry.kind, entry.refId);
  const what = item ? quoted(item.name, 48) : w.deletedItem(entry.kind);
  const at = routine.type === 'DAILY' ? { section: quoted(section.name, 24), start: entry.startTime, end: entry.endTime } : undefined;
  return w.removeItem(what, quoted(routine.name, 40), at);
}

/** "Monday and Tuesday" / "segunda e terça", in the order given. */
const weekdays = (w: SummaryWords, days: Weekday[]) => listed(days.map(w.weekday), w.and);

function routineName(routines: RoutineRow[], w: SummaryWords): (id: string) => string {
  const names = new Map(routines.map((r) => [r.routineId, r.name]));
  return (id) => names.get(id) ?? w.deletedRoutine;
}

/** "Run 'Morning' on Monday and Tuesday instead of Monday, Wednesday and Friday (taking Tuesday from 'Evening')". */
export async function updateScheduleSummary(ctx: ToolContext, input: In<typeof UpdateScheduleInput>): Promise<string> {
  const [row, set, routines, w] = await Promise.all([loadSchedule(ctx, input.id), loadSchedules(ctx), allRoutines(ctx), summaryWords(ctx)]);
  const name = routineName(routines, w);
  const { moved } = assignDays(set.schedules, { ...row, days: input.days });
  const first = moved[0];
  const taking = !first
    ? undefined
    : moved.length === 1
      ? { days: weekdays(w, first.days), from: quoted(name(first.routineId), 32) }
      : { routines: named(w, moved.map((m) => name(m.routineId)), 2, 24) };
  return line(w.updateSchedule(quoted(name(row.routineId), 40), weekdays(w, input.days), weekdays(w, row.days), taking));
}

/**
 * "Give Monday and Tuesday to 'Evening', taking them from 'Morning' ('Morning' no longer runs
 * on any day)", or null when the new schedule takes no weekday from another routine: then
 * nothing of the person's changes but what they asked for, and the call runs unasked. A
 * routine that is not theirs, or already has a schedule, is left to the command's own refusal.
 */
export async function createScheduleSummary(ctx: ToolContext, input: In<typeof CreateScheduleInput>): Promise<string | null> {
  const [set, routines, w] = await Promise.all([loadSchedules(ctx), allRoutines(ctx), summaryWords(ctx)]);
  const target = routines.find((r) => r.routineId === input.routineId)?.name;
  if (target === undefined || set.schedules.some((s) => s.routineId === input.routineId)) return null;
  const { next, moved } = assignDays(set.schedules, { scheduleId: '', routineId: input.routineId, days: input.days });
  if (!moved.length) return null;
  const name = routineName(routines, w);
  const every = moved.length === 1 && moved[0]!.days.length === input.days.length;
  const taking = moved.map((m) => w.takingFrom(every ? undefined : weekdays(w, m.days), input.days.length, quoted(name(m.routineId), 32)));
  const emptied = moved.filter((m) => !next.some((s) => s.routineId === m.routineId)).map((m) => name(m.routineId));
  const left = emptied.length ? { names: named(w, emptied, 2, 24), n: emptied.length } : undefined;
  return line(w.giveDays(weekdays(w, input.days), quoted(target, 40), listed(taking, w.and), left));
}

/** "Stop running 'Morning' (Monday and Wednesday)". */
export async function deleteScheduleSummary(ctx: ToolContext, input: In<typeof DeleteScheduleInput>): Promise<string> {
  const [row, routines, w] = await Promise.all([loadSchedule(ctx, input.id), allRoutines(ctx), summaryWords(ctx)]);
  const name = routineName(routines, w);
  return line(w.deleteSchedule(quoted(name(row.routineId), 60), weekdays(w, row.days)));
}
