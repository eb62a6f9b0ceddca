import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { afterAll, describe, expect, it } from 'vitest';
import { mainText } from '../../../core/notebook/sources/html-thread.mjs';
import { MAX_READABLE_DEPTH, MAX_READABLE_ELEMENTS } from '../../../core/notebook/sources/limits';

/**
 * Issue 47, item 5: a 1 MB page of ~13,800 sibling <p> (~79 bytes each, one <article>) took
 * ~55 s from fetch to READY on `npm start`, 2 MB over 60 s. Profiled, no step of its read
 * grows faster than the page (bench/sources.ts `pages` has the numbers: what the time was is
 * the paced writes and the embedding endpoint's pace, both in proportion to the text, and this
 * page is nearly all text). This pins the reader's share by counting its DOM work, not timing
 * it: everything linkedom hands Readability and the walk (child lists, text, markup, query
 * results) for the page, and for the same page at half the size. Linear work doubles;
 * rebuilding a child list per sibling (issue 30's bug) quadruples, and the meter sees that too.
 */
const readable = { elements: MAX_READABLE_ELEMENTS, depth: MAX_READABLE_DEPTH };

/** The review's shape: `n` sibling paragraphs of ~79 bytes inside one article. */
const siblingPage = (n: number) =>
  `<html><head><title>Siblings</title></head><body><article>${Array.from({ length: n }, (_, i) => `<p>Paragraph ${String(i).padStart(5, '0')} of the page says one thing about cells and their walls.</p>`).join('')}</article></body></html>`;

// linkedom's getters that build something for the caller, each counted by the size of what it built.
let built = 0;
const restore: (() => void)[] = [];
function meter(proto: object, name: string, size: (v: any) => number) {
  const owner = (function find(o: any): any {
    return o && (Object.getOwnPropertyDescriptor(o, name) ? o : find(Object.getPrototypeOf(o)));
  })(proto);
  const d = Object.getOwnPropertyDescriptor(owner, name)!;
  const counted = d.get
    ? { ...d, get(this: unknown) { const v = d.get!.call(this); built += size(v); return v; } }
    : { ...d, value(this: unknown, ...args: unknown[]) { const v = d.value.apply(this, args); built += size(v); return v; } };
  Object.defineProperty(owner, name, counted);
  restore.push(() => Object.defineProperty(owner, name, d));
}
const element = parseHTML('<html><body><p>x</p></body></html>').document.querySelector('p')!;
for (const name of ['childNodes', 'children']) meter(element, name, (v) => v.length);
for (const name of ['textContent', 'innerHTML']) meter(element, name, (v) => v?.length ?? 0);
for (const name of ['getElementsByTagName', 'querySelectorAll']) meter(element, name, (v) => v.length);
meter(element.firstChild!, 'textContent', (v) => v?.length ?? 0);
let readabilityRuns = 0;
const parse = Readability.prototype.parse;
Readability.prototype.parse = function (this: Readability<unknown>) {
  readabilityRuns++;
  return parse.call(this);
};
afterAll(() => {
  for (const r of restore) r();
  Readability.prototype.parse = parse;
});

/** DOM work for reading `html`, and whether Readability took it. */
function work(read: (html: string) => unknown, html: string): { built: number; readability: boolean } {
  [built, readabilityRuns] = [0, 0];
  read(html);
  return { built, readability: readabilityRuns > 0 };
}

describe('the 1 MB page of sibling paragraphs is read along linear routes', () => {
  it('1 MB (13,800 paragraphs): Readability reads it, and its DOM work doubles with the page', () => {
    const [half, whole] = [siblingPage(6900), siblingPage(13_800)];
    expect(whole.length).toBeGreaterThan(1024 * 1024);
    const read = (html: string) => mainText(html, readable);
    const [small, large] = [work(read, half), work(read, whole)];
    console.info(`DOM work: ${small.built} for ${half.length} bytes, ${large.built} for ${whole.length} (x${(large.built / small.built).toFixed(2)})`);
    expect(large.readability).toBe(true);
    expect(small.built).toBeGreaterThan(half.length);
    expect(large.built / small.built).toBeLessThanOrEqual(2.3);
    expect(mainText(whole, readable).text).toContain('Paragraph 13799 of the page');
  });

  it(`2 MB (27,600 paragraphs, past ${MAX_READABLE_ELEMENTS.toLocaleString('en')} elements): the one-pass walk instead, its work doubling too`, () => {
    const [half, whole] = [siblingPage(13_800), siblingPage(27_600)];
    const read = (html: string) => mainText(html, readable);
    const large = work(read, whole);
    expect(large.readability).toBe(false);
    // Against the same walk at half the size (Readability kept out of it by a lower cap).
    const small = work((html) => mainText(html, { ...readable, elements: 10_000 }), half);
    expect(small.readability).toBe(false);
    expect(large.built / small.built).toBeLessThanOrEqual(2.3);
    expect(mainText(whole, readable).text).toContain('Paragraph 27599 of the page');
  });

  it('the meter sees a quadratic reader: one that indexes the child list per paragraph', () => {
    const perChild = (html: string) => {
      const article = parseHTML(html).document.querySelector('article')!;
      const out: string[] = [];
      for (let i = 0; i < article.childNodes.length; i++) out.push(article.childNodes[i]!.textContent ?? '');
      return out;
    };
    const [small, large] = [work(perChild, siblingPage(1000)), work(perChild, siblingPage(2000))];
    expect(large.built / small.built).toBeGreaterThan(3.5);
  });
});
