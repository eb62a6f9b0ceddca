import { generateText, NoObjectGeneratedError, Output } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonAnswerModel, jsonAnswerText } from '../../../core/ai/json-answer';

const answer = '{"habits":[{"name":"Sleep {early}","note":"a \\"quoted\\" } brace"}],"tasks":[]}';
const parsed = JSON.parse(answer);

describe('jsonAnswerText: the JSON inside a model answer', () => {
  it.each([
    ['bare', answer],
    ['bare, with blank lines around', `\n  ${answer}\n`],
    ['in a ```json fence', '```json\n' + answer + '\n```'],
    ['in a plain ``` fence', '```\n' + answer + '\n```'],
    ['in a fence with prose around', 'Here are your habits:\n```json\n' + answer + '\n```\nHope this helps!'],
    ['in prose without a fence', `Sure: ${answer} Let me know {if} you want more.`],
    ['after prose holding braces and a [1]', `See [1] and {this}: ${answer}`],
    ['in a fence the model never closed', '```json\n' + answer],
  ])('%s', (_name, text) => {
    expect(JSON.parse(jsonAnswerText(text))).toEqual(parsed);
  });

  it('leaves a fence inside a JSON string alone: the answer is the whole object', () => {
    const withCode = JSON.stringify({ answer: 'Run:\n```sh\nls\n```' });
    expect(jsonAnswerText(withCode)).toBe(withCode);
    expect(JSON.parse(jsonAnswerText('```json\n' + withCode + '\n```'))).toEqual(JSON.parse(withCode));
  });

  it.each(['Sure! Here are some habits: sleep more', '```json\n{"habits": [\n```', '{oops}', ''])('gives back what holds no JSON object unchanged: %j', (text) => {
    expect(jsonAnswerText(text)).toBe(text);
  });
});

describe('jsonAnswerModel under Output.object', () => {
  const schema = z.object({ habits: z.array(z.object({ name: z.string(), note: z.string() })), tasks: z.array(z.string()) });
  const replying = (text: string) =>
    jsonAnswerModel(
      new MockLanguageModelV3({
        doGenerate: async () => ({
          content: [{ type: 'text', text }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          warnings: [],
        }),
      }),
    );
  const generate = (text: string) => generateText({ model: replying(text), prompt: 'habits', maxRetries: 0, output: Output.object({ schema }) });

  it('reads a fenced answer with prose around it as the object', async () => {
    expect((await generate('Here you go:\n```json\n' + answer + '\n```')).output).toEqual(parsed);
  });

  it('still fails what is not JSON with NoObjectGeneratedError, the error the callers retry on', async () => {
    const error = await generate('Sure! Here are some habits: sleep more').catch((e: unknown) => e);
    expect(NoObjectGeneratedError.isInstance(error)).toBe(true);
  });
});
