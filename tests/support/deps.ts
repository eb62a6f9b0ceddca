import { inject } from 'vitest';
import { loadConfig, type Config } from '../../core/config';
import { createDeps, type Clock, type Deps } from '../../core/context';
import { createDb } from '../../core/db/client';

/**
 * Config for tests: the run's DynamoDB Local and SQS, generous rate limits (tests that are
 * about limits lower them explicitly), a fixed secret, no provider keys.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    STAGE: 'dev',
    DATA_DIR: '/tmp/beyou-test-data',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    TABLE_NAME: inject('tableName'),
    SQS_ENDPOINT: inject('sqsEndpoint'),
    S3_ENDPOINT: inject('sqsEndpoint'), // fauxqs serves S3 on the same endpoint
    BRIEFING_QUEUE_URL: inject('briefingQueueUrl'),
    SOURCE_QUEUE_URL: inject('sourceQueueUrl'),
    SOURCES_BUCKET: inject('sourcesBucket'),
    ROADMAP_QUEUE_URL: inject('roadmapQueueUrl'),
    LOCAL_STORE_ACCESS_KEY_ID: inject('localStores').accessKeyId,
    LOCAL_STORE_SECRET_ACCESS_KEY: inject('localStores').secretAccessKey,
    AUTH_SIGNIN_LIMIT: '100000',
    LIMIT_WRITES_PER_MIN: '100000',
    LIMIT_READS_PER_MIN: '100000',
    // The embedding simulator has no quota: no test waits on the real free tier's pace.
    NOTEBOOK_EMBEDDING_RPS: '1000',
    LOG_LEVEL: 'SILENT',
    // Cheap hashes keep hundreds of sign-ups fast; one test checks the production cost.
    AUTH_SCRYPT_LOG_N: '10',
    ...env,
  });
}

const shared = new Map<string, ReturnType<typeof createDb>>();

/** Deps over the shared test table; one DynamoDB client per endpoint per worker. */
export function testDeps(env: Record<string, string> = {}, overrides: { clock?: Clock } = {}): Deps {
  const config = testConfig(env);
  const key = `${config.db.endpoint}|${config.db.tableName}`;
  let db = shared.get(key);
  if (!db) {
    db = createDb(config.db);
    shared.set(key, db);
  }
  return createDeps(config, { db, ...overrides });
}

/** A clock tests can move. */
export function fixedClock(start = new Date('2026-11-29T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(d: Date) {
      now = d.getTime();
    },
  };
}
