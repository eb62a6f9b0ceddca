import { Worker } from 'node:worker_threads';
import { READERS_AT_ONCE } from './limits';
import { turnTaker } from './turns';

/** What a reader thread may cost before it is ended. */
export interface ThreadLimits {
  timeMs: number;
  heapMb: number;
}

export type ThreadOutcome<T> = { answer: T } | { over: 'time' | 'memory' };

/** Reader threads running at once in this process (PDFs and pages); the others wait their turn. */
const turns = turnTaker(READERS_AT_ONCE);
const YOUNG_HEAP_MB = 32;

/**
 * Run a reader module (pdf-thread.mjs, html-thread.mjs) in a thread of its own and take its
 * first message. The thread is ended — whatever it is doing, a synchronous loop included —
 * when it answers, at the deadline, or when it outgrows its heap; the process and every other
 * source carry on. A thread that fails otherwise (it could not start, or ended without an
 * answer: its gate never opened) is a bug, not the file's fault: it throws, so the queue
 * retries and the log says so.
 */
export function inThread<T>(moduleUrl: string, workerData: unknown, limits: ThreadLimits, transferList: ArrayBuffer[] = []): Promise<ThreadOutcome<T>> {
  return turns(() => run<T>(moduleUrl, workerData, limits, transferList));
}

function run<T>(moduleUrl: string, workerData: unknown, limits: ThreadLimits, transferList: ArrayBuffer[]): Promise<ThreadOutcome<T>> {
  const worker = new Worker(new URL(moduleUrl), {
    workerData,
    transferList,
    // None of the parent's flags: `-e`, `--input-type` or `--inspect` would break or expose the thread.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: Math.min(YOUNG_HEAP_MB, limits.heapMb) },
    // pdf.js may print about the file; nothing of a source reaches the log (drained, not shown).
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise((resolve, reject) => {
    const end = (settle: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => end(() => resolve({ over: 'time' })), limits.timeMs);
    worker.once('message', (answer: T) => end(() => resolve({ answer })));
    worker.once('error', (err: NodeJS.ErrnoException) => end(() => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ over: 'memory' }) : reject(err))));
    worker.once('exit', (code) => end(() => reject(new Error(`the reader thread ended without an answer (exit code ${code})`))));
  });
}
