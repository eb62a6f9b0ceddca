import { loadConfiguration } from '../configuration/service';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { command } from '../util/fn';
import { dayIn } from '../configuration/today';
import { daysBetween } from '../xp/dates';
import { loadDay, prefetchDay } from './day';
import { mark, type MarkResult, type Transition } from './mark';
import { CheckInput, SkipInput, TodayInput } from './schema';
import { toToday, type TodayView } from './view';

/**
 * Today's routine in the owner's time zone (D4), or a past day as it was frozen. Two round
 * trips after auth for today (tests/integration/scale/round-trips.test.ts): the configuration
 * (whose zone says which day it is) with the day's day-independent reads, then the snapshot
 * with the day's checks and its routine. A past day reads its snapshot first: it is usually closed.
 */
export const getToday = command(TodayInput, async (ctx: Ctx, input): Promise<TodayView> => {
  const pre = input.date ? undefined : prefetchDay(ctx);
  const config = await loadConfiguration(ctx);
  const today = dayIn(config.timeZone, ctx.deps.clock.now());
  const day = input.date ?? today;
  if (day > today) throw AppError.validation([{ path: 'date', message: `Must not be in the future (today is ${today})` }]);
  return toToday(await loadDay(ctx, day, pre), daysBetween(day, today), config.xpDecayStrategy);
});

/** Check toggles (DOMAIN-FACTS); `checked` pins the direction, which makes a retry safe. */
export const checkItem = command(CheckInput, (ctx: Ctx, input): Promise<MarkResult> => {
  const to: Transition = (s) =>
    input.checked === undefined ? (s === 'CHECKED' ? 'OPEN' : 'CHECKED') : input.checked ? 'CHECKED' : s === 'CHECKED' ? 'OPEN' : null;
  return mark(ctx, input, to, (s) => (s === 'CHECKED' ? 'Already checked: nothing is paid twice' : 'Not checked: nothing to take back'));
});

/** Skip: a choice, never a failure; it does nothing on an item already checked. */
export const skipItem = command(SkipInput, (ctx: Ctx, input): Promise<MarkResult> => {
  const to: Transition = (s) => {
    if (s === 'CHECKED') return null;
    if (input.skipped === undefined) return s === 'SKIPPED' ? 'OPEN' : 'SKIPPED';
    return input.skipped ? 'SKIPPED' : s === 'SKIPPED' ? 'OPEN' : null;
  };
  return mark(ctx, input, to, (s) =>
    s === 'CHECKED' ? 'Already checked: a skip does nothing on a checked item' : s === 'SKIPPED' ? 'Already skipped' : 'Not skipped: nothing to undo',
  );
});
