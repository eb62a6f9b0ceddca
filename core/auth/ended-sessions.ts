import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { ENDED_SESSIONS, profileKey, TOKENS_VALID_FROM } from './profile-read';
import { ACCESS_TOKEN_TTL_S } from './tokens';

/**
 * How long an ended session's mark is kept: longer than any access token it could hold. The
 * lifetime, plus a minute for a token signed just after its family was read (refresh's
 * grace path signs without writing) and for instances whose clocks differ a little.
 */
export const ENDED_MARK_S = ACCESS_TOKEN_TTL_S + 60;
/**
 * Marks kept at once. Past it (hundreds of sessions ended within 15 minutes: only someone
 * bloating their own profile) the older marks give way to one "every token issued until now
 * is void" mark, so the profile, read on every request, stays small. That also voids the
 * kept session's current token; its refresh token still works, and the client refreshes on 401.
 */
export const ENDED_MAX = 200;
/** Endings of one account at once each win a round; more than a few at once is not a person. */
const TRIES = 10;

type Marks = Record<string, number>;

/**
 * End the access tokens of the sessions `sessionIds` of `userId` at once: their ids are marked
 * on the profile, which the liveness read (./liveness.ts) fetches on every request anyway, so
 * the hot path pays no extra round trip. Written BEFORE the families are revoked: a refresh in
 * between mints a token of a session already marked. Marks older than ENDED_MARK_S are pruned
 * as the map is rewritten. The whole map is written under the condition that it is still the
 * one read, so two endings at once never lose each other's marks (the loser reads again).
 */
export async function endAccessTokens(deps: Deps, userId: string, sessionIds: readonly string[]): Promise<void> {
  if (!sessionIds.length) return;
  const { db } = deps;
  for (let attempt = 1; ; attempt++) {
    const row = await db.doc.send(
      new GetCommand({ TableName: db.tableName, Key: profileKey(userId), ConsistentRead: true, ProjectionExpression: '#pk, #e', ExpressionAttributeNames: { '#pk': 'pk', '#e': ENDED_SESSIONS } }),
    );
    // No profile: the account is gone, and so is every token of it.
    if (!row.Item) return;
    const seen = row.Item[ENDED_SESSIONS] as Marks | undefined;
    const nowS = Math.floor(deps.clock.now().getTime() / 1000);
    const adding: Marks = Object.fromEntries(sessionIds.map((id) => [id, nowS + ENDED_MARK_S]));
    const kept = Object.entries(seen ?? {}).filter(([id, until]) => until > nowS && !(id in adding));
    const overflow = kept.length + sessionIds.length > ENDED_MAX;
    const next: Marks = overflow ? adding : { ...Object.fromEntries(kept), ...adding };
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: profileKey(userId),
          UpdateExpression: overflow ? 'SET #e = :next, #from = :from' : 'SET #e = :next',
          ConditionExpression: seen ? '#e = :seen' : 'attribute_exists(#pk) AND attribute_not_exists(#e)',
          ExpressionAttributeNames: { '#e': ENDED_SESSIONS, ...(seen ? {} : { '#pk': 'pk' }), ...(overflow ? { '#from': TOKENS_VALID_FROM } : {}) },
          // `iat` is whole seconds: a token of this very second counts as issued before the mark.
          ExpressionAttributeValues: { ':next': next, ...(seen ? { ':seen': seen } : {}), ...(overflow ? { ':from': nowS + 1 } : {}) },
        }),
      );
      return;
    } catch (err) {
      if (!isConditionFailed(err) || attempt >= TRIES) throw err;
    }
  }
}
