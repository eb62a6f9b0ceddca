/**
 * `npm run day-close [-- --all]`: one day-close pass against the local store, the same code
 * the hourly Lambda runs. `--all` visits every time zone whatever its local hour (handy after
 * the machine was off; a pass is idempotent). Uses DYNAMODB_ENDPOINT when set (e.g. the one
 * `npm start` prints); otherwise starts DynamoDB Local on DATA_DIR itself — do not run that
 * next to `npm start` (its runtime already runs this hourly).
 */
import { join } from 'node:path';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { runDayClose } from '../core/dayclose/run';
import { ensureTable } from '../core/db/table';
import { startDynamoLocal } from './dynamodb-local';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const base = loadConfig(process.env);
  const dynamo = base.db.endpoint ? undefined : await startDynamoLocal({ dbPath: join(base.dataDir, 'ddb') });
  const deps = createDeps({ ...base, db: { ...base.db, endpoint: base.db.endpoint ?? dynamo!.endpoint } });
  try {
    await ensureTable(deps.db.client, base.db.tableName);
    const stats = await runDayClose(deps, { allZones: process.argv.includes('--all') });
    console.log(
      `day close: ${stats.zones} zone(s), ${stats.users} user(s), ${stats.snapshots} snapshot(s), ` +
        `${stats.outcomeRows} outcome row(s), ${stats.failures} failure(s) in ${stats.ms} ms`,
    );
    process.exitCode = stats.failures ? 1 : 0;
  } finally {
    deps.db.client.destroy();
    await dynamo?.stop();
  }
}

main().catch((err: Error) => {
  console.error(`day close failed: ${err.message}`);
  process.exit(1);
});
