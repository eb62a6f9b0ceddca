import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkPages } from '../../../../core/notebook/sources/chunk';
import { MAX_CHUNKS, MAX_TEXT_CHARS, REASONS } from '../../../../core/notebook/sources/limits';
import { normaliseText } from '../../../../core/notebook/sources/normalise';
import { PASSAGES_BUDGET, passagesOf } from '../../../../core/notebook/sources/passages';

/**
 * Issue 47, item 5: a 4.6 MB link was normalised and chunked on the process's event loop and
 * held another person's `GET /habits` 5.9 s. A large text is now cut in a reader thread: this
 * process keeps answering HTTP while it is, shown by the order of events — requests answered
 * before the passages arrive — not by how long anything took.
 */
const server = createServer((_req, res) => res.end('ok'));
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/** Requests one after another until `work` settles: how many were answered before it did. */
async function answeredDuring<T>(work: () => Promise<T>): Promise<{ result: T; answered: number }> {
  let done = false;
  let answered = 0;
  const asking = (async () => {
    while (!done) {
      await (await fetch(url)).text();
      if (!done) answered++;
    }
  })();
  const result = await work().finally(() => (done = true));
  await asking;
  return { result, answered };
}

const spaceless = (n: number) => 'x'.repeat(n);

describe('a large source is cut into passages away from the event loop', () => {
  it('4 MB without spaces: this process answers HTTP requests while it is cut, and the passages are the ones cut here', async () => {
    const pages = [{ text: spaceless(4 * 1024 * 1024) }];
    const { result, answered } = await answeredDuring(() => passagesOf(pages));
    console.info(`answered while cut: ${answered}`);
    expect(answered).toBeGreaterThan(0);
    if (!('chunks' in result)) throw new Error(result.reason);
    // Past the cap the cut stops (the worker then says "too large"), each passage 1,000 characters.
    expect(result.chunks).toHaveLength(MAX_CHUNKS + 1);
    expect(result.chunks.every((c) => c.text === 'x'.repeat(1000))).toBe(true);
    expect(result.chunks.at(-1)!.offset).toBe(MAX_CHUNKS * 1000);
  });

  it('the thread gives exactly what cutting in the process gives: normalised, chunked, pages kept', async () => {
    const raw = [
      { page: 1, text: `Photo\u00ADsynthesis uses light.\r\n\r\nSecond\u00A0paragraph  here.\n${'A long sentence of words. '.repeat(200)}` },
      { page: 2, text: `\uFEFF${'y'.repeat(5000)}` },
    ];
    const inThread = await passagesOf(raw, { ...PASSAGES_BUDGET, inlineChars: 0 });
    const inline = chunkPages(raw.map((p) => ({ ...p, text: normaliseText(p.text) })));
    expect(inThread).toEqual({ chunks: inline });
    expect(inline[0]).toMatchObject({ page: 1, offset: 0, text: expect.stringMatching(/^Photosynthesis uses light\.\n\nSecond paragraph here\./) });
    expect(inline.at(-1)!.page).toBe(2);
  });

  it(`a TEXT source (at most ${MAX_TEXT_CHARS.toLocaleString('en')} characters) is cut in the process: no thread to start`, () => {
    expect(PASSAGES_BUDGET.inlineChars).toBe(MAX_TEXT_CHARS);
  });

  it('a thread past its budget ends with a reason a person reads, and the next source is cut', async () => {
    expect(await passagesOf([{ text: spaceless(3_000_000) }], { ...PASSAGES_BUDGET, timeMs: 1 })).toEqual({ reason: REASONS.tooLarge });
    expect(await passagesOf([{ text: 'Mitochondria make energy.' }], { ...PASSAGES_BUDGET, inlineChars: 0 })).toEqual({ chunks: [{ index: 0, text: 'Mitochondria make energy.', offset: 0 }] });
  });
});
