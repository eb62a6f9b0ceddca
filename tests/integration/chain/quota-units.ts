import { observeCommands, type Db } from '../../../core/db/client';

/** One table command the ledger sent, with the write units DynamoDB Local reported for it. */
export interface SentUnit {
  name: string;
  /** Write units (ReturnConsumedCapacity TOTAL); a refused conditional write reports none here. */
  units: number;
  /** The name of the error it failed with (a refused condition is `ConditionalCheckFailedException`). */
  failed?: string;
}

/**
 * Every command sent on `db`'s client, each asked for its consumed capacity: what a ledger's
 * write costs as the item grows (or does not), and how many commands a refusal costs.
 */
export function recordUnits(db: Db): { sent: SentUnit[]; reset(): void; detach(): void } {
  const sent: SentUnit[] = [];
  const detach = observeCommands(db.client, async (command, send) => {
    command.input.ReturnConsumedCapacity = 'TOTAL';
    try {
      const out = await send();
      const cc = out.ConsumedCapacity as { CapacityUnits?: number } | undefined;
      sent.push({ name: command.name, units: cc?.CapacityUnits ?? 0 });
      return out;
    } catch (err) {
      sent.push({ name: command.name, units: 0, failed: (err as Error).name });
      throw err;
    }
  });
  return { sent, reset: () => void sent.splice(0), detach };
}
