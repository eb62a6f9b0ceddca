import { observeCommands, type Db } from '../../core/db/client';

const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

export interface DbCounter {
  /** Every command sent since the last reset, by name (`QueryCommand`, `TransactWriteItemsCommand` …), in order. */
  readonly commands: string[];
  writes(): number;
  reset(): void;
  detach(): void;
}

/**
 * Counts the table round trips a piece of code makes, as the DynamoDB client sends them (an
 * observer on the client every entity and document command goes through, retries inside a
 * command not counted): for tests that assert an exact count, and benches that report one.
 * Not a timer.
 */
export function countCommands(db: Db): DbCounter {
  const commands: string[] = [];
  const detach = observeCommands(db.client, (command, send) => {
    commands.push(command.name);
    return send();
  });
  return {
    commands,
    writes: () => commands.filter((c) => WRITES.has(c)).length,
    reset: () => void commands.splice(0),
    detach,
  };
}
