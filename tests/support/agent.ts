import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AgentSettings } from '../../core/ai/agent/turn';
import type { ToolSpec } from '../../core/ai/agent/tools/registry';
import type { AgentEvent } from '../../core/ai/agent/events';
import type { Deps } from '../../core/context';
import type { AppOptions } from '../../functions/http/app';
import { testApi, type TestApi } from './http';
import { testDeps } from './deps';
import { contentEvents, readSse } from './sse';

export function agentSettings(model: LanguageModelV3, tools: ToolSpec[], over: Partial<AgentSettings> = {}): AgentSettings {
  return {
    model,
    tools,
    heartbeatMs: 15_000,
    cancelWatchMs: 200,
    turnTimeoutMs: 60_000,
    maxSteps: 5,
    windowMessages: 20,
    followPollMs: 50,
    maxOutputTokens: 2_048,
    rate: { bucket: 'agent', limit: 30, windowS: 3600 },
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
  newChat(token: string): Promise<string>;
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
      const res = await api.app.request(`/ai/agent/chats/${chatId}/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
        return { status: res.status, json: await res.json(), events: [], all: [], ids: [], comments: [] };
      }
      const parsed = await readSse(res.body);
      return { status: res.status, events: contentEvents(parsed.events), all: parsed.events, ids: parsed.ids, comments: parsed.comments };
    },
  };
}
