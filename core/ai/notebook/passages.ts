/**
 * The text side of the study context, pure: how notes are cut into passages and how a
 * passage is scored against what the person asked. Every piece is an exact slice of the
 * stored text (trimmed), so a citation's quote is always words the person really has.
 */

/** DOMAIN-FACTS "Study context": each passage at most 1500 characters. */
export const PASSAGE_MAX_CHARS = 1500;

/** The last place in `text` (before `max`) where `re` ends, if it is far enough in to be worth cutting at. */
function lastCut(text: string, re: RegExp, max: number): number | undefined {
  let found: number | undefined;
  for (const m of text.slice(0, max + 1).matchAll(re)) {
    const end = m.index + m[0].length;
    if (end <= max) found = end;
  }
  return found !== undefined && found >= max / 3 ? found : undefined;
}

/**
 * `text` in pieces of at most `max` characters: cut at the last paragraph break that fits,
 * else the last sentence end, else the last space, else hard at `max` (one long word).
 */
export function pieces(text: string, max = PASSAGE_MAX_CHARS): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const cut = lastCut(rest, /\n\s*\n/g, max) ?? lastCut(rest, /[.!?…](?=\s)/g, max) ?? lastCut(rest, /\s+/g, max) ?? max;
    const head = rest.slice(0, cut).trim();
    if (head) out.push(head);
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** The first piece only: a retrieved chunk longer than a passage keeps its opening, verbatim. */
export function clip(text: string, max = PASSAGE_MAX_CHARS): string {
  return pieces(text, max)[0] ?? '';
}

// Words that match everything and so rank nothing (English and Portuguese, the app's languages).
const STOP = new Set(
  ('a an and are as at be by do does for from how i in is it of on or that the this to was what when where which who why with you your ' +
    'o os as um uma uns umas e é de do da dos das em no na nos nas por para com que se ao à como qual quais quando onde porque eu me meu minha')
    .split(' '),
);

/** Lower-case words without accents, stop words and one-letter tokens. */
export function tokens(text: string): Set<string> {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set((folded.match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => t.length > 1 && !STOP.has(t)));
}

/** How many of the query's distinct words the passage holds. */
export function overlap(query: Set<string>, text: string): number {
  const words = tokens(text);
  let n = 0;
  for (const t of query) if (words.has(t)) n++;
  return n;
}

/**
 * The best `k` of `items` by overlap with the query, kept in their original order (the order
 * the person wrote them reads best); ties go to the earlier one.
 */
export function bestByOverlap<T extends { text: string }>(items: T[], query: string, k: number): T[] {
  const q = tokens(query);
  const ranked = items.map((item, i) => ({ item, i, score: overlap(q, item.text) })).sort((a, b) => b.score - a.score || a.i - b.i);
  return ranked
    .slice(0, k)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.item);
}
