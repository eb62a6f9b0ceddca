/**
 * A turn's tool calls have ids no other call of the turn has (turn/call-ids.ts, issue 30 #8),
 * whatever ids the provider repeats: one from the prompt (an approved call), one given earlier
 * in the turn, two in one step. A call whose id is new keeps it.
 */
import type { LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { distinctCallIds } from '../../../core/ai/agent/turn/call-ids';
import { streamsAtOnce } from '../../../core/ai/agent/turn/early-stream';

/** The turn's model as converse.ts builds it: parts handed on at once, call ids made distinct. */
const turnModel = (model: Parameters<typeof streamsAtOnce>[0]) => streamsAtOnce(model, distinctCallIds());

const finish: LanguageModelV3StreamPart = {
  type: 'finish',
  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
  usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
};
const call = (id: string, input = '{}'): LanguageModelV3StreamPart => ({ type: 'tool-call', toolCallId: id, toolName: 'deleteUserHabit', input });
const streamed = (id: string, input: string): LanguageModelV3StreamPart[] => [
  { type: 'tool-input-start', id, toolName: 'deleteUserHabit' },
  { type: 'tool-input-delta', id, delta: input },
  { type: 'tool-input-end', id },
  call(id, input),
];

/** A model that answers each step with the given parts. */
function scripted(...steps: LanguageModelV3StreamPart[][]) {
  let i = 0;
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(c) {
          for (const p of [...steps[i++]!, finish]) c.enqueue(p);
          c.close();
        },
      }),
    }),
  });
}

async function step(model: ReturnType<typeof turnModel>, prompt: LanguageModelV3Prompt = []) {
  const { stream } = await model.doStream({ prompt } as LanguageModelV3CallOptions);
  const parts: LanguageModelV3StreamPart[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
  return parts;
}
const callIds = (parts: LanguageModelV3StreamPart[]) => parts.flatMap((p) => (p.type === 'tool-call' ? [p.toolCallId] : []));

const approvedPrompt: LanguageModelV3Prompt = [
  { role: 'user', content: [{ type: 'text', text: 'delete Read' }] },
  { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'callXYZ01', toolName: 'deleteUserHabit', input: {} }] },
  { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'callXYZ01', toolName: 'deleteUserHabit', output: { type: 'json', value: { ok: true } } }] },
];

describe('distinct call ids in a turn', () => {
  it('keeps a new id, and renames one the prompt holds (the approved call) to nine letters and digits', async () => {
    const model = turnModel(scripted([call('fresh0001'), call('callXYZ01')]));
    const ids = callIds(await step(model, approvedPrompt));
    expect(ids[0]).toBe('fresh0001');
    expect(ids[1]).not.toBe('callXYZ01');
    expect(ids[1]).toMatch(/^[A-Za-z0-9]{9}$/);
  });

  it('renames an id given earlier in the turn and a second call of one step with the same id; streamed input follows its call', async () => {
    const model = turnModel(scripted([call('call_0')], [...streamed('call_0', '{"id":"a"}'), ...streamed('call_0', '{"id":"b"}')]));
    const first = callIds(await step(model));
    const parts = await step(model);
    const ids = callIds(parts);
    expect(new Set([...first, ...ids]).size).toBe(3);
    for (const id of ids) {
      const own = parts.filter((p) => (p.type === 'tool-input-start' || p.type === 'tool-input-end' || p.type === 'tool-input-delta') && p.id === id);
      expect(own.map((p) => p.type)).toEqual(['tool-input-start', 'tool-input-delta', 'tool-input-end']);
    }
  });

  it('passes every other part through untouched', async () => {
    const text: LanguageModelV3StreamPart[] = [
      { type: 'text-start', id: '0' },
      { type: 'text-delta', id: '0', delta: 'hi' },
      { type: 'text-end', id: '0' },
    ];
    expect(await step(turnModel(scripted(text)))).toEqual([...text, finish]);
  });
});
