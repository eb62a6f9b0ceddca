/**
 * Where an answer cites passages, pure. The forms a model writes, and what each means here:
 * - `[3]`, `[ 3 ]`: passage 3;
 * - `[1,2]`, `[1, 2]`, `[1; 2]`: passages 1 and 2 (one group, rewritten as `[1][2]` later);
 * - `[1][2]`: two groups, one passage each;
 * - `[2-4]`, `[2–4]`: passages 2, 3 and 4 (only those that exist);
 * - anything else in brackets (`[note]`, `[a](link)`'s text) is not a citation.
 * Inside code (a ``` fence or an inline `span`) brackets are code, e.g. `xs[1]`, and are left
 * exactly as written: they are not citations.
 */
export interface Mark {
  /** Offsets of the whole group in the answer, whitespace before it included. */
  start: number;
  end: number;
  /** The whitespace before the bracket: kept with a citation, removed with a dropped one. */
  lead: string;
  /** Passage numbers that exist (1..k), in the order written, without repeats. */
  numbers: number[];
  /** How many numbers (or ranges) in the group named no passage. */
  invalid: number;
}

const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]*`/g;
const ITEM = String.raw`\d{1,6}(?:\s*[-–]\s*\d{1,6})?`;
const GROUP = new RegExp(String.raw`([ \t]*)\[\s*(${ITEM}(?:\s*[,;]\s*${ITEM})*)\s*\]`, 'g');

/** The parts of `text` outside code, as [start, end) offsets. */
function prose(text: string): [number, number][] {
  const out: [number, number][] = [];
  let at = 0;
  for (const m of text.matchAll(CODE)) {
    out.push([at, m.index]);
    at = m.index + m[0].length;
  }
  out.push([at, text.length]);
  return out;
}

function expand(item: string, k: number): { numbers: number[]; invalid: boolean } {
  const [a, b] = item.split(/[-–]/).map((s) => Number(s.trim()));
  if (b === undefined) return Number.isInteger(a) && a! >= 1 && a! <= k ? { numbers: [a!], invalid: false } : { numbers: [], invalid: true };
  if (a! > b) return { numbers: [], invalid: true };
  const numbers: number[] = [];
  for (let n = Math.max(1, a!); n <= Math.min(k, b); n++) numbers.push(n);
  return { numbers, invalid: a! < 1 || b > k };
}

/** Every citation group outside code, in order, checked against passages 1..k. */
export function findMarks(answer: string, k: number): Mark[] {
  const marks: Mark[] = [];
  for (const [from, to] of prose(answer)) {
    for (const m of answer.slice(from, to).matchAll(GROUP)) {
      const numbers: number[] = [];
      let invalid = 0;
      for (const item of m[2]!.split(/[,;]/)) {
        const e = expand(item.trim(), k);
        if (e.invalid) invalid++;
        for (const n of e.numbers) if (!numbers.includes(n)) numbers.push(n);
      }
      marks.push({ start: from + m.index, end: from + m.index + m[0].length, lead: m[1]!, numbers, invalid });
    }
  }
  return marks;
}
