/**
 * The path from the provider's first chunk to the person's first token carries no table work
 * (issue 35): the journal stores the `model` event and the first text together, later (its
 * flush delay, or the end's transaction), and nothing else writes on that path. Checked as an
 * order of events in one process, with no timer: the simulator stamps its first chunk, an
 * observer on the app's own DynamoDB client stamps every command sent, and the client stamps
 * the first `token` event it reads, all on the same clock (performance.now()).
 */
import { afterAll, expect, it } from 'vitest';
import { habitTools } from '../../../core/ai/agent/tools/habits';
import { observeCommands } from '../../../core/db/client';
import { agentApi, agentSettings } from '../../support/agent';
import { freshTable, testChain } from '../../support/chain';
import { testDeps } from '../../support/deps';
import { signUp } from '../../support/http';
import { delayed, startProviderSim, text } from '../../support/provider-sim';
import { serveApp } from '../../support/serve';

const sim = await startProviderSim();
const table = await freshTable();
const chain = testChain({ sim, table, order: ['mistral', 'gemini'] });
const deps = testDeps({ TABLE_NAME: table });
const api = agentApi(() => agentSettings(chain.model, habitTools), deps);
const server = await serveApp(api.app);
afterAll(async () => {
  await server.close();
  await sim.close();
});

it('no table command is sent between the provider first chunk and the client first token', async () => {
  const u = await signUp(api);
  const chatId = await api.newChat(u.accessToken);
  // Chunks far apart, so the rest of the answer and the turn's end come well after the first token.
  sim.script('mistral', delayed(text(['Hello', ' there', ' again']), { betweenChunksMs: 150 }));
  const sent: { name: string; at: number }[] = [];
  const detach = observeCommands(deps.db.client, (command, send) => {
    sent.push({ name: command.name, at: performance.now() });
    return send();
  });
  try {
    const res = await fetch(`${server.url}/ai/agent/chats/${chatId}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` },
      body: JSON.stringify({ message: 'hi' }),
    });
    let firstTokenAt: number | undefined;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (firstTokenAt === undefined && text.includes('event: token')) firstTokenAt = performance.now();
    }
    const firstChunkAt = sim.requests('mistral').at(-1)!.firstChunkAtMs!;
    expect(firstTokenAt).toBeGreaterThan(firstChunkAt);
    expect(text).toContain('event: done');
    const between = sent.filter((c) => c.at >= firstChunkAt && c.at <= firstTokenAt!).map((c) => c.name);
    expect(between).toEqual([]);
    // The turn still wrote its events and its end: after the first token, not before it.
    expect(sent.filter((c) => c.at > firstTokenAt!).map((c) => c.name)).toContain('TransactWriteItemsCommand');
  } finally {
    detach();
  }
});
