import type { Db } from '../../core/db/client';

const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);

export interface DbCounter {
  /** Every command sent since the last reset, by name (`QueryCommand`, `TransactWriteItemsCommand` …), in order. */
  readonly commands: string[];
  writes(): number;
  reset(): void;
  detach(): void;
}

/**
 * Counts the table round trips a piece of code makes, as the DynamoDB client sends them (a
 * middleware on the client every entity and document command goes through): for tests that
 * assert an exact count, and benches that report one. Not a timer.
 */
export function countCommands(db: Db): DbCounter {
  const commands: string[] = [];
  const name = 'beyou-round-trip-counter';
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    commands,
    writes: () => commands.filter((c) => WRITES.has(c)).length,
    reset: () => void commands.splice(0),
    detach: () => void db.client.middlewareStack.remove(name),
  };
}
