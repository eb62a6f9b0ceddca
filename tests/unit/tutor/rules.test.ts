import { describe, expect, it } from 'vitest';
import { ChainExhaustedError } from '../../../core/ai/chain';
import { firstWords } from '../../../core/ai/notebook/answers';
import { RETRY_MIN_LEFT_MS, retryFits, requestBudget, ROADMAP_BUDGET, STUDY_BUDGET_MS } from '../../../core/ai/notebook/budget';
import { retryAfterOf, studyUnavailable } from '../../../core/ai/notebook/llm';
import { sanitizeNodes } from '../../../core/ai/notebook/plan-rules';
import { scoreQuiz, sanitizeQuiz } from '../../../core/ai/notebook/quiz-rules';
import { sanitizeCards } from '../../../core/ai/notebook/study-cards';
import { loadConfig } from '../../../core/config';

describe('the study budget (DOMAIN-FACTS: 90 s, retry only if ≥ 20 s remain)', () => {
  it('allows the retry with exactly 20 s left of 90, not with less', () => {
    expect(ROADMAP_BUDGET.totalMs).toBe(STUDY_BUDGET_MS);
    expect(retryFits(ROADMAP_BUDGET, 1000, 1000 + 70_000)).toBe(true);
    expect(retryFits(ROADMAP_BUDGET, 1000, 1000 + 70_001)).toBe(false);
    expect(RETRY_MIN_LEFT_MS).toBe(20_000);
  });

  it('a request route never gets more than the synchronous ceiling (API Gateway\'s 30 s)', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(40) });
    expect(requestBudget(config)).toEqual({ linkMs: config.chain.sync.linkMs, totalMs: config.chain.sync.totalMs });
    expect(requestBudget(config).totalMs).toBeLessThan(30_000);
  });

  it('the clock starts with the request: what retrieval spent comes out of the model call’s budget (issue 33)', () => {
    const config = loadConfig({ AUTH_SECRET: 'x'.repeat(40) });
    const total = config.chain.sync.totalMs;
    expect(requestBudget(config, 1_000, 7_000)).toEqual({ linkMs: Math.min(config.chain.sync.linkMs, total - 6_000), totalMs: total - 6_000 });
    // Never zero or negative: the chain then fails at once with its own error.
    expect(requestBudget(config, 0, 10 * total).totalMs).toBe(1);
  });
});

describe('Retry-After on the tutor\'s 503 (the hook)', () => {
  it('is absent while the chain cannot say, and carried as soon as its error reports retryAfterSeconds', () => {
    const exhausted = new ChainExhaustedError([{ link: 'mistral', model: 'm', class: 'COOLDOWN' }]);
    expect(studyUnavailable(exhausted).details.retryAfterS).toBeUndefined();
    Object.assign(exhausted, { retryAfterSeconds: 41.2 });
    expect(retryAfterOf(exhausted)).toBe(42);
    const e = studyUnavailable(exhausted);
    expect(e).toMatchObject({ code: 'AI_UNAVAILABLE', details: { retryAfterS: 42 } });
    expect(studyUnavailable().code).toBe('AI_UNAVAILABLE');
  });
});

const q = (over: Record<string, unknown> = {}) => ({ question: 'Q?', options: ['a', 'b', 'c', 'd'], answerIndex: 2, explanation: null, ...over });
const eight = (bad?: (i: number) => Record<string, unknown>) => ({ questions: Array.from({ length: 8 }, (_, i) => q(bad?.(i) ?? {})) });

describe('quiz rules (hostile output)', () => {
  it('keeps 8 of more, and discards a quiz with fewer, a bad answer index, or not exactly 4 distinct options', () => {
    expect(sanitizeQuiz({ questions: Array.from({ length: 11 }, () => q()) })).toHaveLength(8);
    expect(sanitizeQuiz({ questions: Array.from({ length: 7 }, () => q()) })).toBeUndefined();
    for (const bad of [{ answerIndex: 4 }, { answerIndex: -1 }, { answerIndex: 1.5 }, { options: ['a', 'b', 'c'] }, { options: ['a', 'b', 'c', 'd', 'e'] }, { options: ['a', 'A', 'c', 'd'] }, { options: ['a', ' ', 'c', 'd'] }, { question: '  ' }]) {
      expect(sanitizeQuiz(eight((i) => (i === 3 ? bad : {}))), JSON.stringify(bad)).toBeUndefined();
    }
    expect(sanitizeQuiz(eight())![0]).toEqual({ question: 'Q?', options: ['a', 'b', 'c', 'd'], answerIndex: 2, explanation: '' });
  });

  it('passes at 70 %: 6 of 8 passes, 5 of 8 does not; 7 of 10 passes exactly at the line', () => {
    const qs = Array.from({ length: 8 }, () => ({ answerIndex: 0 }));
    expect(scoreQuiz(qs, [0, 0, 0, 0, 0, 0, 1, 1])).toEqual({ correct: 6, total: 8, percent: 75, passed: true });
    expect(scoreQuiz(qs, [0, 0, 0, 0, 0, 1, 1, 1])).toMatchObject({ correct: 5, passed: false });
    expect(scoreQuiz(Array.from({ length: 10 }, () => ({ answerIndex: 0 })), [0, 0, 0, 0, 0, 0, 0, 1, 1, 1])).toMatchObject({ percent: 70, passed: true });
  });
});

describe('plan rules (≤ 5 suggestions, ≤ 12 draft nodes, edges only backwards)', () => {
  it('drops blanks, repeats and board titles, caps the list, and keeps only edges to earlier kept nodes', () => {
    const out = {
      nodes: [
        { title: 'Vectors', after: [] },
        { title: '  ', after: [] },
        { title: 'Basics', after: [1] },
        { title: 'Matrices', after: [1, 3, 4, 5, 0, -2] },
        { title: 'matrices', after: [] },
        { title: 'Rank', after: [4, 4, 6] },
        { title: 'Norms', after: [] },
      ],
    };
    const nodes = sanitizeNodes(out, { onBoard: ['basics'], pages: [{ id: 'nbp_V', title: 'Vectors' }] }, 3);
    expect(nodes).toEqual([
      { n: 1, kind: 'PAGE', title: 'Vectors', pageId: 'nbp_V', why: '', after: [] },
      { n: 2, kind: 'SECTION', title: 'Matrices', why: '', after: [1] },
      { n: 3, kind: 'SECTION', title: 'Rank', why: '', after: [2] },
    ]);
  });
});

describe('card and answer caps', () => {
  it('keeps at most `count` cards with both sides; none is malformed', () => {
    const cards = [{ front: ' a ', back: ' b ' }, { front: '', back: 'x' }, { front: 'c', back: 'd' }, { front: 'e', back: 'f' }];
    expect(sanitizeCards({ cards }, 2)).toEqual([{ front: 'a', back: 'b' }, { front: 'c', back: 'd' }]);
    expect(sanitizeCards({ cards: [{ front: ' ', back: 'x' }] }, 6)).toBeUndefined();
  });

  it('cuts an answer after its 200th word, keeping its own line breaks', () => {
    const text = `First line.\n\n${Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ')}`;
    const cut = firstWords(text, 200);
    expect(cut.startsWith('First line.\n\nw0 w1')).toBe(true);
    expect(cut.match(/\S+/g)).toHaveLength(200);
    expect(cut.endsWith('w196 w197…')).toBe(true);
    expect(firstWords('short answer', 200)).toBe('short answer');
  });
});
