import type { Hono } from 'hono';
import type { AgentEvent } from '../../../core/ai/agent/protocol/events';
import type { ProviderSim } from '../provider-sim';
import { text, toolCalls, type Step } from '../provider-sim';
import { readSse } from '../sse';
import type { RoutingCase } from '../tool-routing/case';

/** One provider request of a labeled case's turn, as the real SDK sent it. */
export interface CaseRequest {
  id: string;
  lang: 'en' | 'pt';
  link: string;
  /** The request body's UTF-8 bytes, as sent (the SDKs send compact JSON). */
  bytes: number;
  /** Bytes of the `tools` part alone (Mistral: `tools`; Gemini: `tools[].functionDeclarations`). */
  toolBytes: number;
  tools: string[];
  body: unknown;
}

/**
 * Each case played as a real chat on the real app: its history as earlier turns (the model
 * answering with the history's words after calling the history's tools, so the window holds
 * them as the person's chat would), then the case's message, answered in one step. Returns the
 * message's provider request, through the real SDK of `link` on the simulator.
 */
export interface PlayOptions {
  /** The model's steps for the case's own message (default: one short text answer). */
  answer?: (c: RoutingCase) => Step[];
  /** Called after the history, right before the case's message is sent. */
  beforeMessage?: () => void;
}

export async function caseRequests(app: Hono<never>, sim: ProviderSim, link: string, token: string, cases: readonly RoutingCase[], opts: PlayOptions = {}): Promise<CaseRequest[]> {
  const out: CaseRequest[] = [];
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  for (const c of cases) {
    const chat = (await (await post('/ai/agent/chats', {})).json()) as { id: string };
    const say = async (message: string) => {
      const { events } = await readSse((await post(`/ai/agent/chats/${chat.id}/stream`, { message, ...(c.page ? { page: c.page } : {}) })).body);
      const last = events.at(-1) as AgentEvent | undefined;
      if (last?.event !== 'done') throw new Error(`case ${c.id}: the turn ended with ${JSON.stringify(last)}`);
    };
    for (const h of c.history ?? []) {
      sim.script(link, ...(h.tools?.length ? [toolCalls(h.tools.map((name) => ({ name, args: {} })))] : []), text(h.assistant));
      await say(h.user);
    }
    const before = sim.requests(link).length;
    opts.beforeMessage?.();
    sim.script(link, ...(opts.answer?.(c) ?? [text('ok')]));
    await say(c.message);
    const req = sim.requests(link)[before];
    if (!req) throw new Error(`case ${c.id}: no request reached ${link}`);
    out.push({ id: c.id, lang: c.lang, link, ...measure(req.body), body: req.body });
  }
  return out;
}

function measure(body: unknown): { bytes: number; toolBytes: number; tools: string[] } {
  const b = body as { tools?: { function?: { name: string }; functionDeclarations?: { name: string }[] }[] };
  const tools = (b.tools ?? []).flatMap((t) => (t.function ? [t.function.name] : (t.functionDeclarations ?? []).map((d) => d.name)));
  return { bytes: Buffer.byteLength(JSON.stringify(body)), toolBytes: Buffer.byteLength(JSON.stringify(b.tools ?? [])), tools };
}
