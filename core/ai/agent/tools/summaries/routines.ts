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
import { count, line, listed, named, quoted } from '../summary-text';

type In<S extends z.ZodType> = z.output<S>;

/** Entries of `before` whose group id the new sections no longer hold (their checks and micro-tasks detach). */
function dropped(before: Pick<RoutineRow, 'sections'>, after: SectionRow[]): number {
  const kept = new Set(entriesOf({ sections: after }).map((e) => e.entryId));
  return entriesOf(before).filter((e) => !kept.has(e.entryId)).length;
}

const removed = (n: number) => (n ? ` (${count(n, 'entry', 'entries')} removed)` : '');

/** "Replace the routine 'Morning' (3 sections, 6 items) with 2 sections, 4 items (3 entries removed)". */
export async function editRoutineSummary(ctx: ToolContext, input: In<typeof EditRoutineInput>): Promise<string> {
  const row = await loadRoutine(ctx, input.id);
  sameType(row, 'DAILY');
  await requireItems(ctx, dailyRefs(input.sections));
  const after = buildDailySections(input.sections, row);
  const shape = (sections: SectionRow[]) => `${count(sections.length, 'section')}, ${count(entriesOf({ sections }).length, 'item')}`;
  return `Replace the routine ${quoted(row.name, 40)} (${shape(row.sections)}) with ${shape(after)}${removed(dropped(row, after))}`;
}

/** "Replace the list routine 'Chores' (6 items) with 4 items (3 entries removed)". */
export async function editListRoutineSummary(ctx: ToolContext, input: In<typeof EditListRoutineInput>): Promise<string> {
  const row = await loadRoutine(ctx, input.id);
  sameType(row, 'LIST');
  await requireItems(ctx, listRefs(input.items));
  const after = buildListSections(input.items, row);
  return `Replace the list routine ${quoted(row.name, 60)} (${count(entriesOf(row).length, 'item')}) with ${count(input.items.length, 'item')}${removed(dropped(row, after))}`;
}

/** Asked only when a patch removes a section, and it removes the section's entries with it. */
export const patchRemovesEntries = (input: In<typeof PatchRoutineInput>): boolean => input.ops.some((op) => op.op === 'removeSection');

/**
 * "Remove the section 'Evening' (3 items) from the routine 'Day'": the ops are applied to a
 * copy as the patch would apply them (same names resolved, same refusals), then compared
 * with the routine as it is, so entries moved out before their section goes are not counted.
 */
export async function patchRoutineSummary(ctx: ToolContext, input: In<typeof PatchRoutineInput>): Promise<string> {
  const row = await loadRoutine(ctx, input.id);
  const draft = await draftPatch(ctx, row, input.ops);
  const left = new Set(draft.sections.map((s) => s.sectionId));
  const gone = row.sections.filter((s) => !left.has(s.sectionId)).map((s) => s.name);
  const others = input.ops.filter((op) => op.op !== 'removeSection').length;
  const rest = others ? `, with ${count(others, 'other edit')}` : '';
  const items = count(dropped(row, draft.sections), 'item');
  const routine = quoted(row.name, 40);
  if (!gone.length) return line(`Edit the routine ${routine} (${count(input.ops.length, 'edit')}; ${items} removed)`);
  const what = gone.length === 1 ? `the section ${quoted(gone[0]!, 40)}` : `the sections ${named(gone)}`;
  return line(`Remove ${what} (${items}) from the routine ${routine}${rest}`);
}

/** "Remove 'Read' from the routine 'Day' (in 'Morning', 07:00–07:30)": the entry as the removal resolves it. */
export async function removeItemSummary(ctx: ToolContext, input: In<typeof RemoveItemInput>): Promise<string> {
  const { routine, section, entry } = await removableEntry(ctx, input);
  const item = await loadItem(ctx, entry.kind, entry.refId);
  const what = item ? quoted(item.name, 48) : `a deleted ${entry.kind}`;
  const at = routine.type === 'DAILY' ? ` (in ${quoted(section.name, 24)}, ${entry.startTime}–${entry.endTime})` : '';
  return `Remove ${what} from the routine ${quoted(routine.name, 40)}${at}`;
}

const weekdays = (days: Weekday[]) => listed(days.map((d) => d[0] + d.slice(1).toLowerCase()));

async function routineName(ctx: ToolContext): Promise<(id: string) => string> {
  const names = new Map((await allRoutines(ctx)).map((r) => [r.routineId, r.name]));
  return (id) => names.get(id) ?? 'a deleted routine';
}

/** "Run 'Morning' on Monday and Tuesday instead of Monday, Wednesday and Friday (taking Tuesday from 'Evening')". */
export async function updateScheduleSummary(ctx: ToolContext, input: In<typeof UpdateScheduleInput>): Promise<string> {
  const [row, set, name] = await Promise.all([loadSchedule(ctx, input.id), loadSchedules(ctx), routineName(ctx)]);
  const { moved } = assignDays(set.schedules, { ...row, days: input.days });
  const first = moved[0];
  const taking = !first
    ? ''
    : moved.length === 1
      ? ` (taking ${weekdays(first.days)} from ${quoted(name(first.routineId), 32)})`
      : ` (taking days from ${named(moved.map((m) => name(m.routineId)), 2, 24)})`;
  return line(`Run ${quoted(name(row.routineId), 40)} on ${weekdays(input.days)} instead of ${weekdays(row.days)}${taking}`);
}

/**
 * "Give Monday and Tuesday to 'Evening', taking them from 'Morning' ('Morning' no longer runs
 * on any day)", or null when the new schedule takes no weekday from another routine: then
 * nothing of the person's changes but what they asked for, and the call runs unasked. A
 * routine that is not theirs, or already has a schedule, is left to the command's own refusal.
 */
export async function createScheduleSummary(ctx: ToolContext, input: In<typeof CreateScheduleInput>): Promise<string | null> {
  const [set, routines] = await Promise.all([loadSchedules(ctx), allRoutines(ctx)]);
  const names = new Map(routines.map((r) => [r.routineId, r.name]));
  const target = names.get(input.routineId);
  if (target === undefined || set.schedules.some((s) => s.routineId === input.routineId)) return null;
  const { next, moved } = assignDays(set.schedules, { scheduleId: '', routineId: input.routineId, days: input.days });
  if (!moved.length) return null;
  const name = (id: string) => names.get(id) ?? 'a deleted routine';
  const every = moved.length === 1 && moved[0]!.days.length === input.days.length;
  const them = input.days.length === 1 ? 'it' : 'them';
  const taking = moved.map((m) => `${every ? them : weekdays(m.days)} from ${quoted(name(m.routineId), 32)}`);
  const emptied = moved.filter((m) => !next.some((s) => s.routineId === m.routineId)).map((m) => name(m.routineId));
  const left = emptied.length ? ` (${named(emptied, 2, 24)} no longer ${emptied.length === 1 ? 'runs' : 'run'} on any day)` : '';
  return line(`Give ${weekdays(input.days)} to ${quoted(target, 40)}, taking ${listed(taking)}${left}`);
}

/** "Stop running 'Morning' (Monday and Wednesday)". */
export async function deleteScheduleSummary(ctx: ToolContext, input: In<typeof DeleteScheduleInput>): Promise<string> {
  const [row, name] = await Promise.all([loadSchedule(ctx, input.id), routineName(ctx)]);
  return line(`Stop running ${quoted(name(row.routineId), 60)} (${weekdays(row.days)})`);
}
