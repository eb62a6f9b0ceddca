/**
 * Floors for the benches (issue 35): what a route's or a turn's table commands cost when
 * nothing but the commands is done. An observer on the app's own DynamoDBClient
 * (observeCommands) records each low-level command a piece of code sends (its name, its
 * already-marshalled input, and which parallel wave it went in), and `replay` sends the same
 * commands again through the same client in the same waves, as cheaply as the client allows:
 * `client.send(new XCommand(input))`, no document client, no ElectroDB, no options object. The
 * client's item operations go out through the app's thin transport (core/db/thin/), so the
 * floor is that transport's cost too, not the SDK's.
 *
 * Writes must succeed again on replay, and their conditions were true only once (a version, an
 * absent item). So every ConditionExpression is widened to one that holds whatever is stored,
 * `original OR attribute_exists(pk) OR attribute_not_exists(pk)`: the table still evaluates
 * the original expression, and every name and value it references stays in use.
 */
import * as ddb from '@aws-sdk/client-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { observeCommands } from '../core/db/client';

export interface CapturedCommand {
  name: string;
  input: Record<string, unknown>;
  /** performance.now() when it was sent. */
  at: number;
}

/** One captured piece of work: its commands, wave by wave (commands of a wave were in flight together). */
export type Captured = CapturedCommand[][];

export interface Recorder {
  begin(): void;
  end(): Captured;
}

/**
 * Records the commands the client sends between `begin` and `end`. A command sent while
 * another is still in flight joins that one's wave; one sent when none is, opens the next.
 * An observer sees a document command's input as the document client marshalled it: the
 * low-level input that goes on the wire.
 */
export function recordCommands(client: DynamoDBClient): Recorder {
  let waves: Captured | undefined;
  let inFlight = 0;
  observeCommands(client, async (command, send) => {
    if (!waves) return send();
    if (inFlight === 0 || !waves.length) waves.push([]);
    // Kept by reference and copied at `end`: a copy here is the recorder's CPU inside the very
    // window a bench times (a turn's POST → provider request), which its floor never pays.
    waves.at(-1)!.push({ name: command.name, input: command.input, at: performance.now() });
    inFlight++;
    try {
      return await send();
    } finally {
      inFlight--;
    }
  });
  return {
    begin: () => void (waves = []),
    end: () => {
      const got = waves ?? [];
      waves = undefined;
      return got.map((w) => w.map((c) => ({ ...c, input: widenConditions(c.name, structuredClone(c.input)) })));
    },
  };
}

const ALWAYS = ' OR attribute_exists(pk) OR attribute_not_exists(pk)';

function widen(op: Record<string, unknown> | undefined): void {
  // No parentheses around the original (DynamoDB refuses redundant ones): OR binds loosest anyway.
  if (op && typeof op.ConditionExpression === 'string') op.ConditionExpression = `${op.ConditionExpression}${ALWAYS}`;
}

function widenConditions(name: string, input: Record<string, unknown>): Record<string, unknown> {
  if (name === 'TransactWriteItemsCommand') {
    for (const item of (input.TransactItems ?? []) as Record<string, Record<string, unknown> | undefined>[]) {
      widen(item.Put);
      widen(item.Update);
      widen(item.Delete);
      widen(item.ConditionCheck);
    }
  } else widen(input);
  return input;
}

type CommandClass = new (input: unknown) => Parameters<DynamoDBClient['send']>[0];

/**
 * Sends captured work again through `client`, wave after wave, each wave in parallel. Returns
 * performance.now() at the end of each wave.
 */
export async function replay(client: DynamoDBClient, work: Captured): Promise<number[]> {
  const ends: number[] = [];
  for (const wave of work) {
    await Promise.all(
      wave.map((c) => {
        const Command = (ddb as unknown as Record<string, CommandClass>)[c.name];
        if (!Command) throw new Error(`no command ${c.name}`);
        return client.send(new Command(c.input)).catch((err: Error) => {
          throw new Error(`replay of ${c.name} failed: ${err.name}: ${err.message}\n${JSON.stringify(c.input)}`);
        });
      }),
    );
    ends.push(performance.now());
  }
  return ends;
}

/** "3 waves, 8 commands" for a table. */
export function shape(work: Captured): string {
  return `${work.length} / ${work.flat().length}`;
}
