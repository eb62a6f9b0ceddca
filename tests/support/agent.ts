import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AgentSettings } from '../../core/ai/agent/turn';
import type { ToolSpec } from '../../core/ai/agent/tools/registry';
import type { AgentEvent } from '../../core/ai/agent/protocol/events';
import type { Deps } from '../../core/context';
import type { AppOptions } from '../../functions/http/app';
import { testApi, type TestApi } from './http';
import { testDeps } from './deps';
import { contentEvents, readSse } from './sse';
import type { RecordedRequest, Step } from './provider-sim';
import { expect } from 'vitest';

export function agentSettings(model: LanguageModelV3, tools: ToolSpec[], over: Partial<AgentSettings> = {}): AgentSettings {
  return {
    model,
    tools,
    // Most tests script a model calling what the test needs, whatever the message: every tool is offered (routed turns: tests/integration/agent/routing*.test.ts).
    routeTools: false,
    heartbeatMs: 15_000,
    cancelWatchMs: 200,
    turnTimeoutMs: 60_000,
    maxSteps: 5,
    windowMessages: 20,
    followPollMs: 50,
    maxOutputTokens: 2_048,
    rate: { bucket: 'agent', limit: 30, windowS: 3600 },
    calls: { bucket: 'agent-calls', limit: 120, windowS: 3600 },
    ...over,
  };
}

export interface StreamResult {
  status: number;
  /** The JSON error body when the stream was refused before opening. */
  json?: any;
  /** The answer's events (tokens, tools, the final done/error), without `turn` and `model`. */
  events: AgentEvent[];
  /** Every event as sent, `turn` and `model` included, with `ids` their SSE ids. */
  all: AgentEvent[];
  ids: (number | undefined)[];
  comments: string[];
}

export interface AgentApi extends TestApi {
  stream(token: string, chatId: string, body: unknown): Promise<StreamResult>;
  /** The person's answer to an approval card: the paused turn's continuation (or the JSON refusal). */
  answer(token: string, chatId: string, turnId: string, approvalId: string, body: unknown): Promise<StreamResult>;
  /** A turn whose every approval card the person approves: the events of all its streams, in order. */
  streamApproving(token: string, chatId: string, body: unknown): Promise<StreamResult>;
  newChat(token: string): Promise<string>;
}

async function asResult(res: Response): Promise<StreamResult> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, json: await res.json(), events: [], all: [], ids: [], comments: [] };
  }
  const parsed = await readSse(res.body);
  return { status: res.status, events: contentEvents(parsed.events), all: parsed.events, ids: parsed.ids, comments: parsed.comments };
}

/** The real app with an agent whose model, tools and limits the test chooses (and any other app option, e.g. the tutor). */
export function agentApi(settings: () => AgentSettings, deps: Deps = testDeps(), opts: Partial<AppOptions> = {}): AgentApi {
  const api = testApi(deps, { ...opts, agent: settings });
  return {
    ...api,
    async newChat(token) {
      const res = await api.request('POST', '/ai/agent/chats', { token, body: {} });
      return res.body.id;
    },
    async stream(token, chatId, body) {
      return asResult(
        await api.app.request(`/ai/agent/chats/${chatId}/stream`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }),
      );
    },
    async answer(token, chatId, turnId, approvalId, body) {
      return asResult(
        await api.app.request(`/ai/agent/chats/${chatId}/turns/${turnId}/approvals/${approvalId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }),
      );
    },
    async streamApproving(token, chatId, body) {
      const first = await this.stream(token, chatId, body);
      const turn = first.all.find((e) => e.event === 'turn');
      let last = first;
      const merged = { ...first, events: [...first.events], all: [...first.all], ids: [...first.ids], comments: [...first.comments] };
      for (let i = 0; i < 10 && turn?.event === 'turn'; i++) {
        const card = last.all.at(-1);
        if (card?.event !== 'approval_required') break;
        last = await this.answer(token, chatId, turn.data.turnId, card.data.approvalId, { approved: true });
        merged.events.push(...last.events);
        merged.all.push(...last.all);
        merged.ids.push(...last.ids);
        merged.comments.push(...last.comments);
      }
      return merged;
    },
  };
}

/** What a tool-suite turn needs from the provider simulator (kept narrow: any link, any script). */
interface ScriptedSim {
  script(link: string, ...steps: Step[]): unknown;
  requests(link?: string): RecordedRequest[];
}

export interface ToolTurnOptions {
  /** The chain link the steps are scripted on (default `mistral`). */
  link?: string;
  /** Approve every approval card the turn raises, as the person would (default false: a card ends the turn). */
  approve?: boolean;
}

/**
 * The agent-tools suites' two helpers, once: a turn in a fresh chat with the model's steps
 * scripted (it must end with `done`), and the tool results the model was sent. The results
 * come from the simulator's recorded requests: `'turn'` reads the last request, which carries
 * every result of its turn once; `'all'` reads every request since the simulator's reset.
 */
export function toolTurns(api: AgentApi, sim: ScriptedSim, opts: ToolTurnOptions = {}) {
  const link = opts.link ?? 'mistral';
  const toolMessages = (r: RecordedRequest) =>
    (r.body as { messages: { role: string; content: string }[] }).messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
  return {
    async turn(u: { accessToken: string }, message: string, ...steps: Step[]) {
      const chatId = await api.newChat(u.accessToken);
      sim.script(link, ...steps);
      const res = opts.approve ? await api.streamApproving(u.accessToken, chatId, { message }) : await api.stream(u.accessToken, chatId, { message });
      expect(res.events.at(-1)?.event, JSON.stringify(res.events.at(-1))).toBe('done');
      return { ...res, chatId };
    },
    toolResults(from: 'turn' | 'all' = 'all'): any[] {
      const requests = sim.requests(link);
      return from === 'turn' ? toolMessages(requests.at(-1)!) : requests.flatMap(toolMessages);
    },
  };
}
