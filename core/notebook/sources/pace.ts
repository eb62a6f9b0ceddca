/**
 * Writes of one worker into a person's partition, spread so they never pass `unitsPerSecond`
 * (DynamoDB serves 1,000 write units a second per partition; a 3,000-chunk source's text is
 * ~6,400 units in transactions, which unpaced arrive in well under a second and throttle the
 * person's own chat and checks). Each write waits until its units fit the rate.
 */
export interface WritePacer {
  pace(units: number): Promise<void>;
}

export interface PaceClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPaceClock: PaceClock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

export function writePacer(unitsPerSecond: number, clock: PaceClock = realPaceClock): WritePacer {
  let nextFree = 0;
  return {
    async pace(units) {
      const t = clock.now();
      const at = Math.max(t, nextFree);
      nextFree = at + (units / unitsPerSecond) * 1000;
      if (at > t) await clock.sleep(at - t);
    },
  };
}

/** What a transactional put of `bytes` costs: 2 units per KB, and the claim's condition check. */
export const transactWriteUnits = (bytes: number) => 2 * Math.ceil(bytes / 1024) + 2;
