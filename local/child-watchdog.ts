import { spawn } from 'node:child_process';

/**
 * A few lines of sh that wait for EOF on stdin, then stop the watched pid (TERM, and KILL if it
 * is still there 5 s later). Its stdin is a pipe only this process holds (libuv opens it
 * close-on-exec), and the kernel closes it when this process ends in any way, SIGKILL and the
 * heap running out included: the moments `process.on('exit')` never sees.
 */
const WATCH = [
  'while read -r _; do :; done',
  'kill -TERM "$1" 2>/dev/null || exit 0',
  'i=0; while kill -0 "$1" 2>/dev/null && [ "$i" -lt 5 ]; do sleep 1; i=$((i+1)); done',
  'kill -KILL "$1" 2>/dev/null',
].join('\n');

export interface Watchdog {
  /** The watchdog's own pid (tests). */
  pid: number | undefined;
  /** Stand the watchdog down: the child is being stopped, or has exited, by us. */
  release(): void;
}

/**
 * Make `pid` (a child we started) die with this process. A crash of `npm start` (an 82 KB PDF
 * once ran its heap out) left DynamoDB Local's Java running with no parent, holding its port
 * and its data files. Released before a deliberate stop, and when the child exits first, so
 * it never signals a pid the system has since given to another process.
 */
export function dieWithThisProcess(pid: number): Watchdog {
  const dog = spawn('sh', ['-c', WATCH, 'beyou-watchdog', String(pid)], { stdio: ['pipe', 'ignore', 'ignore'] });
  dog.on('error', () => undefined);
  // Neither the watchdog nor its pipe keeps this process's event loop alive.
  dog.unref();
  (dog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  let released = false;
  return {
    pid: dog.pid,
    release() {
      if (released) return;
      released = true;
      dog.kill('SIGKILL');
    },
  };
}
