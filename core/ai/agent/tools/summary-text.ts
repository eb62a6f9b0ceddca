/**
 * Wording shared by the approval summaries (registry.ts `summary`): what the person reads on
 * the card before saying yes. Names come from the person's own data, quoted as they wrote them.
 */

/** "1 item", "6 items"; `plural` for the irregular ones ("1 entry", "2 entries"). */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** A name as the person wrote it, in quotes (long ones cut: the card stays a card). */
export function quoted(name: string, max = 80): string {
  const s = name.length > max ? `${name.slice(0, max - 1)}…` : name;
  return `'${s}'`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
