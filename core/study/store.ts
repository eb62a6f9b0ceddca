import { z } from 'zod';
import type { Ctx } from '../context';
import { WEEKDAYS } from '../schedule/weekdays';
import { CONSISTENT, type TxItem } from '../util/tx';
import type { CycleConfig } from './config';
import { CYCLE_STATUSES, type CycleStatus, StudyCycleGuards, StudyCycles } from './entity';
import type { LapState } from './laps';
import { type Block, MODES } from './planner';

export interface CycleRow {
  cycleId: string;
  status: CycleStatus;
  config: CycleConfig;
  queue: Block[];
  lap: LapState;
  archivedAt?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const Day = z.object({ minutes: z.number().int().positive(), start: z.string().optional() });
const StoredConfig = z.object({
  name: z.string(),
  days: z.partialRecord(z.enum(WEEKDAYS), Day),
  subjects: z.array(z.object({ pageId: z.string(), importance: z.number(), mastery: z.number(), minutes: z.number().optional() })),
  longestBlockMinutes: z.number(),
  defaultMode: z.enum(MODES),
});
const StoredBlock = z.object({
  n: z.number().int(),
  pageId: z.string(),
  minutes: z.number().int(),
  mode: z.enum(MODES),
  concept: z.string().optional(),
  byHand: z.literal(true).optional(),
});
const StoredLap = z.object({ number: z.number().int(), given: z.record(z.string(), z.number()), pinned: z.record(z.string(), z.string()) });
const StoredCycle = z.object({
  cycleId: z.string(),
  status: z.enum(CYCLE_STATUSES),
  config: StoredConfig,
  queue: z.array(StoredBlock),
  lap: StoredLap,
  archivedAt: z.string().optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

function parseCycle(raw: unknown): CycleRow {
  const parsed = StoredCycle.safeParse(raw);
  // Stored data that breaks the cycle's shape is a bug or tampering, never something to guess around.
  if (!parsed.success) throw new Error(`stored study cycle ${(raw as { cycleId?: string })?.cycleId} is malformed`);
  return parsed.data as CycleRow;
}

/** Every cycle of the person, archived ones too (people keep a handful, not thousands). */
export async function allCycles(ctx: Ctx): Promise<CycleRow[]> {
  const res = await StudyCycles(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all', ...CONSISTENT });
  return res.data.map(parseCycle);
}

/** One cycle by exact id, archived too (a session's history), or undefined. */
export async function getCycleRow(ctx: Ctx, cycleId: string): Promise<CycleRow | undefined> {
  const row = (await StudyCycles(ctx.deps.db).get({ userId: ctx.actor.userId, cycleId }).go(CONSISTENT)).data;
  return row ? parseCycle(row) : undefined;
}

export async function activeCycles(ctx: Ctx): Promise<CycleRow[]> {
  return (await allCycles(ctx)).filter((c) => c.status === 'ACTIVE');
}

/** The guard's version, or null before the person's first cycle. */
export async function readGuard(ctx: Ctx): Promise<number | null> {
  return (await StudyCycleGuards(ctx.deps.db).get({ userId: ctx.actor.userId }).go(CONSISTENT)).data?.version ?? null;
}

/** Bump the guard, only at the version read (entity.ts says why). */
export function guardItem(ctx: Ctx, read: number | null): TxItem {
  const entity = StudyCycleGuards(ctx.deps.db);
  if (read === null) return { Put: entity.create({ userId: ctx.actor.userId, version: 1 }).params() };
  return { Put: entity.put({ userId: ctx.actor.userId, version: read + 1 }).where((a, op) => op.eq(a.version, read)).params() };
}

export function createCycleItem(ctx: Ctx, row: CycleRow): TxItem {
  return { Put: StudyCycles(ctx.deps.db).create({ userId: ctx.actor.userId, ...row }).params() };
}

export type CycleChange = Partial<Pick<CycleRow, 'status' | 'config' | 'queue' | 'lap' | 'archivedAt'>>;

/** A cycle write that commits only at the version read, and bumps it. */
export function updateCycleItem(ctx: Ctx, read: CycleRow, change: CycleChange): TxItem {
  const update = StudyCycles(ctx.deps.db)
    .patch({ userId: ctx.actor.userId, cycleId: read.cycleId })
    .set({ ...change, updatedAt: ctx.deps.clock.now().toISOString() })
    .add({ version: 1 })
    .where((a, op) => op.eq(a.version, read.version));
  return { Update: update.params() };
}

export function deleteCycleItem(ctx: Ctx, read: CycleRow): TxItem {
  return {
    Delete: StudyCycles(ctx.deps.db)
      .delete({ userId: ctx.actor.userId, cycleId: read.cycleId })
      .where((a, op) => op.eq(a.version, read.version))
      .params(),
  };
}
