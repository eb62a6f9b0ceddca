import { describe, expect, it } from 'vitest';
import { mainText } from '../../../core/notebook/sources/html-thread.mjs';
import { MAX_READABLE_DEPTH, MAX_READABLE_ELEMENTS } from '../../../core/notebook/sources/limits';

/**
 * Issue 30, finding 2: reading a link was quadratic in the number of sibling nodes (1 MB of
 * paragraphs froze the backend for 29 s, 400 KB of <br> lines 69 s), and Readability itself
 * is far from linear on linkedom for deep pages (1,000 nested divs: 27 s). Growth is shown as
 * the ratio of the work for a page and for one twice its size, measured in the same run:
 * linear work doubles (~2), quadratic quadruples (~4). Work is this process's CPU time (other
 * processes on the machine do not count), the median of runs taken in turns (one size never
 * gets all the pauses); it measured x1.9 to x2.5 on a loaded machine. No bound on time itself.
 */
const readable = { elements: MAX_READABLE_ELEMENTS, depth: MAX_READABLE_DEPTH };

function cpuMs(html: string): number {
  const before = process.cpuUsage();
  mainText(html, readable);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The work for `page(2n)` over the work for `page(n)`, after a run of each (the JIT's work is not the page's). */
function growth(name: string, page: (n: number) => string, n: number): number {
  const runs = 7;
  const [small, large] = [page(n), page(2 * n)];
  cpuMs(small);
  cpuMs(large);
  const times: [number[], number[]] = [[], []];
  for (let run = 0; run < runs; run++) {
    times[0].push(cpuMs(small));
    times[1].push(cpuMs(large));
  }
  const ratio = median(times[1]) / median(times[0]);
  console.info(`growth of ${name}, ${small.length} -> ${large.length} bytes: x${ratio.toFixed(2)}`);
  return ratio;
}

/** About `bytes` of markup made of `unit(i)`. */
const ofSize = (unit: (i: number) => string, head = '', tail = '') => (bytes: number) => {
  const parts: string[] = [];
  for (let size = 0, i = 0; size < bytes; i++) size += parts[parts.push(unit(i)) - 1]!.length;
  return `<html><head><title>Growth</title></head><body>${head}${parts.join('')}${tail}</body></html>`;
};
const MB = 1024 * 1024;

describe('a page’s text costs work in proportion to its size', () => {
  it('sibling <br> lines (the walk rebuilt linkedom’s child list twice per child)', () => {
    const brLines = (n: number) => `<html><body><div>${Array.from({ length: n }, (_, i) => `Line ${i} of a poem about cells<br>`).join('\n')}</div></body></html>`;
    expect(mainText(brLines(2), readable).text).toContain('Line 1 of a poem about cells\n');
    expect(growth('<br> lines', brLines, 4000)).toBeLessThanOrEqual(3);
  });

  it('sibling <p> paragraphs, read by Readability', () => {
    const paragraphs = (n: number) => `<html><body><article>${Array.from({ length: n }, (_, i) => `<p>Paragraph ${i} says something about cells, and their membranes.</p>`).join('')}</article></body></html>`;
    expect(growth('<p> paragraphs', paragraphs, 4000)).toBeLessThanOrEqual(3);
  });

  it(`nesting past ${MAX_READABLE_DEPTH} levels skips Readability (1,000 nested divs took it 27 s) and still gives the text`, () => {
    const nested = (n: number) => `<html><body>${'<div>'.repeat(n)}deep text, here${'</div>'.repeat(n)}</body></html>`;
    expect(mainText(nested(1000), readable).text.trim()).toBe('deep text, here');
    expect(growth('nested <div>s', nested, 1000)).toBeLessThanOrEqual(3);
  });

  it('1 MB and 2 MB pages (the review’s sizes): an article through Readability, <br> lines past its cap', () => {
    const sentence = 'Cells divide by mitosis, and each daughter cell receives a full copy of the genome, which is why';
    const article = ofSize((i) => `<p>${i}. ${sentence} ${sentence}</p>\n`, '<nav>Home | Courses</nav><article>', '</article>');
    const brLines = ofSize((i) => `Line ${i} of a long poem about cells<br>\n`, '<div>', '</div>');
    expect(growth('an article', article, MB)).toBeLessThanOrEqual(3);
    expect(growth('<br> lines', brLines, MB)).toBeLessThanOrEqual(3);
    // Past the cap the body's text is kept, without its navigation.
    const { text } = mainText(brLines(2 * MB), readable);
    expect(text).toContain('Line 50000 of a long poem about cells');
    expect(mainText(article(MB), readable).text).not.toContain('Home | Courses');
  }, 120_000);
});
