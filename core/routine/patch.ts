import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { retryOnConflict, transact } from '../util/tx';
import type { RoutineRow, SectionRow } from './entity';
import { refuseNonGroupId, where } from './group-ids';
import { PatchRoutineInput, type RoutineOp } from './patch-schema';
import { habitRefItems } from './refs';
import { pickSection, refuseFields } from './section-ref';
import { present } from './service';
import { entriesOf, loadRoutine, routineUpdate } from './store';
import type { Routine } from './view';
import { itemWindowProblem, sectionWindowProblem, type Window } from './window';

export interface Draft {
  name: string;
  icon: string | null;
  sections: SectionRow[];
}

const invalid = (path: string, message: string) => AppError.validation([{ path, message }], message);
const move = <T>(list: T[], from: number, to: number) => {
  const copy = [...list];
  const [x] = copy.splice(from, 1);
  copy.splice(Math.min(to, copy.length), 0, x!);
  return copy;
};

/** A window change must keep every entry inside it (±5 min), or nothing changes. */
function checkEntries(section: SectionRow, at: string): void {
  const w: Window = { startTime: section.startTime!, endTime: section.endTime! };
  const problem = sectionWindowProblem(w);
  if (problem) throw invalid(at, `Section "${section.name}" ${problem}`);
  const out = section.entries.flatMap((e) => {
    const why = itemWindowProblem(w, { startTime: e.startTime!, endTime: e.endTime! });
    return why ? [`entry ${e.entryId}: ${why}`] : [];
  });
  if (out.length) throw invalid(at, `Section "${section.name}" would no longer hold its entries: ${out.join('; ')}. Move or retime them first (moveItem)`);
}

async function apply(ctx: Ctx, row: RoutineRow, d: Draft, op: RoutineOp, i: number): Promise<void> {
  const at = (f: string) => `ops.${i}.${f}`;
  const dailyOnly = op.op !== 'rename' && op.op !== 'setIcon' && op.op !== 'moveItem';
  if (row.type === 'LIST' && dailyOnly) throw invalid(at('op'), `"${row.name}" is a LIST routine: it has no sections`);
  const here = { ...row, sections: d.sections };
  const index = (s: SectionRow) => d.sections.findIndex((x) => x.sectionId === s.sectionId);
  switch (op.op) {
    case 'rename':
      d.name = op.name;
      return;
    case 'setIcon':
      d.icon = op.icon;
      return;
    case 'addSection': {
      const s: SectionRow = { sectionId: newId('sec'), name: op.name, startTime: op.startTime, endTime: op.endTime, favorite: op.favorite ?? false, entries: [], ...(op.icon ? { icon: op.icon } : {}) };
      checkEntries(s, at('endTime'));
      d.sections.splice(op.position ?? d.sections.length, 0, s);
      return;
    }
    case 'editSection': {
      const s = pickSection(here, op.section, at('section'));
      const next: SectionRow = { ...s, name: op.name ?? s.name, startTime: op.startTime ?? s.startTime, endTime: op.endTime ?? s.endTime, favorite: op.favorite ?? s.favorite };
      if (op.icon === null) delete next.icon;
      else if (op.icon) next.icon = op.icon;
      checkEntries(next, at('startTime'));
      d.sections[index(s)] = next;
      return;
    }
    case 'removeSection':
      d.sections.splice(index(pickSection(here, op.section, at('section'))), 1);
      return;
    case 'moveSection':
      d.sections = move(d.sections, index(pickSection(here, op.section, at('section'))), op.position);
      return;
    case 'moveItem':
      return moveItem(ctx, row, d, op, at);
  }
}

async function moveItem(ctx: Ctx, row: RoutineRow, d: Draft, op: Extract<RoutineOp, { op: 'moveItem' }>, at: (f: string) => string) {
  const from = d.sections.find((s) => s.entries.some((e) => e.entryId === op.groupId));
  if (!from) {
    const choices = d.sections.flatMap((s) => s.entries.map((e) => ({ ...e, where: where(s, e, row.name) })));
    return refuseNonGroupId(ctx, op.groupId, choices, at('groupId'), `in "${row.name}"`);
  }
  if (row.type === 'LIST') refuseFields([[at('section'), op.section], [at('startTime'), op.startTime], [at('endTime'), op.endTime]], 'LIST routines have no sections or times');
  const to = op.section ? pickSection({ ...row, sections: d.sections }, op.section, at('section')) : from;
  const entry = from.entries.find((e) => e.entryId === op.groupId)!;
  let times = row.type === 'LIST' ? {} : { startTime: op.startTime ?? entry.startTime!, endTime: op.endTime ?? entry.endTime! };
  if (row.type === 'DAILY') {
    const w = { startTime: to.startTime!, endTime: to.endTime! };
    const given = op.startTime !== undefined || op.endTime !== undefined;
    if (!given && to !== from && itemWindowProblem(w, times as Window)) times = w;
    const why = itemWindowProblem(w, times as Window);
    if (why) throw invalid(at('startTime'), `Item ${why} of section "${to.name}"`);
  }
  const moved = { ...entry, ...times };
  const oldIndex = from.entries.indexOf(entry);
  from.entries = from.entries.filter((e) => e !== entry);
  const target = d.sections.find((s) => s.sectionId === to.sectionId)!;
  target.entries.splice(op.position ?? (to === from ? oldIndex : target.entries.length), 0, moved);
}

/**
 * The routine as `ops` would leave it, applied in order to a copy (nothing is written): what
 * the patch commits, and what its approval compares with the routine as it is.
 */
export async function draftPatch(ctx: Ctx, row: RoutineRow, ops: RoutineOp[]): Promise<Draft> {
  const d: Draft = { name: row.name, icon: row.icon ?? null, sections: row.sections.map((s) => ({ ...s, entries: [...s.entries] })) };
  for (const [i, op] of ops.entries()) await apply(ctx, row, d, op, i);
  return d;
}

/** Targeted edits (D3): ops applied in order to a copy, committed together or not at all. */
export const patchRoutine = command(PatchRoutineInput, (ctx: Ctx, input): Promise<Routine> =>
  retryOnConflict(async () => {
    const row = await loadRoutine(ctx, input.id);
    const d = await draftPatch(ctx, row, input.ops);
    const set = { name: d.name, sections: d.sections, ...(d.icon ? { icon: d.icon } : {}) };
    await transact(ctx.deps.db, [
      routineUpdate(ctx, row, set, !d.icon && row.icon !== undefined),
      ...habitRefItems(ctx, entriesOf(row), entriesOf(d)),
    ]);
    const { icon: _icon, ...rest } = row;
    return present(ctx, { ...rest, ...set, version: row.version + 1 });
  }),
);
