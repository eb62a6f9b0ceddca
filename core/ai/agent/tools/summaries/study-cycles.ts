import { loadTree } from '../../../../notebook/store';
import { cycleSessionIds } from '../../../../study/manage';
import { loadActiveCycle } from '../../../../study/naming';
import type { CycleRefInput, EditCycleInput } from '../../../../study/schema';
import { editedCycle } from '../../../../study/service';
import type { SessionRefInput } from '../../../../study/sessions-schema';
import { sessionRemoval } from '../../../../study/sessions';
import { activeCycles } from '../../../../study/store';
import type { z } from 'zod';
import type { ToolContext } from '../registry';
import { count, line, named, quoted } from '../summary-text';

/**
 * Subjects, when sent, are the whole new list (schema.ts): any subject left out goes, with
 * its blocks and its credit in the running lap. Which ones are left out needs the cycle, so
 * a pure function of the input asks whenever the list is sent.
 */
export const editReplacesSubjects = (input: z.output<typeof EditCycleInput>): boolean => input.subjects !== undefined;

/**
 * "Change the study cycle 'Exam': remove the subjects 'Maths' and 'Physics' (losing 45 credited
 * minutes), add 'Chemistry'": the edit merged and checked as editCycle merges and checks it.
 */
export async function editCycleSummary(ctx: ToolContext, { cycle: ref, ...patch }: z.output<typeof EditCycleInput>): Promise<string> {
  const [pages, active] = await Promise.all([loadTree(ctx), activeCycles(ctx)]);
  const { cycle, config } = editedCycle(pages, active, ref, patch);
  const before = cycle.config.subjects.map((s) => s.pageId);
  const after = config.subjects.map((s) => s.pageId);
  const title = (id: string) => pages.get(id)?.title ?? 'a deleted page';
  const gone = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  const lost = gone.reduce((sum, id) => sum + (cycle.lap.given[id] ?? 0), 0);
  const parts = [
    gone.length
      ? `remove ${gone.length === 1 ? 'the subject' : 'the subjects'} ${named(gone.map(title))}${lost ? ` (losing ${count(lost, 'credited minute')})` : ''}`
      : `keep its ${count(before.length, 'subject')} (none removed)`,
    ...(added.length ? [`add ${named(added.map(title))}`] : []),
  ];
  return line(`Change the study cycle ${quoted(cycle.config.name, 40)}: ${parts.join(', ')}`);
}

/** "Archive the study cycle 'Exam'" (its history is kept). */
export async function archiveCycleSummary(ctx: ToolContext, { cycle: ref }: z.output<typeof CycleRefInput>): Promise<string> {
  const { cycle } = await loadActiveCycle(ctx, ref);
  return `Archive the study cycle ${quoted(cycle.config.name)} (its history is kept)`;
}

/** "Delete the study cycle 'Exam' with its 5 logged sessions". */
export async function deleteCycleSummary(ctx: ToolContext, { cycle: ref }: z.output<typeof CycleRefInput>): Promise<string> {
  const { cycle } = await loadActiveCycle(ctx, ref);
  const sessions = (await cycleSessionIds(ctx, cycle.cycleId)).length;
  return `Delete the study cycle ${quoted(cycle.config.name)} ${sessions ? `with its ${count(sessions, 'logged session')}` : '(no sessions logged into it)'}`;
}

/** "Delete the 30-minute session on 'Page' logged on 2026-11-30 (30 minutes come off 'Exam')". */
export async function deleteSessionSummary(ctx: ToolContext, { id }: z.output<typeof SessionRefInput>): Promise<string> {
  const [{ row, cycle, takenOff }, pages] = await Promise.all([sessionRemoval(ctx, id), loadTree(ctx)]);
  const title = pages.get(row.pageId)?.title;
  const page = title === undefined ? 'a deleted page' : quoted(title, 40);
  const off = cycle && takenOff ? ` (${count(takenOff, 'minute')} come${takenOff === 1 ? 's' : ''} off ${quoted(cycle.config.name, 30)})` : '';
  return line(`Delete the ${row.minutes}-minute session on ${page} logged on ${row.date}${off}`);
}
