import { streamText } from 'ai';
import { afterEach, expect, test } from 'vitest';
import { stall, startProviderSim, text, type ProviderSim } from '../../support/provider-sim';
import { waitFor } from '../../support/wait';
import { PROTOCOLS, drain } from './models';

let sim: ProviderSim | undefined;
afterEach(async () => { await sim?.close(); sim = undefined; });

test.each(PROTOCOLS)('$link: a stall is ended by the caller\'s AbortSignal', async (p) => {
  sim = await startProviderSim();
  sim.script(p.link, stall());
  // The stall never ends by itself: only the caller's signal can end this drain. It aborts once
  // the simulator holds the request (a timer could fire first on a loaded machine).
  const caller = new AbortController();
  const off = sim.onRequest(() => caller.abort());
  const result = streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {}, abortSignal: caller.signal });
  const { errors, thrown, parts } = await drain(result.fullStream);
  off();

  // Aborting before any byte is reported as an abort part, not an error.
  expect({ errors, thrown }).toEqual({ errors: [], thrown: undefined });
  expect(parts.map((x) => x.type)).toContain('abort');
  expect(sim.requestCount(p.link)).toBe(1);
  await waitFor(() => sim!.requests(p.link)[0]?.abortedByClient, Boolean, 'the simulator saw the hang-up');
});

test('close() returns promptly with a stalled request and kept-alive sockets open', async () => {
  sim = await startProviderSim();
  const p = PROTOCOLS[0]!;
  sim.script(p.link, text('warm'), stall());
  await drain(streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  const pending = drain(streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);
  await new Promise((r) => setTimeout(r, 50));

  // The stalled request would hold a plain server.close() open forever: resolving is the proof.
  await sim.close();
  sim = undefined;
  const { errors } = await pending;
  expect(errors[0]).toMatchObject({ message: expect.stringContaining('Cannot connect to API') });
});

test('a timed stall drops the connection like an upstream timeout', async () => {
  sim = await startProviderSim();
  const p = PROTOCOLS[2]!;
  sim.script(p.link, stall(80));
  const { errors } = await drain(streamText({ model: p.model(sim), prompt: 'x', maxRetries: 0, onError: () => {} }).fullStream);

  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ message: expect.stringContaining('Cannot connect to API') });
});
