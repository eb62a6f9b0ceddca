import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { simStructuredReply } from './sim-structured';

/**
 * The dev-only offline link (CONTRACT "Configuration"): when no provider key is set, the app
 * still runs end to end with this in-process model. Its whole repertoire: a request to create
 * a habit, task or category "called X" calls the matching create tool (if one is offered) with
 * `{ name: X }`; after the tool result it confirms; the study tutor's `{ "answer" }` call gets
 * an answer quoting its first passage as [1] (so citations can be tried offline); the briefing
 * narrator and the quiz get answers of their shape saying so (sim-structured.ts); any other
 * structured-output call gets `{}` (which the caller's schema will honestly reject); anything
 * else gets a plain reply saying what it is.
 * Blocked in production (C3), and never chosen while any provider key is set.
 */
const ASK = /\b(?:create|add|make|new|crie|criar|adicione|adicionar)\b.*?\b(habit|task|category|h[áa]bito|tarefa|categoria)\b\s*(?:called|named|chamad[oa])?\s*[:"“'‘]?\s*([^"”'’\n!?]+?)\s*["”'’]?\s*[.!?]*\s*$/i;
const KIND: Record<string, RegExp> = { habit: /habit/, task: /task/, category: /categor/ };
const KIND_OF: Record<string, string> = { hábito: 'habit', habito: 'habit', tarefa: 'task', categoria: 'category' };

export const SIM_INTRO =
  'I am the offline simulator: no AI provider key is configured, so no real model is answering. ' +
  'I can only do a few scripted things, such as "create a habit called Read".';

type Reply = { kind: 'text'; text: string } | { kind: 'tool'; toolName: string; input: { name: string } };

/**
 * The tutor's passages arrive as `[1] (note) "…"` lines (core/ai/notebook/prompts.ts): quote the
 * first one's first sentence and cite it, saying plainly that no model is answering.
 */
export function simTutorAnswer(prompt: string): string {
  const first = /^\[1\] \([^)\n]*\) (".*")$/m.exec(prompt);
  if (!first) return `${SIM_INTRO} There are no passages to quote here.`;
  const passage = JSON.parse(first[1]!) as string;
  const sentence = (passage.split(/(?<=[.!?])\s/)[0] ?? passage).slice(0, 200);
  return `Offline simulator, no AI model is answering: your first passage says "${sentence}" [1].`;
}

function structured(options: LanguageModelV3CallOptions, said: string): string {
  const schema = options.responseFormat?.type === 'json' ? (options.responseFormat.schema as { properties?: Record<string, unknown> } | undefined) : undefined;
  if (!schema?.properties) return '{}';
  return 'answer' in schema.properties ? JSON.stringify({ answer: simTutorAnswer(said) }) : simStructuredReply(schema.properties, said);
}

export function simReply(options: LanguageModelV3CallOptions): Reply {
  const last = options.prompt.at(-1);
  const said = last?.role === 'user' ? last.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ') : '';
  if (options.responseFormat?.type === 'json') return { kind: 'text', text: structured(options, said) };
  if (last?.role === 'tool') return { kind: 'text', text: confirmation(options.prompt) };
  const m = ASK.exec(said.trim());
  const kindWord = m?.[1]?.toLowerCase() ?? '';
  const kind = KIND_OF[kindWord] ?? kindWord;
  const name = m?.[2]?.trim();
  const tool = (options.tools ?? []).find((t) => {
    const n = t.name.toLowerCase();
    return t.type === 'function' && n.includes('create') && (KIND[kind]?.test(n) ?? false);
  });
  if (tool && name) return { kind: 'tool', toolName: tool.name, input: { name } };
  return { kind: 'text', text: SIM_INTRO };
}

function confirmation(prompt: LanguageModelV3Prompt): string {
  const names: string[] = [];
  for (const msg of prompt) {
    if (msg.role !== 'assistant') continue;
    for (const part of msg.content) {
      const input = part.type === 'tool-call' ? (part.input as { name?: unknown }) : undefined;
      if (typeof input?.name === 'string') names.push(input.name);
    }
  }
  const last = names.at(-1);
  return last ? `Done: "${last}" is created. (offline simulator)` : 'Done. (offline simulator)';
}

function usage(output: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

let calls = 0;

export const simModel: LanguageModelV3 = {
  specificationVersion: 'v3',
  provider: 'beyou-sim',
  modelId: 'offline-sim',
  supportedUrls: {},

  async doGenerate(options): Promise<LanguageModelV3GenerateResult> {
    const r = simReply(options);
    const content: LanguageModelV3Content[] =
      r.kind === 'text'
        ? [{ type: 'text', text: r.text }]
        : [{ type: 'tool-call', toolCallId: `sim-${++calls}`, toolName: r.toolName, input: JSON.stringify(r.input) }];
    const unified = r.kind === 'tool' ? 'tool-calls' : 'stop';
    return { content, finishReason: { unified, raw: unified }, usage: usage(1), warnings: [] };
  },

  async doStream(options) {
    const r = simReply(options);
    const parts: LanguageModelV3StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'response-metadata', id: `sim-${++calls}`, modelId: 'offline-sim', timestamp: new Date() },
    ];
    if (r.kind === 'text') {
      const words = r.text.split(/(?<= )/);
      parts.push({ type: 'text-start', id: 't0' });
      for (const w of words) parts.push({ type: 'text-delta', id: 't0', delta: w });
      parts.push({ type: 'text-end', id: 't0' });
    } else {
      parts.push({ type: 'tool-call', toolCallId: `sim-${calls}`, toolName: r.toolName, input: JSON.stringify(r.input) });
    }
    const unified = r.kind === 'tool' ? 'tool-calls' : 'stop';
    parts.push({ type: 'finish', finishReason: { unified, raw: unified }, usage: usage(parts.length) });
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(c) {
        for (const p of parts) c.enqueue(p);
        c.close();
      },
    });
    return { stream };
  },
};
