import { AppError } from '../errors';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { consumeBatched } from './batched';
import { RateWindows } from './entity';
import { windowOf, type RateDecision, type RateRule } from './window';

export type { RateDecision, RateRule } from './window';

function windowArgs(deps: Deps, rule: RateRule): [number, number] {
  const { windowStart, retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  return [windowStart, retryAfterS];
}

/**
 * Count one hit in a fixed window stored in the table. The conditional ADD is exact under
 * concurrency (two Lambdas cannot both take the last slot) and survives cold starts, which an
 * in-memory counter would not.
 */
export async function consume(deps: Deps, scope: string, rule: RateRule): Promise<RateDecision> {
  const { windowStart, retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  try {
    await RateWindows(deps.db)
      .update({ scope, bucket: rule.bucket, windowStart })
      .add({ hits: 1 })
      .set({ expiresAt: windowStart + rule.windowS + 60 })
      .where((a, op) => `${op.notExists(a.hits)} OR ${op.lt(a.hits, rule.limit)}`)
      .go({ response: 'none' });
    return { allowed: true, retryAfterS: 0 };
  } catch (err) {
    if (isConditionFailed(err)) return { allowed: false, retryAfterS };
    throw err;
  }
}

/** Read the current window's count without counting (e.g. "is this email locked?"). */
export async function peek(deps: Deps, scope: string, rule: RateRule): Promise<RateDecision> {
  const { windowStart, retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  const res = await RateWindows(deps.db).get({ scope, bucket: rule.bucket, windowStart }).go();
  const hits = res.data?.hits ?? 0;
  return hits < rule.limit ? { allowed: true, retryAfterS: 0 } : { allowed: false, retryAfterS };
}

/** Consume (batched when the rule says so) or throw RATE_LIMITED carrying Retry-After. */
export async function enforce(deps: Deps, scope: string, rule: RateRule): Promise<void> {
  const decision =
    rule.batch && rule.batch > 1
      ? await consumeBatched(deps, scope, { ...rule, batch: rule.batch }, ...windowArgs(deps, rule))
      : await consume(deps, scope, rule);
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', `Too many requests; try again in ${decision.retryAfterS} s`, {
      retryAfterS: decision.retryAfterS,
    });
  }
}

/**
 * Give back one hit counted by `consume` in the current window: a turn accepted and counted,
 * then found to be a duplicate of another (an idempotent POST that lost the race), was never
 * a second turn and must not cost the person one.
 */
export async function refund(deps: Deps, scope: string, rule: RateRule): Promise<void> {
  const { windowStart } = windowOf(deps.clock.now().getTime(), rule);
  await RateWindows(deps.db)
    .update({ scope, bucket: rule.bucket, windowStart })
    .add({ hits: -1 })
    .where((a, op) => op.gt(a.hits, 0))
    .go({ response: 'none' })
    .catch((err) => {
      if (!isConditionFailed(err)) throw err;
    });
}
