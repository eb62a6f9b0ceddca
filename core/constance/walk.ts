import type { Ctx } from '../context';
import { queryRows } from '../util/direct';
import { CONSISTENT } from '../util/tx';
import { addDays } from '../xp/dates';
import { Outcomes, type OutcomeOwner } from './entity';
import type { Outcome } from './outcome';
import { deriveStreak, type DayOutcome, type Streak } from './streak';

export interface Owner {
  type: OutcomeOwner;
  id: string;
}

export interface Walked extends Streak {
  /** The MISSED day the walk stopped at, or null when it ran out of rows. */
  stoppedAt: string | null;
}

const PAGE = 100;
const EPOCH = '0000-01-01';

function query(ctx: Ctx, owner: Owner, before: string) {
  // between, not lt: a bare `sk < …` would run on into other owners' rows.
  return Outcomes(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId, ownerType: owner.type, ownerId: owner.id })
    .between({ day: EPOCH }, { day: addDays(before, -1) });
}

/**
 * The owner's outcome rows before `today`, newest first, down to (and including) the first
 * MISSED: everything a streak walk needs and nothing older. One Query per 100 days of streak.
 */
export async function recentOutcomes(ctx: Ctx, owner: Owner, today: string): Promise<DayOutcome[]> {
  const out: DayOutcome[] = [];
  const key = { userId: ctx.actor.userId, ownerType: owner.type, ownerId: owner.id };
  // between, not begins_with: a bare `sk < …` would run on into other owners' rows. Read
  // directly (util/direct.ts): every check walks three owners.
  const range: [Record<string, string>, Record<string, string>] = [{ day: EPOCH }, { day: addDays(today, -1) }];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await queryRows(ctx.deps.db, Outcomes(ctx.deps.db), key, {
      between: range,
      order: 'desc',
      limit: PAGE,
      firstPageOnly: true,
      ...(startKey ? { startKey } : {}),
      attributes: ['day', 'outcome'],
      ...CONSISTENT,
    });
    for (const row of page.items) {
      out.push({ day: row.day, outcome: row.outcome });
      if (row.outcome === 'MISSED') return out;
    }
    startKey = page.lastKey;
  } while (startKey);
  return out;
}

/**
 * The owner's streak walked back from today; `todayOutcome` is today so far (pending).
 * `yesterday`, when the caller just wrote it, saves the Query when it is MISSED: the walk
 * would stop right there anyway.
 */
export async function walkStreak(ctx: Ctx, owner: Owner, today: string, todayOutcome: Outcome | null, yesterday?: Outcome): Promise<Walked> {
  const rows = yesterday === 'MISSED' ? [{ day: addDays(today, -1), outcome: yesterday }] : await recentOutcomes(ctx, owner, today);
  const last = rows.at(-1);
  return { ...deriveStreak(rows, today, todayOutcome), stoppedAt: last?.outcome === 'MISSED' ? last.day : null };
}

/** The most recent DONE day before `day`, or null (for a habit's last check date). */
export async function lastDoneBefore(ctx: Ctx, owner: Owner, day: string): Promise<string | null> {
  const res = await query(ctx, owner, day)
    .where((a, op) => op.eq(a.outcome, 'DONE'))
    .go({ order: 'desc', count: 1, attributes: ['day'], originalErr: true, ...CONSISTENT });
  return res.data[0]?.day ?? null;
}
