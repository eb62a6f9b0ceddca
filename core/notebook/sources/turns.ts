/**
 * At most `n` of a kind of job at once; the rest wait in order. The reader threads use it so
 * that a batch of five hostile files costs two threads' budgets, not five, in one worker's memory.
 */
export function turnTaker(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((ok) => waiting.push(ok));
    else running++;
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
