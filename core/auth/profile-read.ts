/**
 * The liveness check's read of the profile row (core/users/entity.ts: Users), written out by
 * hand. Every authenticated request makes it, and through the entity the agent function's cold
 * start imported ElectroDB and its jsonschema validator only to build one key (issue 35,
 * docs/scale.md "Cold start"). It is the command `Users(db).get({ userId }).go({ consistent:
 * true, attributes })` sends, and it returns what that returns: tests/integration/scale/
 * cold-start-commands.test.ts compares both for live, deleted and missing accounts. For a
 * token's session the same read also fetches the two revocation marks (./ended-sessions.ts),
 * which ElectroDB cannot name (one key of a map): ending a session costs the hot path nothing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';

/** Users' model: the identifiers ElectroDB writes on the row, and its key (pk USER#…, sk PROFILE). */
const ENTITY = 'user';
const VERSION = '1';

export type ProfileAttribute = 'userId' | 'deletedAt' | 'displayName' | 'globalContext';

/** The profile's map of ended sessions (sid → epoch seconds the mark is kept until): ./ended-sessions.ts. */
export const ENDED_SESSIONS = 'endedSessions';
/** Epoch seconds: every access token issued (`iat`) before it is void (./ended-sessions.ts). */
export const TOKENS_VALID_FROM = 'tokensValidFrom';

export const profileKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

/** The access token a read is made for: its session's marks are read along. */
export interface TokenSession {
  sessionId?: string;
}

/**
 * ElectroDB's parameters: the key, then the projection of the key fields and the attributes
 * asked for; for a `token`, also the valid-from mark and that session's ended mark.
 */
export function profileGetInput(tableName: string, userId: string, attributes: readonly ProfileAttribute[], token?: TokenSession) {
  const names: Record<string, string> = { '#pk': 'pk', '#sk': 'sk' };
  for (const a of attributes) names[`#${a}`] = a;
  const projection = ['#pk', '#sk', ...attributes.map((a) => `#${a}`)];
  if (token) {
    names['#tokensValidFrom'] = TOKENS_VALID_FROM;
    projection.push('#tokensValidFrom');
  }
  if (token?.sessionId) {
    // Only this session's key of the map: the read stays small however many sessions ended.
    Object.assign(names, { '#endedSessions': ENDED_SESSIONS, '#sid': token.sessionId });
    projection.push('#endedSessions.#sid');
  }
  return {
    Key: profileKey(userId),
    TableName: tableName,
    ConsistentRead: true,
    ExpressionAttributeNames: names,
    ProjectionExpression: projection.join(', '),
  };
}

/** What the profile says about one access token's session. */
export interface SessionMarks {
  /** The session was ended while its access tokens may still be unexpired. */
  sessionEnded: boolean;
  tokensValidFrom?: number;
}

type Item = Record<string, unknown>;

async function getProfile(db: Db, userId: string, attributes: readonly ProfileAttribute[], token?: TokenSession): Promise<Item | null> {
  const res = await db.doc.send(new GetCommand(profileGetInput(db.tableName, userId, attributes, token)));
  const item = res.Item;
  if (!item) return null;
  if (item.__edb_e__ !== undefined && (item.__edb_e__ !== ENTITY || item.__edb_v__ !== VERSION)) return null;
  return item;
}

function fieldsOf<A extends ProfileAttribute>(item: Item, attributes: readonly A[]): Partial<Record<A, string>> {
  const out: Partial<Record<A, string>> = {};
  for (const a of attributes) if (item[a] !== undefined) out[a] = item[a] as string;
  return out;
}

/**
 * The profile's `attributes`, strongly consistent, or null when there is no profile row. A
 * projection leaves ElectroDB's identifiers out, so (as ElectroDB does) the key alone names
 * the row; a row that does carry them must be a `user` v1 row.
 */
export async function readProfile<A extends ProfileAttribute>(db: Db, userId: string, attributes: readonly A[]): Promise<Partial<Record<A, string>> | null> {
  const item = await getProfile(db, userId, attributes);
  return item && fieldsOf(item, attributes);
}

/** `readProfile` for a request's access token: the same one read, with its session's revocation marks. */
export async function readProfileForToken<A extends ProfileAttribute>(
  db: Db,
  userId: string,
  token: TokenSession,
  attributes: readonly A[],
): Promise<{ fields: Partial<Record<A, string>>; marks: SessionMarks } | null> {
  const item = await getProfile(db, userId, attributes, token);
  if (!item) return null;
  const ended = item[ENDED_SESSIONS] as Record<string, unknown> | undefined;
  const validFrom = item[TOKENS_VALID_FROM];
  const sessionEnded = Boolean(token.sessionId && ended?.[token.sessionId] !== undefined);
  return { fields: fieldsOf(item, attributes), marks: { sessionEnded, ...(typeof validFrom === 'number' ? { tokensValidFrom: validFrom } : {}) } };
}
