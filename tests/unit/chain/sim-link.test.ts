import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { expect, test } from 'vitest';
import { SIM_INTRO, simReply } from '../../../core/ai/chain/sim-link';

// The offline dev link's small repertoire (CONTRACT "Configuration": scripted answers and tool calls).
const TOOLS = ['createHabit', 'createUserTask', 'createCategory', 'listHabits'].map((name) => ({
  type: 'function' as const, name, inputSchema: { type: 'object' as const },
}));
const ask = (text: string, tools = TOOLS): LanguageModelV3CallOptions => ({
  prompt: [{ role: 'user', content: [{ type: 'text', text }] }], tools,
});

test.each([
  ['create a habit called Read', 'createHabit', 'Read'],
  ['Please add a task named "Pay rent".', 'createUserTask', 'Pay rent'],
  ['make a new category: Health', 'createCategory', 'Health'],
  ['crie um hábito chamado Ler', 'createHabit', 'Ler'],
])('%s → %s', (said, toolName, name) => {
  expect(simReply(ask(said))).toEqual({ kind: 'tool', toolName, input: { name } });
});

test('without a matching tool, or for anything else, it says what it is', () => {
  expect(simReply(ask('create a habit called Read', []))).toEqual({ kind: 'text', text: SIM_INTRO });
  expect(simReply(ask('how are you?'))).toEqual({ kind: 'text', text: SIM_INTRO });
});

test('the study tutor\'s { answer } call gets its first passage quoted and cited as [1]; other structured calls get {}', () => {
  const prompt = 'MODE: TUTOR — …\nStudy goal (context only, not a passage, never cited): the page "The cell".\nPassages:\n[1] (note) "Cells have a membrane. It is thin."\n[2] (note) "Other."\nTask: …';
  const json = (properties: Record<string, unknown>): LanguageModelV3CallOptions => ({
    prompt: [{ role: 'user', content: [{ type: 'text', text: prompt }] }],
    responseFormat: { type: 'json', schema: { type: 'object', properties } },
  });
  const reply = simReply(json({ answer: { type: 'string' } }));
  expect(reply.kind).toBe('text');
  const { answer } = JSON.parse((reply as { text: string }).text);
  expect(answer).toBe('Offline simulator, no AI model is answering: your first passage says "Cells have a membrane." [1].');
  expect(simReply(json({ todayLines: { type: 'array' } }))).toEqual({ kind: 'text', text: '{}' });
});
