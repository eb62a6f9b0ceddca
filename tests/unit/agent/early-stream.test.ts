/**
 * The turn's model hands `streamText` a stream before the chain has answered (turn/early-stream.ts,
 * issue 35), so the step's pipeline is built while the provider thinks. What must not change:
 * parts arrive as the chain gives them, a chain that fails before output fails the stream before
 * any part, and a reader that leaves before the answer releases the answer's stream.
 */
import type { LanguageModelV3CallOptions, LanguageModelV3StreamPart, LanguageModelV3StreamResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { streamsAtOnce } from '../../../core/ai/agent/turn/early-stream';
import { servedAnnouncement } from '../../../core/ai/chain/served';

const text = (delta: string): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta });

/** A model whose doStream answers only when the test says so. */
function heldModel() {
  let answer!: (r: LanguageModelV3StreamResult) => void;
  let fail!: (e: unknown) => void;
  const answered = new Promise<LanguageModelV3StreamResult>((ok, no) => ((answer = ok), (fail = no)));
  return { model: new MockLanguageModelV3({ doStream: () => answered }), answer, fail };
}

const options = { prompt: [] } as unknown as LanguageModelV3CallOptions;

describe('a stream handed over before the chain answers', () => {
  it('resolves doStream at once, then passes the parts the chain gives, in order', async () => {
    const held = heldModel();
    const { stream } = await streamsAtOnce(held.model).doStream(options);
    const reader = stream.getReader();
    const first = reader.read();
    held.answer({ stream: new ReadableStream({ start: (c) => (c.enqueue(text('Hel')), c.enqueue(text('lo')), c.close()) }) });
    expect((await first).value).toEqual(text('Hel'));
    expect((await reader.read()).value).toEqual(text('lo'));
    expect((await reader.read()).done).toBe(true);
  });

  it('a chain that fails before output errors the stream before any part, with the chain error itself', async () => {
    const held = heldModel();
    const { stream } = await streamsAtOnce(held.model).doStream(options);
    const exhausted = new Error('every link failed');
    held.fail(exhausted);
    await expect(stream.getReader().read()).rejects.toBe(exhausted);
  });

  it('a reader gone before the answer cancels the answer stream when it comes', async () => {
    const held = heldModel();
    const { stream } = await streamsAtOnce(held.model).doStream(options);
    let cancelled: unknown;
    const cancelling = stream.cancel('gone');
    held.answer({ stream: new ReadableStream({ cancel: (why) => void (cancelled = why) }) });
    await cancelling;
    expect(cancelled).toBe('gone');
  });

  it('maps each part with the per-call renamer, given the call prompt', async () => {
    const prompts: unknown[] = [];
    const model = new MockLanguageModelV3({ doStream: async () => ({ stream: new ReadableStream({ start: (c) => (c.enqueue(text('a')), c.close()) }) }) });
    const { stream } = await streamsAtOnce(model, (prompt) => {
      prompts.push(prompt);
      return (p) => (p.type === 'text-delta' ? { ...p, delta: p.delta.toUpperCase() } : p);
    }).doStream(options);
    expect((await stream.getReader().read()).value).toEqual(text('A'));
    expect(prompts).toEqual([[]]);
  });

  it("takes the chain's announcement of who serves out of the stream and hands it over before the step's next part", async () => {
    const announcement = servedAnnouncement({ link: 'gemini', model: 'gemini-2.5-flash', failedOver: [] });
    const other: LanguageModelV3StreamPart = { type: 'raw', rawValue: { provider: 'own raw chunk' } };
    const model = new MockLanguageModelV3({ doStream: async () => ({ stream: new ReadableStream({ start: (c) => (c.enqueue(announcement), c.enqueue(other), c.enqueue(text('a')), c.close()) }) }) });
    const seen: unknown[] = [];
    const { stream } = await streamsAtOnce(model, undefined, (server) => seen.push(server)).doStream(options);
    const reader = stream.getReader();
    const first = await reader.read();
    expect(seen).toEqual([{ link: 'gemini', model: 'gemini-2.5-flash' }]);
    expect(first.value).toEqual(other); // a raw part that is not the announcement passes
    expect((await reader.read()).value).toEqual(text('a'));
    // Without a taker, the announcement passes as the raw part it is.
    const { stream: plain } = await streamsAtOnce(model).doStream(options);
    expect((await plain.getReader().read()).value).toEqual(announcement);
  });

  it('drops a stream-start without warnings (streamText keeps only its warnings) and passes one with them', async () => {
    const empty: LanguageModelV3StreamPart = { type: 'stream-start', warnings: [] };
    const warned: LanguageModelV3StreamPart = { type: 'stream-start', warnings: [{ type: 'other', message: 'seed ignored' }] };
    const answer = (start: LanguageModelV3StreamPart) =>
      new MockLanguageModelV3({ doStream: async () => ({ stream: new ReadableStream({ start: (c) => (c.enqueue(start), c.enqueue(text('a')), c.close()) }) }) });
    expect((await (await streamsAtOnce(answer(empty)).doStream(options)).stream.getReader().read()).value).toEqual(text('a'));
    expect((await (await streamsAtOnce(answer(warned)).doStream(options)).stream.getReader().read()).value).toEqual(warned);
  });
});
