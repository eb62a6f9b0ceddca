/**
 * Wording shared by the approval summaries (registry.ts `summary`): what the person reads on
 * the card before saying yes. Names come from the person's own data, quoted as they wrote them.
 * The words around them are the person's language's (summary-words.ts), passed in: this
 * module stays below that one (no import circle).
 */

/** The longest summary a card shows (tests/integration/agent/approval-summaries.test.ts). */
export const SUMMARY_MAX = 159;

/** English counts: "1 item", "6 items"; `plural` for the irregular ones ("1 entry", "2 entries"). */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** A name as the person wrote it, in quotes, on one line (long ones cut: the card stays a card). */
export function quoted(name: string, max = 80): string {
  const flat = name.replace(/\s+/g, ' ').trim();
  const s = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return `'${s}'`;
}

/** "a", "a and b", "a, b and c" (`and` is the word of the card's language: "a, b e c"). */
export function listed(items: string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The words a list needs, in the card's language (SummaryWords' `and` and `more`). */
export interface ListWords {
  and: string;
  more(n: number): string;
}

/** Up to `max` quoted names, the rest counted: "'a', 'b' and 3 more" ("'a', 'b' e mais 3"). */
export function named(words: ListWords, names: string[], max = 2, width = 32): string {
  const shown = names.slice(0, max).map((n) => quoted(n, width));
  return listed(names.length > max ? [...shown, words.more(names.length - max)] : shown, words.and);
}

/** A summary built from several names kept to one card line, in either language: cut at SUMMARY_MAX with "…". */
export function line(text: string): string {
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}
