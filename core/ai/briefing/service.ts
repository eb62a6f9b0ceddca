import { loadConfiguration } from '../../configuration/service';
import type { Ctx } from '../../context';
import { isConditionFailed } from '../../db/entity';
import { sendBriefingJob } from '../../queue/briefing-queue';
import { dayIn, ownerToday } from '../../configuration/today';
import { CLAIM_MS } from './budget';
import { Briefings } from './entity';
import { factsForModel, type FactsBuilder } from './facts-types';
import { PENDING, UNAVAILABLE, type Narrative } from './narrative';

export { CLAIM_MS } from './budget';
const POLL_EVERY_MS = 250;
const RETENTION_S = 30 * 24 * 3600;

type Row = { status: Narrative['status']; todayLines?: string[]; yesterdayLines?: string[]; claimUntil?: number; seenAt?: string };
const narrativeOf = (row: Row): Narrative =>
  row.status === 'READY' ? { status: 'READY', todayLines: row.todayLines ?? [], yesterdayLines: row.yesterdayLines ?? [] } : row.status === 'PENDING' ? PENDING : UNAVAILABLE;

async function readRow(ctx: Ctx, date: string): Promise<Row | null> {
  return (await Briefings(ctx.deps.db).get({ userId: ctx.actor.userId, date }).go({ attributes: ['status', 'todayLines', 'yesterdayLines', 'claimUntil', 'seenAt'] })).data as Row | null;
}

/**
 * Claim the day's row for generation: a conditional write that only one caller can win (B5).
 * Free when absent, or when a PENDING claim has expired (its worker died, or its message
 * waits in a backed-up queue: the worker skips that message, since the claim is no longer its).
 * Returns the claim (its `claimUntil`), or undefined when another caller holds the row.
 */
async function claim(ctx: Ctx, date: string, facts: unknown, language: string): Promise<number | undefined> {
  const now = ctx.deps.clock.now();
  const claimUntil = now.getTime() + CLAIM_MS;
  try {
    await Briefings(ctx.deps.db)
      .put({
        userId: ctx.actor.userId,
        date,
        status: 'PENDING',
        claimUntil,
        facts: JSON.stringify(facts),
        language,
        createdAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_S,
      })
      .where((a, op) => `${op.notExists(a.status)} OR (${op.eq(a.status, 'PENDING')} AND ${op.lt(a.claimUntil, now.getTime())})`)
      .go({ response: 'none' });
    return claimUntil;
  } catch (err) {
    if (isConditionFailed(err)) return undefined;
    throw err;
  }
}

/**
 * GET /daily-briefing (B1, B4): the numbers always (computed in code), the prose if it can be
 * had in about 8 s. The winner of the claim queues ONE generation; then every caller polls the
 * row by primary key and answers READY, UNAVAILABLE or PENDING. Never calls a model itself.
 */
export async function getBriefing(ctx: Ctx, buildFacts: FactsBuilder) {
  const config = await loadConfiguration(ctx);
  const date = dayIn(config.timeZone, ctx.deps.clock.now());
  // The screen's numbers and the row in parallel: most opens find the prose already there.
  let [row, facts] = await Promise.all([readRow(ctx, date), buildFacts(ctx, date, { signals: false, config })]);
  const claimable = !row || (row.status === 'PENDING' && (row.claimUntil ?? 0) < ctx.deps.clock.now().getTime());
  // The narrator's two weeks of signals are read only by a caller that may generate (once a day).
  if (claimable && facts.worthShowing) facts = await buildFacts(ctx, date, { signals: true, config });
  // `seenAt`: today's acknowledgement, so a second device does not open the dialog again.
  const screen = { date, yesterday: facts.yesterday, today: facts.today, seenAt: row?.seenAt ?? null };
  if (!facts.worthShowing) return { ...screen, narrative: UNAVAILABLE };
  if (row && row.status !== 'PENDING') return { ...screen, narrative: narrativeOf(row) };

  const claimUntil = claimable ? await claim(ctx, date, factsForModel(facts), facts.language) : undefined;
  if (claimUntil !== undefined) {
    try {
      await sendBriefingJob(ctx.deps, { userId: ctx.actor.userId, date, claimUntil });
    } catch (err) {
      // The claim expires and a later open claims again; the screen still gets its numbers.
      ctx.deps.log.error('briefing job not queued', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
    }
  }
  const deadline = Date.now() + ctx.deps.config.briefing.waitMs;
  for (row = await readRow(ctx, date); row?.status === 'PENDING' && Date.now() < deadline; row = await readRow(ctx, date)) {
    await new Promise((r) => setTimeout(r, POLL_EVERY_MS));
  }
  return { ...screen, seenAt: row?.seenAt ?? screen.seenAt, narrative: row ? narrativeOf(row) : PENDING };
}

/** GET /daily-briefing/narrative: a primary-key read that never starts a generation (B4). */
export async function getNarrative(ctx: Ctx): Promise<Narrative> {
  const row = await readRow(ctx, await ownerToday(ctx));
  return row ? narrativeOf(row) : UNAVAILABLE;
}

/** POST /daily-briefing/seen: the day's acknowledgement (the dialog opens once a day). */
export async function markSeen(ctx: Ctx): Promise<void> {
  const date = await ownerToday(ctx);
  const now = ctx.deps.clock.now();
  try {
    await Briefings(ctx.deps.db).patch({ userId: ctx.actor.userId, date }).set({ seenAt: now.toISOString() }).go({ response: 'none' });
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    // Seen before any briefing existed: the person dismissed today's; record it, generate nothing.
    await Briefings(ctx.deps.db)
      .create({ userId: ctx.actor.userId, date, status: 'UNAVAILABLE', seenAt: now.toISOString(), createdAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_S })
      .go({ response: 'none' })
      .catch((e) => {
        if (!isConditionFailed(e)) throw e;
      });
  }
}
