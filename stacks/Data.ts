import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Table, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '../core/db/table';
import { TABLE_WARM_THROUGHPUT } from './sizing';

/** The single table (pk/sk, gsi1, TTL `expiresAt`), shaped exactly like core/db/table.ts. */
export function Data({ stack, app }: StackContext) {
  const prod = app.stage === 'prod';
  const table = new Table(stack, 'Table', {
    fields: { pk: 'string', sk: 'string', gsi1pk: 'string', gsi1sk: 'string' },
    primaryIndex: { partitionKey: TABLE_KEYS.pk, sortKey: TABLE_KEYS.sk },
    globalIndexes: {
      [TABLE_KEYS.gsi1.name]: { partitionKey: TABLE_KEYS.gsi1.pk, sortKey: TABLE_KEYS.gsi1.sk, projection: [...TABLE_KEYS.gsi1.include] },
    },
    timeToLiveAttribute: TABLE_KEYS.ttl,
    cdk: {
      table: {
        pointInTimeRecovery: true,
        deletionProtection: prod,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        // The night's write burst without throttling (stacks/sizing.ts); prod only (it is billed).
        ...(prod && { warmThroughput: TABLE_WARM_THROUGHPUT }),
      },
    },
  });
  return { table };
}

/** Item reads. Query is the only one that can use the index (GetItem/BatchGetItem cannot). */
export const TABLE_READS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
/** Item writes; a transaction is authorised per item action (and ConditionCheckItem). */
export const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;
export type TableAction = (typeof TABLE_READS)[number] | (typeof TABLE_WRITES)[number];
/** What the REST API and the agent (whose tools are the REST services) may do. */
export const ALL_ITEM_ACTIONS: readonly TableAction[] = [...TABLE_READS, ...TABLE_WRITES];

/**
 * What a function needs to use the table, and nothing wider: the given item actions on the
 * table, and Query alone on its index (writes go to the table; DynamoDB maintains the index).
 * No Scan (listing is always a Query), no table management; binding the SST Table instead
 * would grant `dynamodb:*`. tests/infra/table-actions.test.ts records what each background
 * function really sends and checks it against these grants.
 */
export function tableAccess(table: Table, actions: readonly TableAction[] = ALL_ITEM_ACTIONS): PolicyStatement[] {
  const statements = [new PolicyStatement({ actions: [...actions], resources: [table.tableArn] })];
  if (actions.includes('dynamodb:Query')) {
    statements.push(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/*`] }));
  }
  return statements;
}
