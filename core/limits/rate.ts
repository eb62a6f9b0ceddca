import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { consumeBatched } from './batched';
import type { TxItem } from '../util/tx';
import { addHitsInput, hitsOf, windowKey } from './commands';
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
  const { retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  try {
    // Sent as is (./commands.ts): no ElectroDB on the request path, and the table's error read as it comes.
    await deps.db.doc.send(new UpdateCommand(hit(deps, scope, rule, 'NONE')));
    return { allowed: true, retryAfterS: 0 };
  } catch (err) {
    if (isConditionFailed(err)) return { allowed: false, retryAfterS };
    throw err;
  }
}

/** One hit in the current window, only while it is under the limit (RateWindows' update, ./commands.ts). */
function hit(deps: Deps, scope: string, rule: RateRule, response?: 'NONE') {
  const { windowStart } = windowOf(deps.clock.now().getTime(), rule);
  const key = { scope, bucket: rule.bucket, windowStart };
  return addHitsInput(deps.db.tableName, key, 1, windowStart + rule.windowS + 60, { op: 'lt', limit: rule.limit }, response);
}

/**
 * `consume` as one item of the caller's transaction (a write that must count only if it lands,
 * e.g. the agent turn's first write). Its failed condition means the window is full: answer
 * `rateLimited(deps, rule)`. Batched rules cannot be part of a transaction.
 */
export function consumeItem(deps: Deps, scope: string, rule: RateRule): TxItem {
  if (rule.batch && rule.batch > 1) throw new Error(`rate rule ${rule.bucket} is batched: it cannot count inside a transaction`);
  return { Update: hit(deps, scope, rule) as never };
}

/** RATE_LIMITED for `rule`'s current window, carrying Retry-After. */
export function rateLimited(deps: Deps, rule: RateRule): AppError {
  const { retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  return new AppError('RATE_LIMITED', `Too many requests; try again in ${retryAfterS} s`, { retryAfterS });
}

/** Read the current window's count without counting (e.g. "is this email locked?"). */
export async function peek(deps: Deps, scope: string, rule: RateRule): Promise<RateDecision> {
  const { windowStart, retryAfterS } = windowOf(deps.clock.now().getTime(), rule);
  const res = await deps.db.doc.send(new GetCommand({ Key: windowKey({ scope, bucket: rule.bucket, windowStart }), TableName: deps.db.tableName }));
  const hits = hitsOf(res.Item);
  return hits < rule.limit ? { allowed: true, retryAfterS: 0 } : { allowed: false, retryAfterS };
}

/** Consume (batched when the rule says so) or throw RATE_LIMITED carrying Retry-After. */
export async function enforce(deps: Deps, scope: string, rule: RateRule): Promise<void> {
  const decision =
    rule.batch && rule.batch > 1
      ? await consumeBatched(deps, scope, { ...rule, batch: rule.batch }, ...windowArgs(deps, rule))
      : await consume(deps, scope, rule);
  if (!decision.allowed) throw rateLimited(deps, rule);
}
