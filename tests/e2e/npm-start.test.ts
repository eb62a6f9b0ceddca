import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function javaOnPort(port: string): boolean {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.jar.*-port ${port}`]).toString().trim().length > 0;
  } catch {
    return false; // pgrep exits 1 when nothing matches
  }
}

/**
 * `npm start` as a person runs it: prints where it runs, answers /health, and Ctrl-C (SIGINT
 * to the process group, as a terminal sends it) stops everything, Java included.
 */
describe('npm start', () => {
  it('starts, serves /health, and Ctrl-C leaves no Java behind', async () => {
    const child = spawn('npm', ['start'], {
      detached: true, // own process group, like a terminal job
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'beyou-start-')), PORT: '0', LOG_LEVEL: 'SILENT' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
    try {
      for (let i = 0; i < 600 && !/running at http:\/\/\S+/.test(out); i++) await new Promise((r) => setTimeout(r, 100));
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      const dynamoPort = /DynamoDB\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      expect(url, out).toBeDefined();
      expect(dynamoPort, out).toBeDefined();
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
      expect(javaOnPort(dynamoPort!)).toBe(true);

      process.kill(-child.pid!, 'SIGINT');
      await exited;
      for (let i = 0; i < 50 && javaOnPort(dynamoPort!); i++) await new Promise((r) => setTimeout(r, 100));
      expect(javaOnPort(dynamoPort!)).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }, 180_000);
});
