import { resolve } from 'node:path';
import { stopWhenLauncherDies } from './orphan-guard';
import { startRuntime } from './runtime';
import { ensureWebBuild } from '../web/build';

/** `npm start`: run everything, print what runs where, stop cleanly on Ctrl-C. */
// Node 20 is what these machines run; the SDK's "upgrade to 22" notice would only be noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
// The chain's CloudWatch metrics are JSON lines on stdout, for Lambda; locally they drown the log.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

async function main() {
  const started = Date.now();
  // A fresh clone has no web/dist yet: build it (about a second, and only when sources changed).
  try {
    const web = await ensureWebBuild();
    if (web.built) console.log(`web client built in ${Math.round(web.ms)} ms`);
  } catch (err) {
    // The API does not need the web client; serve whatever build (or placeholder) exists.
    console.warn(`web client not built (${(err as Error).message}); try npm run build:web`);
  }
  const rt = await startRuntime();
  const { config } = rt.deps;
  const lines = [
    `Beyou backend running at ${rt.url}  (stage ${config.stage}, ready in ${Date.now() - started} ms)`,
    `  REST API      ${rt.url}/health, /auth/*, /me ...`,
    `  web client    ${rt.url}/`,
    `  DynamoDB      ${config.db.endpoint} table "${config.db.tableName}"` +
      (process.env.DYNAMODB_ENDPOINT ? '' : ` (DynamoDB Local, data in ${config.dataDir}/ddb)`),
    `  SQS (local)   ${rt.queues.endpoint} queues: ${Object.keys(rt.queues.urls).join(', ')}`,
    `  S3 (local)    ${rt.queues.endpoint} bucket "${rt.queues.sourcesBucket}" (notebook PDFs; in memory; signed requests only)`,
    `  email         ${config.email.transport === 'outbox' ? `each message a .eml file in ${resolve(config.email.outboxDir)}/` : config.email.transport}`,
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await rt.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  stopWhenLauncherDies(() => void shutdown('launcher exited'));
}

main().catch((err: Error) => {
  console.error(`Could not start Beyou: ${err.message}`);
  process.exit(1);
});
