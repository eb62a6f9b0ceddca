import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { describe, expect, test } from 'vitest';
import { narrate } from '../../../core/ai/briefing/narrator';
import { createLog } from '../../../core/log';
import { SIM_INTRO, simModel, simReply } from '../../../core/ai/chain/sim-link';
import { SIM_BRIEFING, simQuiz } from '../../../core/ai/chain/sim-structured';
import { QuizOutput } from '../../../core/ai/notebook/model-output';
import { sanitizeQuiz } from '../../../core/ai/notebook/quiz-rules';

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

describe('the briefing and the quiz at `npm start` with no key (the web client tries them offline)', () => {
  const passagesPrompt =
    'MODE: GROUNDED — …\nPassages:\n[1] (note) "Cells have a membrane. It is thin."\n[2] (source \\"Plants\\", p. 2) "The Calvin cycle fixes carbon."\nTask: Write a quiz …';

  test('the narrator gets lines of its shape that pass its own rules (no invented number) and say what is answering', async () => {
    const facts = { contextDoNotRestate: { yesterday: { doneCount: 2 }, today: { scheduledItemCount: 3 } }, signals: [] };
    const { narrative } = await narrate(simModel, createLog('SILENT'), facts, 'en');
    expect(narrative).toEqual({ status: 'READY', ...SIM_BRIEFING });
    expect(narrative.todayLines[0]).toMatch(/^Offline simulator/);
  });

  test('a quiz call gets 8 questions × 4 options the quiz rules accept, each answerable from its quoted passage', () => {
    const reply = simReply({
      prompt: [{ role: 'user', content: [{ type: 'text', text: passagesPrompt }] }],
      responseFormat: { type: 'json', schema: { type: 'object', properties: { questions: { type: 'array' } } } },
    });
    const quiz = sanitizeQuiz(QuizOutput.parse(JSON.parse((reply as { text: string }).text)));
    expect(quiz).toHaveLength(8);
    expect(quiz![0]).toMatchObject({ options: ['Passage 1', 'Passage 2', 'Passage 3', 'Passage 4'], answerIndex: 0 });
    expect(quiz![0]!.question).toContain('"Cells have a membrane."');
    expect(quiz![1]).toMatchObject({ answerIndex: 1 });
    expect(quiz![1]!.question).toContain('"The Calvin cycle fixes carbon."');
    expect(simQuiz('no passages here')).toEqual({});
  });
});
