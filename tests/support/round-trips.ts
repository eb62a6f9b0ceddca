import { observeCommands, type Db } from '../../core/db/client';

export interface RoundTrips {
  /** The commands of each sequential round trip, in order (`[['GetItemCommand'], ['GetItemCommand', 'QueryCommand'], …]`). */
  readonly waves: string[][];
  /** Every command, in the order the waves sent them. */
  commands(): string[];
  reset(): void;
  detach(): void;
}

/** Turns of the event loop with nothing sent before a wave is closed (microtasks, parsing, I/O callbacks). */
const SETTLE_TURNS = 3;
const settle = (then: () => void, turns = SETTLE_TURNS): void => void setImmediate(() => (turns > 1 ? settle(then, turns - 1) : then()));

/**
 * The SEQUENTIAL table round trips of a piece of code, counted without a timer: an observer
 * on the DynamoDB client (observeCommands) holds each command until every command already in
 * flight has answered and the code has settled, then sends everything waiting together. That
 * is lockstep: every round trip takes the same time, so what the code sends in parallel
 * lands in one wave and what depends on an answer in the next. The number of waves is the
 * length of the request's critical path in round trips, the figure a person waits for on
 * real DynamoDB (a few ms each), whatever the machine's speed. Counts the same commands as
 * `countCommands` (db-counter.ts); SDK retries inside a command are not new round trips.
 */
export function countRoundTrips(db: Db): RoundTrips {
  const waves: string[][] = [];
  let waiting: { name: string; release: () => void }[] = [];
  let inFlight = 0;
  let scheduled = false;

  const maybeStart = () => {
    if (scheduled || inFlight > 0 || !waiting.length) return;
    scheduled = true;
    settle(() => {
      scheduled = false;
      if (inFlight > 0 || !waiting.length) return;
      const wave = waiting;
      waiting = [];
      waves.push(wave.map((w) => w.name));
      inFlight = wave.length;
      for (const w of wave) w.release();
    });
  };

  const detach = observeCommands(db.client, async (command, send) => {
    await new Promise<void>((release) => {
      waiting.push({ name: command.name, release });
      maybeStart();
    });
    try {
      return await send();
    } finally {
      inFlight--;
      maybeStart();
    }
  });
  return {
    waves,
    commands: () => waves.flat(),
    reset: () => void waves.splice(0),
    detach,
  };
}
