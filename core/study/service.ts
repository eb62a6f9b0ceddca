/**
 * Study cycles (SPEC D12, CONTRACT "Study cycles"): create, read and edit. Every write reads
 * the cycle (and the guard), decides, and commits only at the versions it read; losing a race
 * re-reads and decides again (`retryOnConflict`). Block edits, archive and delete are in
 * manage.ts, credits in credit.ts and sessions.ts, today's slice in today-service.ts.
 * A command that names a cycle comes twice, one schema: the REST route's, whose id reaches an
 * archived cycle too, and the agent tool's, among active cycles only (naming.ts `CycleReach`).
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import type { PageRow } from '../notebook/entity';
import { loadTree } from '../notebook/store';
import type { ById } from '../notebook/tree';
import { command } from '../util/fn';
import { newId } from '../util/ids';
import { retryOnConflict, transact } from '../util/tx';
import { checkCycle, MAX_CYCLES, resolveSubjects } from './checks';
import { type CycleConfig, planCycle } from './config';
import { mergeCycleEdit } from './edit';
import { firstLap, reseat } from './laps';
import { type CycleReach, loadCycle, pickCycle, stillActive, withinOf } from './naming';
import { CreateCycleInput, CycleRefInput, EditCycleInput, type CyclePatch } from './schema';
import { allCycles, createCycleItem, type CycleRow, guardItem, readGuard, updateCycleItem } from './store';
import { toCycleView, type CycleView } from './view';

/**
 * The guard is read BEFORE the cycles: a create or edit that commits after this read bumps the
 * guard, so a decision made on cycles read without it fails its condition and re-reads.
 */
async function cyclesBehindGuard(ctx: Ctx) {
  const guard = await readGuard(ctx);
  return { guard, all: await allCycles(ctx) };
}

export const createCycle = command(CreateCycleInput, (ctx: Ctx, input): Promise<CycleView> =>
  retryOnConflict(async () => {
    const [pages, { all, guard }] = await Promise.all([loadTree(ctx), cyclesBehindGuard(ctx)]);
    if (all.length >= MAX_CYCLES) throw new AppError('CONFLICT', `A person keeps at most ${MAX_CYCLES} study cycles; delete an archived one first`);
    const config: CycleConfig = { ...input, subjects: resolveSubjects(pages, input.subjects) };
    checkCycle(config, all.filter((c) => c.status === 'ACTIVE'), pages, withinOf(pages));
    const now = ctx.deps.clock.now().toISOString();
    const row: CycleRow = {
      cycleId: newId('scy'),
      status: 'ACTIVE',
      config,
      queue: planCycle(config).queue,
      lap: firstLap(),
      version: 0,
      createdAt: now,
      updatedAt: now,
    };
    await transact(ctx.deps.db, [createCycleItem(ctx, row), guardItem(ctx, guard)]);
    return toCycleView(row, pages);
  }),
);

/** The active cycles, oldest first, each with its lap (archived ones are history: export). */
export const listCycles = command(z.object({}), async (ctx: Ctx): Promise<{ items: CycleView[]; nextCursor: null }> => {
  const [pages, all] = await Promise.all([loadTree(ctx), allCycles(ctx)]);
  return { items: all.filter((c) => c.status === 'ACTIVE').map((c) => toCycleView(c, pages)), nextCursor: null };
});

const getCycleIn = (reach: CycleReach) =>
  command(CycleRefInput, async (ctx: Ctx, { cycle }): Promise<CycleView> => {
    const [pages, { cycle: row }] = await Promise.all([loadTree(ctx), loadCycle(ctx, cycle, reach)]);
    return toCycleView(row, pages);
  });

/** `GET /study/cycles/{id}`: an archived cycle answers by its id too, with its status (naming.ts `CycleReach`). */
export const getCycle = getCycleIn('OWN');
/** The agent's getStudyCycle: active cycles only, by name or id (seeds). */
export const getActiveCycle = getCycleIn('ACTIVE');

/**
 * The cycle an edit names and its configuration after the edit, checked as a whole against the
 * active cycles (pure: the edit and its approval decide on the same reads). Under `OWN` an
 * archived cycle's id is found and refused with CONFLICT (naming.ts `stillActive`).
 */
export function editedCycle(
  pages: ById<PageRow>,
  cycles: CycleRow[],
  ref: string,
  patch: CyclePatch,
  reach: CycleReach = 'ACTIVE',
): { cycle: CycleRow; config: CycleConfig } {
  const active = cycles.filter((c) => c.status === 'ACTIVE');
  const cycle = stillActive(pickCycle(cycles, ref, reach), 'edited');
  const subjects = patch.subjects ? resolveSubjects(pages, patch.subjects) : undefined;
  const config = mergeCycleEdit(cycle.config, { ...patch, ...(subjects ? { subjects } : {}) });
  checkCycle(config, active, pages, withinOf(pages), cycle.cycleId);
  return { cycle, config };
}

/**
 * Only what is given changes (edit.ts `mergeCycleEdit`); the merged configuration is checked
 * as a whole, re-planned keeping hand-set blocks (`planCycle(config, oldQueue)`), and the
 * running lap is re-seated on the new queue: each subject keeps its credit, which may
 * complete the lap when blocks got smaller.
 */
const editCycleIn = (reach: CycleReach) =>
  command(EditCycleInput, (ctx: Ctx, { cycle: ref, ...patch }): Promise<CycleView> =>
    retryOnConflict(async () => {
      const [pages, { all, guard }] = await Promise.all([loadTree(ctx), cyclesBehindGuard(ctx)]);
      const { cycle, config } = editedCycle(pages, all, ref, patch, reach);
      const queue = planCycle(config, cycle.queue).queue;
      const { state: lap } = reseat(cycle.queue, queue, cycle.lap);
      await transact(ctx.deps.db, [updateCycleItem(ctx, cycle, { config, queue, lap }), guardItem(ctx, guard)]);
      return toCycleView({ ...cycle, config, queue, lap }, pages);
    }),
  );

/** `PATCH /study/cycles/{id}`: an archived cycle's id is 409, not 404 (it can be read). */
export const editCycle = editCycleIn('OWN');
/** The agent's editStudyCycle: active cycles only (seeds). */
export const editActiveCycle = editCycleIn('ACTIVE');
