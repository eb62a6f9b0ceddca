import type { TestProject } from 'vitest/node';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../core/db/table';
import { startDynamoLocal } from '../../local/dynamodb-local';
import { startLocalQueues } from '../../local/queues';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const TEST_TABLE = 'beyou-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    tableName: string;
    sqsEndpoint: string;
    briefingQueueUrl: string;
    sourceQueueUrl: string;
    sourcesBucket: string;
    roadmapQueueUrl: string;
    /** The run's fauxqs answers only requests signed with these (local/signed-only.ts). */
    localStores: { accessKeyId: string; secretAccessKey: string };
  }
}

/** One DynamoDB Local (in memory) and one fauxqs (SQS and S3) for the whole run. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal();
  // Signed requests only, as under `npm start`; the key is a fixed one here because test files
  // written before the check build clients with it. New code takes inject('localStores').
  const queues = await startLocalQueues(0, { accessKeyId: 'local', secretAccessKey: 'local' });
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, TEST_TABLE);
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('tableName', TEST_TABLE);
  project.provide('sqsEndpoint', queues.endpoint);
  project.provide('briefingQueueUrl', queues.urls.briefing);
  // Nobody polls the shared source queue: a test that needs sources read runs its own worker.
  project.provide('sourceQueueUrl', queues.urls.sources);
  project.provide('sourcesBucket', queues.sourcesBucket);
  project.provide('roadmapQueueUrl', queues.urls.roadmap);
  project.provide('localStores', queues.credentials);
  return async () => {
    await queues.stop();
    await dynamo.stop();
  };
}
