import { readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isFinite(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` runs us as npm → sh → node, and npm does not forward SIGINT/SIGTERM sent to it
 * alone (only a terminal's Ctrl-C reaches the whole group). If any launcher above us dies, we
 * stop too, so DynamoDB Local's Java never outlives the command that started it.
 * Linux-only (/proc); elsewhere it does nothing.
 */
export function stopWhenLauncherDies(onGone: () => void, everyMs = 1000): () => void {
  const ancestors: number[] = [];
  for (let pid = process.ppid; pid > 1 && ancestors.length < 3; pid = parentOf(pid) ?? 0) ancestors.push(pid);
  const timer = setInterval(() => {
    if (ancestors.some((pid) => !alive(pid))) onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
