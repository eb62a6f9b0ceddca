/**
 * GET /me/progress: the person's XP total and the level it gives, from the one stored number
 * (store.ts `UserStats`) on the one curve (levels.ts), so the web client never sums ledgers
 * or re-derives the level rule to show them.
 */
import { z } from 'zod';
import type { Ctx } from '../context';
import { command } from '../util/fn';
import { levelProgress } from './levels';
import { userAccount } from './payout';

export interface Progress {
  totalXp: number;
  level: number;
  /** The total XP at which the next level starts; null at level 100. */
  nextLevelXp: number | null;
}

export const userProgress = command(z.object({}), async (ctx: Ctx): Promise<Progress> => {
  // The payout's own read (strongly consistent): a check a moment ago shows in the next bar.
  const { xp } = await userAccount(ctx);
  const { level, nextLevelXp } = levelProgress(xp);
  return { totalXp: xp, level, nextLevelXp };
});
