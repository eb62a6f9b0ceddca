import { findMarks } from './citation-marks';
import { bestByOverlap, clip, pieces } from './passages';
import type { RetrievedChunk } from './sources-port';

/**
 * StudyContextBuilder (N3, DOMAIN-FACTS "Study context"), pure: what the model reads, and the
 * ONLY place passage numbers are given out and taken back. The model sees short labels
 * ([1]…[k]), never a block or chunk id (models corrupt nearby digits in ids); the server keeps
 * the mapping and proves every citation it returns points at text the person really has.
 */
export const NOTE_PASSAGES = 3;
/** Whole-page tasks (studio outputs, quizzes, cards) read one note passage more. */
export const WHOLE_PAGE_NOTE_PASSAGES = 4;
export const SOURCE_PASSAGES = 6;

export type Passage =
  | { n: number; kind: 'note'; blockId: string; text: string }
  | { n: number; kind: 'source'; sourceId: string; chunkId: string; title: string; page?: number; text: string };

/** CONTRACT "Tutor": a citation as the client shows it, the quote being the passage's text as stored. */
export interface Citation {
  n: number;
  kind: 'note' | 'source';
  sourceId?: string;
  chunkId?: string;
  blockId?: string;
  quote: string;
}

export interface StudyMaterial {
  page: { title: string };
  /** Parent first. */
  ancestors: { title: string }[];
  /** The page's text notes in page order, as stored (plain text). */
  notes: { blockId: string; text: string }[];
  /** Retrieved source chunks, best first (the retrieval's order). */
  chunks: RetrievedChunk[];
}

export interface StudyContext {
  /** What the person is studying: first in the prompt, never a passage, never citable. */
  goal: string;
  passages: Passage[];
}

export interface BuildOptions {
  /** What the passages are chosen for: the question, the selection, or the page title. */
  query: string;
  wholePage?: boolean;
  /** false for PLANNING: no passages at all. */
  passages?: boolean;
}

export function studyGoal(m: Pick<StudyMaterial, 'page' | 'ancestors'>): string {
  const path = m.ancestors.map((a) => JSON.stringify(a.title)).join(' in ');
  return `the page ${JSON.stringify(m.page.title)}${path ? ` in ${path}` : ''}`;
}

/** Study goal, then the best note pieces by token overlap, then up to 6 source chunks; numbered 1…k. */
export function buildStudyContext(m: StudyMaterial, opts: BuildOptions): StudyContext {
  const goal = studyGoal(m);
  if (opts.passages === false) return { goal, passages: [] };
  const notePieces = m.notes.flatMap((note) => pieces(note.text).map((text) => ({ blockId: note.blockId, text })));
  const notes = bestByOverlap(notePieces, opts.query, opts.wholePage ? WHOLE_PAGE_NOTE_PASSAGES : NOTE_PASSAGES);
  const chunks: RetrievedChunk[] = [];
  for (const c of m.chunks) {
    if (chunks.length < SOURCE_PASSAGES && clip(c.text) && !chunks.some((k) => k.chunkId === c.chunkId)) chunks.push(c);
  }
  const passages: Passage[] = [
    ...notes.map((p) => ({ kind: 'note' as const, blockId: p.blockId, text: p.text })),
    ...chunks.map((c) => ({ kind: 'source' as const, sourceId: c.sourceId, chunkId: c.chunkId, title: c.title, ...(c.page !== undefined ? { page: c.page } : {}), text: clip(c.text) })),
  ].map((p, i) => ({ ...p, n: i + 1 }));
  return { goal, passages };
}

function citationOf(p: Passage, n: number): Citation {
  return p.kind === 'note'
    ? { n, kind: 'note', blockId: p.blockId, quote: p.text }
    : { n, kind: 'source', sourceId: p.sourceId, chunkId: p.chunkId, quote: p.text };
}

export interface Cited {
  answer: string;
  citations: Citation[];
  /** Numbers the model wrote that name no passage: removed from the answer. */
  dropped: number;
}

/**
 * The model's answer with its citations checked: a number outside 1..k is removed (with the
 * space before it), the rest renumbered 1..m in order of first use, one number per bracket
 * (`[1, 3]` becomes `[1][2]`), and only the passages cited come back, each with its quote.
 */
export function resolveCitations(answer: string, context: StudyContext): Cited {
  const marks = findMarks(answer, context.passages.length);
  const renumbered = new Map<number, number>();
  let out = '';
  let at = 0;
  let dropped = 0;
  for (const mark of marks) {
    dropped += mark.invalid;
    for (const n of mark.numbers) if (!renumbered.has(n)) renumbered.set(n, renumbered.size + 1);
    const kept = mark.numbers.map((n) => `[${renumbered.get(n)}]`).join('');
    out += answer.slice(at, mark.start) + (kept ? mark.lead + kept : '');
    at = mark.end;
  }
  out += answer.slice(at);
  const citations = [...renumbered].map(([old, n]) => citationOf(context.passages[old - 1]!, n));
  return { answer: out, citations, dropped };
}
