import { describe, expect, it } from 'vitest';
import { chunkPages, TARGET_CHARS, type ChunkMeter } from '../../../core/notebook/sources/chunk';

/**
 * Issue 47, item 5: chunking was quadratic for text without spaces (1 M characters 0.18 s,
 * 4 M 5.6 s): each cut searched back for a space with `lastIndexOf`, which, finding none near
 * the cut, went on to the start of the text. And for a long paragraph of short sentences: V8's
 * sentence segmenter spends, per sentence, time in proportion to the string it was given (a
 * 228 KB paragraph took 14 s). The work is shown by the chunker's meter, not by time: the
 * characters the space search looks at, and what the segmenter is handed.
 */
function measured(text: string, max = Number.MAX_SAFE_INTEGER): ChunkMeter & { chunks: number } {
  const meter: ChunkMeter = { examined: 0, segmented: 0, widest: 0 };
  const chunks = chunkPages([{ text }], max, meter);
  return { ...meter, chunks: chunks.length };
}
const examined = measured;

const spaceless = (n: number) => 'x'.repeat(n);
// One space at the very start: the old search found it after crossing the whole text, every cut.
const spaceFirst = (n: number) => `a ${'x'.repeat(n - 2)}`;

describe('chunking looks at each character a bounded number of times', () => {
  for (const [name, text] of [['a text without spaces', spaceless], ['a text whose only space is its second character', spaceFirst]] as const) {
    it(`${name}: the search work doubles with the text and stays under its length`, () => {
      const small = examined(text(400_000));
      const large = examined(text(800_000));
      expect(small.chunks).toBe(400);
      expect(large.chunks).toBe(800);
      expect(large.examined / small.examined).toBeLessThanOrEqual(2.2);
      expect(large.examined).toBeLessThanOrEqual(800_000);
    });
  }

  it('ordinary prose needs only a few characters looked at per cut', () => {
    const words = Array.from({ length: 200_000 }, (_, i) => `word${i % 97}`).join(' ');
    const { examined: n, chunks } = measured(words);
    expect(chunks).toBeGreaterThan(1000);
    // A cut finds its space within a word's length of the target.
    expect(n / chunks).toBeLessThanOrEqual(10);
  });

  it('stops cutting just past the cap: 4 M characters without spaces cost what 11 chunks cost', () => {
    const capped = examined(spaceless(4_000_000), 10);
    expect(capped.chunks).toBe(11);
    expect(capped.examined).toBeLessThanOrEqual(12 * (TARGET_CHARS / 2));
  });

  it('a long paragraph of short sentences reaches the segmenter a window at a time, each character about once', () => {
    const paragraph = 'Cells divide by mitosis. '.repeat(12_000).trim(); // 300,000 characters, no blank line
    const m = measured(paragraph);
    expect(m.chunks).toBe(300);
    expect(m.widest).toBeLessThanOrEqual(4096);
    expect(m.segmented).toBeLessThanOrEqual(paragraph.length * 1.1);
  });

  it('a sentence longer than the window widens it as far as the sentence goes, and back after it', () => {
    const text = `${'x'.repeat(100_000)}. ${'Short one. '.repeat(20_000)}`.trim();
    const m = measured(text);
    // The long sentence's windows double up to it (under four times its length in all), then back to one window's width.
    expect(m.segmented).toBeLessThanOrEqual(4 * 100_000 + 1.1 * 220_000);
    expect(m.chunks).toBe(100 + 220);
  });
});
