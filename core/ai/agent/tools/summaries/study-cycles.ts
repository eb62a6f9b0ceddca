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
import { line, named, quoted } from '../summary-text';
import { summaryWords } from '../summary-words';

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
  const [pages, active, w] = await Promise.all([loadTree(ctx), activeCycles(ctx), summaryWords(ctx)]);
  const { cycle, config } = editedCycle(pages, active, ref, patch);
  const before = cycle.config.subjects.map((s) => s.pageId);
  const after = config.subjects.map((s) => s.pageId);
  const title = (id: string) => pages.get(id)?.title ?? w.deletedPage;
  const gone = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  const lost = gone.reduce((sum, id) => sum + (cycle.lap.given[id] ?? 0), 0);
  const change = gone.length ? { removed: named(w, gone.map(title)), several: gone.length > 1, lost } : { kept: before.length };
  return line(w.editCycle(quoted(cycle.config.name, 40), change, added.length ? named(w, added.map(title)) : undefined));
}

/** "Archive the study cycle 'Exam'" (its history is kept). */
export async function archiveCycleSummary(ctx: ToolContext, { cycle: ref }: z.output<typeof CycleRefInput>): Promise<string> {
  const [{ cycle }, w] = await Promise.all([loadActiveCycle(ctx, ref), summaryWords(ctx)]);
  return w.archiveCycle(quoted(cycle.config.name));
}

/** "Delete the study cycle 'Exam' with its 5 logged sessions". */
export async function deleteCycleSummary(ctx: ToolContext, { cycle: ref }: z.output<typeof CycleRefInput>): Promise<string> {
  const [{ cycle }, w] = await Promise.all([loadActiveCycle(ctx, ref), summaryWords(ctx)]);
  const sessions = (await cycleSessionIds(ctx, cycle.cycleId)).length;
  return w.deleteCycle(quoted(cycle.config.name), sessions);
}

/** "Delete the 30-minute session on 'Page' logged on 2026-11-30 (30 minutes come off 'Exam')". */
export async function deleteSessionSummary(ctx: ToolContext, { id }: z.output<typeof SessionRefInput>): Promise<string> {
  const [{ row, cycle, takenOff }, pages, w] = await Promise.all([sessionRemoval(ctx, id), loadTree(ctx), summaryWords(ctx)]);
  const title = pages.get(row.pageId)?.title;
  const page = title === undefined ? w.deletedPage : quoted(title, 40);
  const off = cycle && takenOff ? { minutes: takenOff, cycle: quoted(cycle.config.name, 30) } : undefined;
  return line(w.deleteSession(row.minutes, page, row.date, off));
}
