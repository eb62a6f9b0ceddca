/**
 * `npm run day-close [-- --all]`: one day-close pass against the local store, run INLINE:
 * every due zone's users closed in this process by `closeUsers`, the code the day-close
 * worker runs for each queued batch, without the queue. There is no queue to drain here:
 * `npm start` must be stopped first (both would open the same DynamoDB Local files), and its
 * queue lives in its process. `--all` visits every time zone whatever its local hour (handy
 * after the machine was off; a pass is idempotent). Uses DYNAMODB_ENDPOINT when set (an
 * external store, reached with the `local` key id like everything pointed at one); otherwise
 * starts DynamoDB Local on DATA_DIR itself with that folder's own key.
 */
import { loadConfig } from '../core/config';
import { createDeps } from '../core/context';
import { runDayClose } from '../core/dayclose/run';
import { ensureTable } from '../core/db/table';
import { startEmbeddedStore } from './embedded-store';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const base = loadConfig(process.env);
  const store = base.db.endpoint ? undefined : await startEmbeddedStore(base);
  const deps = createDeps({ ...base, db: store?.db ?? base.db });
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
    await store?.dynamo.stop();
  }
}

main().catch((err: Error) => {
  console.error(`day close failed: ${err.message}`);
  process.exit(1);
});
