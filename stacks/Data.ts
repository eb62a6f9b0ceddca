import { RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Table, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '../core/db/table';

/** The single table (pk/sk, gsi1, TTL `expiresAt`), shaped exactly like core/db/table.ts. */
export function Data({ stack, app }: StackContext) {
  const prod = app.stage === 'prod';
  const table = new Table(stack, 'Table', {
    fields: { pk: 'string', sk: 'string', gsi1pk: 'string', gsi1sk: 'string' },
    primaryIndex: { partitionKey: TABLE_KEYS.pk, sortKey: TABLE_KEYS.sk },
    globalIndexes: { [TABLE_KEYS.gsi1.name]: { partitionKey: TABLE_KEYS.gsi1.pk, sortKey: TABLE_KEYS.gsi1.sk } },
    timeToLiveAttribute: TABLE_KEYS.ttl,
    cdk: {
      table: {
        pointInTimeRecovery: true,
        deletionProtection: prod,
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      },
    },
  });
  return { table };
}

/**
 * What a function needs to use the table: item reads and writes (transactions are authorised
 * per item action) and Query on the table and its index. No Scan (listing is always a Query),
 * no table management; binding the SST Table instead would grant `dynamodb:*`.
 */
export function tableAccess(table: Table): PolicyStatement {
  return new PolicyStatement({
    actions: [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
    ],
    resources: [table.tableArn, `${table.tableArn}/index/*`],
  });
}
