/**
 * The table commands of a rate window (core/limits/entity.ts: RateWindows), written out by hand.
 * Every authenticated request counts a hit, and the agent function's cold start would otherwise
 * import ElectroDB (and its jsonschema validator) only to build these few strings: about a
 * quarter of what that function reads at import (issue 35, docs/scale.md "Cold start").
 * They are exactly the parameters ElectroDB builds for the same calls, identifiers included, so
 * the rows stay RateWindows rows: tests/integration/scale/cold-start-commands.test.ts compares
 * them with ElectroDB's `params()` and reads the written rows back through the entity.
 */
import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

/** RateWindows' model (entity.ts): ElectroDB's identifiers on every row it writes. */
const ENTITY = 'rateWindow';
const VERSION = '1';

export interface WindowKey {
  scope: string;
  bucket: string;
  windowStart: number;
}

/** The stored primary key: pk `${scope}`, sk `RATE#${bucket}#${windowStart}` (casing none). */
export function windowKey(k: WindowKey): { pk: string; sk: string } {
  return { pk: k.scope, sk: `RATE#${k.bucket}#${k.windowStart}` };
}

/** A condition on the window's count: none, under `limit` (`lt`), or at most `limit` (`lte`). */
export type HitsCondition = { op: 'lt' | 'lte'; limit: number } | undefined;

/**
 * `RateWindows.update(key).add({ hits }).set({ expiresAt })[.where(notExists(hits) OR hits op limit)]`
 * with `.params({ response })`: `response` absent as in a transaction item (no ReturnValues).
 */
export function addHitsInput(
  tableName: string,
  k: WindowKey,
  hits: number,
  expiresAt: number,
  condition: HitsCondition,
  response?: 'NONE' | 'UPDATED_NEW',
): UpdateCommandInput {
  const values: Record<string, unknown> = {};
  if (condition) values[':hits0'] = condition.limit;
  Object.assign(values, {
    ':hits_u0': hits,
    ':expiresAt_u0': expiresAt,
    ':scope_u0': k.scope,
    ':bucket_u0': k.bucket,
    ':windowStart_u0': k.windowStart,
    ':__edb_e___u0': ENTITY,
    ':__edb_v___u0': VERSION,
  });
  const input: UpdateCommandInput = {
    UpdateExpression:
      'SET #expiresAt = :expiresAt_u0, #scope = :scope_u0, #bucket = :bucket_u0, #windowStart = :windowStart_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 ADD #hits :hits_u0',
    ExpressionAttributeNames: {
      '#hits': 'hits',
      '#expiresAt': 'expiresAt',
      '#scope': 'scope',
      '#bucket': 'bucket',
      '#windowStart': 'windowStart',
      '#__edb_e__': '__edb_e__',
      '#__edb_v__': '__edb_v__',
    },
    ExpressionAttributeValues: values,
    TableName: tableName,
    Key: windowKey(k),
  };
  if (response) input.ReturnValues = response;
  if (condition) input.ConditionExpression = `attribute_not_exists(#hits) OR #hits ${condition.op === 'lt' ? '<' : '<='} :hits0`;
  return input;
}

/** The window's count in a row read back by its key: a row of another entity counts as none (ElectroDB's `get`). */
export function hitsOf(item: Record<string, unknown> | undefined): number {
  if (!item || item.__edb_e__ !== ENTITY || item.__edb_v__ !== VERSION) return 0;
  return typeof item.hits === 'number' ? item.hits : 0;
}
