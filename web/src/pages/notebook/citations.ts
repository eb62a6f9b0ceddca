/**
 * A tutor answer cut into text and its `[n]` marks (CONTRACT: every `[n]` has exactly one
 * citation, numbered 1..k in order of first use). A number without a citation stays text:
 * the client never links to a passage the server did not return. Framework-free.
 */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

export function answerParts(answer: string, cited: ReadonlySet<number>): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = parts.at(-1);
    if (prev?.kind === 'text') prev.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const m of answer.matchAll(/\[(\d{1,3})\]/g)) {
    const n = Number(m[1]);
    push(answer.slice(last, m.index));
    if (cited.has(n)) parts.push({ kind: 'cite', n });
    else push(m[0]);
    last = m.index + m[0].length;
  }
  push(answer.slice(last));
  return parts;
}

/** The citations in the order their marks first appear (the list under the answer). */
export function citedInOrder<C extends { n: number }>(parts: AnswerPart[], citations: C[]): C[] {
  const seen: number[] = [];
  for (const p of parts) if (p.kind === 'cite' && !seen.includes(p.n)) seen.push(p.n);
  return seen.map((n) => citations.find((c) => c.n === n)).filter((c): c is C => c !== undefined);
}
