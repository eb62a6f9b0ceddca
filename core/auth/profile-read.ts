/**
 * The liveness check's read of the profile row (core/users/entity.ts: Users), written out by
 * hand. Every authenticated request makes it, and through the entity the agent function's cold
 * start imported ElectroDB and its jsonschema validator only to build one key (issue 35,
 * docs/scale.md "Cold start"). It is the command `Users(db).get({ userId }).go({ consistent:
 * true, attributes })` sends, and it returns what that returns: tests/integration/scale/
 * cold-start-commands.test.ts compares both for live, deleted and missing accounts.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';

/** Users' model: the identifiers ElectroDB writes on the row, and its key (pk USER#…, sk PROFILE). */
const ENTITY = 'user';
const VERSION = '1';

export type ProfileAttribute = 'userId' | 'deletedAt' | 'displayName' | 'globalContext';

/** ElectroDB's parameters: the key, then the projection of the key fields and the attributes asked for. */
export function profileGetInput(tableName: string, userId: string, attributes: readonly ProfileAttribute[]) {
  const names: Record<string, string> = { '#pk': 'pk', '#sk': 'sk' };
  for (const a of attributes) names[`#${a}`] = a;
  return {
    Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
    TableName: tableName,
    ConsistentRead: true,
    ExpressionAttributeNames: names,
    ProjectionExpression: ['#pk', '#sk', ...attributes.map((a) => `#${a}`)].join(', '),
  };
}

/**
 * The profile's `attributes`, strongly consistent, or null when there is no profile row. A
 * projection leaves ElectroDB's identifiers out, so (as ElectroDB does) the key alone names
 * the row; a row that does carry them must be a `user` v1 row.
 */
export async function readProfile<A extends ProfileAttribute>(db: Db, userId: string, attributes: readonly A[]): Promise<Partial<Record<A, string>> | null> {
  const res = await db.doc.send(new GetCommand(profileGetInput(db.tableName, userId, attributes)));
  const item = res.Item;
  if (!item) return null;
  if (item.__edb_e__ !== undefined && (item.__edb_e__ !== ENTITY || item.__edb_v__ !== VERSION)) return null;
  const out: Partial<Record<A, string>> = {};
  for (const a of attributes) if (item[a] !== undefined) out[a] = item[a] as string;
  return out;
}
