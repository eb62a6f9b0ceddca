/**
 * The turns running in THIS process, by slot holder, so a cancel that lands on the same
 * instance (always, with `npm start`) stops the model call at once. A cancel that lands on
 * another instance frees the slot in the table, and the turn sees that through its watch.
 */
const running = new Map<string, () => void>();

export function registerRunningTurn(holder: string, stop: () => void): () => void {
  running.set(holder, stop);
  return () => {
    if (running.get(holder) === stop) running.delete(holder);
  };
}

export function stopRunningTurns(holders: string[]): void {
  for (const holder of holders) running.get(holder)?.();
}
