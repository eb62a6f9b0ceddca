import { describe, expect, it } from 'vitest';
import { chunkPages, LONG_PARAGRAPH, TARGET_CHARS } from '../../../core/notebook/sources/chunk';
import { chunkId, newSourceId, pageOfSource } from '../../../core/notebook/sources/ids';
import { foldTerm, keywordIndex } from '../../../core/notebook/sources/keyword';
import { MAX_CHUNKS } from '../../../core/notebook/sources/limits';
import { normaliseText } from '../../../core/notebook/sources/normalise';
import { packChunks, textParts } from '../../../core/notebook/sources/store';
import { decodeSegment, encodeSegment } from '../../../core/notebook/sources/vector-store';
import { newId } from '../../../core/util/ids';

const sentence = (i: number) => `Sentence ${i} says one thing about cells and stops.`;

describe('normalisation (LISA #780: invisible characters polluted embeddings)', () => {
  it('NFKC, no soft hyphens, zero-width characters or BOM, whitespace collapsed, paragraphs kept', () => {
    const raw = '\uFEFFPhoto\u00ADsyn\u200Bthe\u200Csis\u200D\u2060 uses\u00A0light\t\t and  ﬁre\r\nin ＣＯ２.\r\n\r\n\r\n  Second\u000B para  \n\n\n';
    expect(normaliseText(raw)).toBe('Photosynthesis uses light and fire in CO2.\n\nSecond para');
  });

  it('joins the lines of a paragraph (a PDF breaks lines where the page ended) and drops control characters', () => {
    expect(normaliseText('one\ntwo\u0007\nthree\n \nfour')).toBe('one two three\n\nfour');
  });
});

describe('chunking (DOMAIN-FACTS: ~1000 chars following paragraphs, > 1600 split at sentence ends, ≤ 3000)', () => {
  const paragraphs = [
    'Short opening.',
    Array.from({ length: 12 }, (_, i) => sentence(i)).join(' '), // ~600 chars
    Array.from({ length: 60 }, (_, i) => sentence(100 + i)).join(' '), // ~3000 chars: split at sentence ends
    'A closing paragraph.',
  ];
  const text = normaliseText(paragraphs.join('\n\n'));
  const chunks = chunkPages([{ text }]);

  it('each chunk is exactly the normalised text at its offset; together they cover it in order, without overlap', () => {
    let end = 0;
    for (const c of chunks) {
      expect(text.slice(c.offset, c.offset + c.text.length)).toBe(c.text);
      expect(c.offset).toBeGreaterThanOrEqual(end);
      end = c.offset + c.text.length;
    }
    expect(chunks.map((c) => c.text).join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
  });

  it('packs paragraphs up to ~1000 characters and splits a long one only at sentence ends', () => {
    expect(chunks.every((c) => c.text.length <= TARGET_CHARS)).toBe(true);
    expect(chunks[0]!.text.startsWith('Short opening.\n\nSentence 0')).toBe(true);
    for (const c of chunks) expect(c.text).toMatch(/[.]$/);
    expect(chunks.filter((c) => c.text.includes('Sentence 1')).length).toBeGreaterThan(1);
  });

  it('a paragraph up to 1600 characters stays whole; a sentence with no end is cut at a space', () => {
    const whole = Array.from({ length: 26 }, (_, i) => sentence(i)).join(' ').slice(0, LONG_PARAGRAPH);
    expect(chunkPages([{ text: whole }]).map((c) => c.text)).toEqual([whole]);
    const endless = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    const cut = chunkPages([{ text: endless }]);
    expect(cut.length).toBeGreaterThan(2);
    for (const c of cut) expect(c.text.length).toBeLessThanOrEqual(TARGET_CHARS);
    expect(cut.map((c) => c.text).join(' ')).toBe(endless);
  });

  it('never joins two PDF pages; each chunk knows its page; offsets run on across pages', () => {
    const pages = [{ page: 1, text: 'First page.' }, { page: 2, text: 'Second page.' }];
    expect(chunkPages(pages)).toEqual([
      { index: 0, text: 'First page.', offset: 0, page: 1 },
      { index: 1, text: 'Second page.', offset: 13, page: 2 },
    ]);
  });

  it('is deterministic (a re-read replaces chunks at the same ids) and stops just past the cap', () => {
    expect(chunkPages([{ text }])).toEqual(chunks);
    const huge = Array.from({ length: MAX_CHUNKS + 50 }, (_, i) => 'x'.repeat(900) + i).join('\n\n');
    expect(chunkPages([{ text: huge }]).length).toBe(MAX_CHUNKS + 1);
  });
});

describe('ids', () => {
  it('a source id names its page; chunk ids are stable; anything else is no source', () => {
    const pageId = newId('nbp');
    const id = newSourceId(pageId);
    expect(pageOfSource(id)).toBe(pageId);
    expect(chunkId(id, 3)).toBe(`${id}.3`);
    for (const bad of ['nbs_x', pageId, `${id}x`, '../etc', '']) expect(pageOfSource(bad)).toBeUndefined();
  });
});

describe('storage shapes', () => {
  it('a vector segment is float32, 4 bytes per number behind a small header naming model, width and chunk range, and comes back equal', () => {
    const vectors = [[0.5, -1, 0.25], [1, 2, 3]];
    const bytes = encodeSegment('mistral-embed', 512, vectors);
    expect(bytes.byteLength).toBeLessThan(6 * 4 + 40);
    const seg = decodeSegment(bytes)!;
    expect({ ...seg, data: [...seg.data] }).toEqual({ model: 'mistral-embed', dims: 3, first: 512, count: 2, data: vectors.flat() });
    // Torn or foreign bytes are no segment (retrieval then searches by keyword).
    expect(decodeSegment(bytes.subarray(0, bytes.byteLength - 4))).toBeUndefined();
    expect(decodeSegment(new TextEncoder().encode('%PDF-1.4 not vectors at all'))).toBeUndefined();
  });

  it('chunk items and text parts stay far below the item limit, by bytes not characters', () => {
    const chunks = chunkPages([{ text: Array.from({ length: 2000 }, (_, i) => `ção ${'é'.repeat(400)} ${i}`).join('\n\n') }]);
    for (const item of packChunks(chunks)) expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThan(350_000);
    expect(packChunks(chunks).flat()).toEqual(chunks);
    const emoji = '😀'.repeat(200_000 / 2);
    const parts = textParts(emoji);
    expect(parts.join('')).toBe(emoji);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(300_002);
    expect(parts.every((p) => !/^[\uDC00-\uDFFF]/.test(p))).toBe(true);
  });
});

describe('keyword search folding', () => {
  it('"função" finds "funcao" and "FUNÇÃO"; one-letter terms are dropped', () => {
    expect(foldTerm('Função')).toBe('funcao');
    expect(foldTerm('a')).toBeNull();
    const search = keywordIndex([{ id: 0, text: 'A funcao exponencial cresce.' }, { id: 1, text: 'Nada a ver.' }, { id: 2, text: 'FUNÇÃO AFIM' }]);
    expect(search('função').map((r) => r.id).sort()).toEqual([0, 2]);
  });
});
