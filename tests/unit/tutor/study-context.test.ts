import { describe, expect, it } from 'vitest';
import { findMarks } from '../../../core/ai/notebook/citation-marks';
import { PASSAGE_MAX_CHARS, pieces } from '../../../core/ai/notebook/passages';
import { buildStudyContext, resolveCitations, type StudyMaterial } from '../../../core/ai/notebook/study-context';
import type { RetrievedChunk } from '../../../core/ai/notebook/sources-port';

const note = (blockId: string, text: string) => ({ blockId, text });
const chunk = (chunkId: string, text: string, over: Partial<RetrievedChunk> = {}): RetrievedChunk => ({ sourceId: 'src_1', chunkId, text, title: 'Campbell Biology', ...over });
const material = (over: Partial<StudyMaterial> = {}): StudyMaterial => ({
  page: { title: 'The cell' },
  ancestors: [{ title: 'Biology' }],
  notes: [],
  chunks: [],
  ...over,
});

describe('StudyContextBuilder: what the model reads', () => {
  it('puts the study goal first (not a passage), then the best 3 note pieces by overlap, then up to 6 source chunks, numbered 1…k', () => {
    const notes = [
      note('b1', 'Mitochondria make ATP for the cell.'),
      note('b2', 'The Golgi apparatus packages proteins.'),
      note('b3', 'Ribosomes build proteins from amino acids.'),
      note('b4', 'The nucleus holds the DNA.'),
      note('b5', 'Proteins fold after ribosomes build them.'),
    ];
    const chunks = Array.from({ length: 8 }, (_, i) => chunk(`c${i}`, `Chunk ${i} about cells.`));
    const c = buildStudyContext(material({ notes, chunks }), { query: 'How do ribosomes build proteins?' });
    expect(c.goal).toBe('the page "The cell" in "Biology"');
    // b3 and b5 mention ribosomes and proteins (2 words), b2 proteins (1); kept in page order.
    expect(c.passages.filter((p) => p.kind === 'note').map((p) => p.kind === 'note' && p.blockId)).toEqual(['b2', 'b3', 'b5']);
    expect(c.passages.filter((p) => p.kind === 'source')).toHaveLength(6);
    expect(c.passages.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(c.passages[3]).toEqual({ n: 4, kind: 'source', sourceId: 'src_1', chunkId: 'c0', title: 'Campbell Biology', text: 'Chunk 0 about cells.' });
  });

  it('reads 4 note pieces for whole-page tasks, none at all for PLANNING', () => {
    const notes = ['a', 'b', 'c', 'd', 'e'].map((id) => note(id, `Note ${id} text.`));
    expect(buildStudyContext(material({ notes }), { query: 'The cell', wholePage: true }).passages).toHaveLength(4);
    expect(buildStudyContext(material({ notes, chunks: [chunk('c1', 'x y')] }), { query: 'q', passages: false }).passages).toEqual([]);
  });

  it('cuts long notes and chunks into passages of at most 1500 characters, each an exact slice of the stored text', () => {
    const para = (i: number) => `Paragraph ${i}. ${'Cells divide by mitosis and meiosis. '.repeat(12).trim()}`;
    const long = Array.from({ length: 8 }, (_, i) => para(i)).join('\n\n');
    expect(long.length).toBeGreaterThan(2 * PASSAGE_MAX_CHARS);
    const parts = pieces(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(long).toContain(p);
    }
    // Cut at paragraph breaks: each piece starts a paragraph.
    for (const p of parts) expect(p).toMatch(/^Paragraph \d\./);
    const oneWord = 'x'.repeat(4000);
    expect(pieces(oneWord).map((p) => p.length)).toEqual([1500, 1500, 1000]);
    const c = buildStudyContext(material({ chunks: [chunk('c1', long)] }), { query: 'mitosis' });
    expect(c.passages[0]!.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(long.startsWith(c.passages[0]!.text)).toBe(true);
  });

  it('skips a repeated chunk id and empty chunks', () => {
    const c = buildStudyContext(material({ chunks: [chunk('c1', 'One.'), chunk('c1', 'One again.'), chunk('c2', '   '), chunk('c3', 'Three.')] }), { query: 'q' });
    expect(c.passages.map((p) => p.kind === 'source' && p.chunkId)).toEqual(['c1', 'c3']);
  });
});

describe('StudyContextBuilder: citations back', () => {
  const notes = [note('blk_a', 'Cells have a membrane.'), note('blk_b', 'The membrane is a lipid bilayer.')];
  const chunks = [chunk('chk_1', 'Membranes control what enters the cell.', { page: 12 })];
  const context = buildStudyContext(material({ notes, chunks }), { query: 'membrane' });

  it('drops an invented number, renumbers the rest by first use, and quotes the stored text', () => {
    // The case: [1], [7] (no such passage) and [3].
    const r = resolveCitations('A cell has a membrane [1]. It is made of sugar [7]. It controls entry [3].', context);
    expect(r.answer).toBe('A cell has a membrane [1]. It is made of sugar. It controls entry [2].');
    expect(r.citations).toEqual([
      { n: 1, kind: 'note', blockId: 'blk_a', quote: 'Cells have a membrane.' },
      { n: 2, kind: 'source', sourceId: 'src_1', chunkId: 'chk_1', quote: 'Membranes control what enters the cell.' },
    ]);
    expect(r.dropped).toBe(1);
  });

  it('drops [0] and [k+1]; splits [1,2] and [1, 2] into one number per bracket; keeps [1][2]; expands ranges within 1..k', () => {
    const cases: [string, string, number][] = [
      ['Zero [0] and four [4].', 'Zero and four.', 2],
      ['Both [3,1].', 'Both [1][2].', 0],
      ['Both [2, 3] again [3].', 'Both [1][2] again [2].', 0],
      ['Adjacent [2][1].', 'Adjacent [1][2].', 0],
      ['Mixed [1; 9].', 'Mixed [1].', 1],
      ['Range [1-3].', 'Range [1][2][3].', 0],
      ['Too far [2–5].', 'Too far [1][2].', 1],
      ['Backwards [3-1].', 'Backwards.', 1],
      ['Repeat [2,2].', 'Repeat [1].', 0],
    ];
    for (const [given, expected, dropped] of cases) {
      const r = resolveCitations(given, context);
      expect([r.answer, r.dropped], given).toEqual([expected, dropped]);
    }
  });

  it('returns every [n] of the answer exactly once, numbered 1..m in order of first use', () => {
    const r = resolveCitations('Third [3], first [1], third again [3], and [2].', context);
    const used = [...r.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(used).toEqual([1, 2, 1, 3]);
    expect(r.citations.map((c) => c.n)).toEqual([1, 2, 3]);
    expect(r.citations.map((c) => c.quote)).toEqual(['Membranes control what enters the cell.', 'Cells have a membrane.', 'The membrane is a lipid bilayer.']);
  });

  it('leaves brackets in code alone and ignores brackets that are not numbers', () => {
    const given = 'Use `xs[7]` here [2].\n```\nys[9] = 1\n```\nSee [note] and [a link](https://x.test) [1].';
    const r = resolveCitations(given, context);
    expect(r.answer).toBe('Use `xs[7]` here [1].\n```\nys[9] = 1\n```\nSee [note] and [a link](https://x.test) [2].');
    expect(r.dropped).toBe(0);
    expect(findMarks('`[1]`', 3)).toEqual([]);
  });

  it('cites nothing when there are no passages (PLANNING): every number is invented', () => {
    const empty = buildStudyContext(material({ notes }), { query: 'q', passages: false });
    expect(resolveCitations('As noted [1].', empty)).toEqual({ answer: 'As noted.', citations: [], dropped: 1 });
  });
});
