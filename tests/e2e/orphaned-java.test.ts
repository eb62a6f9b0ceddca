import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startDynamoLocal } from '../../local/dynamodb-local';
import { waitFor } from '../support/wait';

/** Alive and not a zombie (a container's pid 1 may never reap an orphan). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return false;
  }
}

const module = (path: string) => JSON.stringify(pathToFileURL(resolve(path)).href);

/**
 * A crash of `npm start` (the heap running out on a PDF, SIGKILL) runs no exit handler: it left
 * DynamoDB Local's Java running with no parent. The store is started as `npm start` starts it,
 * in a node process of its own, which is then killed outright.
 */
describe("DynamoDB Local's Java dies with the process that started it", () => {
  it('even when that process is SIGKILLed', async () => {
    const script = `
      const { loadConfig } = await import(${module('core/config.ts')});
      const { startEmbeddedStore } = await import(${module('local/embedded-store.ts')});
      const store = await startEmbeddedStore(loadConfig({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: 'SILENT' }));
      console.log(JSON.stringify({ java: store.dynamo.pid, watchdog: store.dynamo.watchdogPid }));
      setInterval(() => {}, 60_000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-orphan-')) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let java: number | undefined;
    try {
      const line = (await createInterface({ input: parent.stdout! })[Symbol.asyncIterator]().next()).value as string;
      const pids = JSON.parse(line) as { java: number; watchdog?: number };
      java = pids.java;
      expect(running(pids.java)).toBe(true);
      parent.kill('SIGKILL');
      await waitFor(() => running(pids.java), (alive) => !alive, 'Java to exit after its parent was killed', 20_000);
      // Nor does the watchdog outlive its work.
      if (pids.watchdog) await waitFor(() => running(pids.watchdog!), (alive) => !alive, 'the watchdog to exit');
    } finally {
      parent.kill('SIGKILL');
      if (java !== undefined && running(java)) process.kill(java, 'SIGKILL');
    }
  }, 60_000);

  it('a deliberate stop stands the watchdog down, so it never signals a pid reused later', async () => {
    const d = await startDynamoLocal();
    expect(running(d.watchdogPid!)).toBe(true);
    await d.stop();
    await waitFor(() => running(d.watchdogPid!), (alive) => !alive, 'the watchdog to exit');
    expect(running(d.pid!)).toBe(false);
  }, 60_000);
});
