/**
 * The tool router's recall over the labeled set (tests/support/tool-routing/labeled.ts, written
 * from the tools' descriptions without the router's cards): in the first step every tool a case
 * needs is offered, and after one findTools round with the case's query what was missing is
 * found. Portuguese within 3 points of English. No model and no table: the router alone.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { routeContext } from '../../../core/ai/agent/tools/routing/conversation';
import { routedTools, TurnOffer } from '../../../core/ai/agent/tools/routing/offer';
import { clauses, toolRouter } from '../../../core/ai/agent/tools/routing/router';
import { routeTerm } from '../../../core/ai/agent/tools/routing/terms';
import { evaluate, recall } from '../../support/tool-routing-eval/evaluate';
import { ROUTING_SET } from '../../support/tool-routing/labeled';

const outcomes = evaluate(ROUTING_SET);
const misses = (lang?: 'en' | 'pt') => outcomes.filter((o) => o.missing.length && (!lang || o.case.lang === lang)).map((o) => `${o.case.id}: ${o.missing.join(', ')}`);

describe('tool routing over the labeled set', () => {
  it('covers every tool, in both languages, with follow-ups and page hints', () => {
    const needed = new Set(ROUTING_SET.flatMap((c) => c.needs));
    for (const t of AGENT_TOOLS) expect(needed.has(t.name), t.name).toBe(true);
    expect(ROUTING_SET.length).toBeGreaterThanOrEqual(150);
    expect(ROUTING_SET.filter((c) => c.lang === 'pt').length).toBe(ROUTING_SET.length / 2);
    expect(ROUTING_SET.filter((c) => c.history?.length).length).toBeGreaterThanOrEqual(30);
  });

  it('offers every needed tool in the first step for ≥ 97 % of cases, and ≥ 99 % after one findTools round', () => {
    const r = recall(outcomes);
    expect(r.firstStep, misses().join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(r.afterFind, outcomes.filter((o) => o.missingAfterFind.length).map((o) => o.case.id).join(', ')).toBeGreaterThanOrEqual(0.99);
  });

  it('serves Portuguese within 3 points of English', () => {
    const en = recall(outcomes.filter((o) => o.case.lang === 'en'));
    const pt = recall(outcomes.filter((o) => o.case.lang === 'pt'));
    expect(Math.abs(en.firstStep - pt.firstStep), `en ${en.firstStep}, pt ${pt.firstStep}`).toBeLessThanOrEqual(0.03);
    expect(Math.abs(en.afterFind - pt.afterFind)).toBeLessThanOrEqual(0.03);
  });

  it('keeps the offer small: a median under a fifth of the tools', () => {
    expect(recall(outcomes).medianOffered).toBeLessThanOrEqual(AGENT_TOOLS.length / 5);
  });
});

describe('the router', () => {
  const all = routedTools(AGENT_TOOLS);
  const router = toolRouter(all);
  const offer = (message: string, page?: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
    new TurnOffer(router, all, [...history, { role: 'user', content: message }], page).offered;

  it('reads the forms people type as the cards’ words (accents, verb forms, plurals)', () => {
    expect(routeTerm('Apague')).toBe(routeTerm('apagar'));
    expect(routeTerm('apaguei')).toBe(routeTerm('apaga'));
    expect(routeTerm('hábitos')).toBe(routeTerm('habit'));
    expect(routeTerm('deleting')).toBe(routeTerm('delete'));
    expect(routeTerm('the')).toBeNull();
    expect(routeTerm('você')).toBeNull();
  });

  it('always offers the core, and nothing else for a greeting', () => {
    expect([...offer('hi!')]).toEqual(['findTools', 'updateGlobalContext', 'updateChatContext']);
  });

  it('takes a typo that swaps two letters', () => {
    expect(offer('crie um hábtio Correr')).toContain('createUserHabit');
    expect(offer('quais tarfeas eu tenho?')).toContain('getUserTasks');
  });

  it('gives each request of a message its tools', () => {
    expect(clauses('make a habit Read, rename Gym and jot "buy shoes"')).toHaveLength(4);
    const o = offer('marca Ler e soma 1 na meta de livros');
    expect(o).toContain('checkRoutineItem');
    expect(o).toContain('increaseUserGoalValue');
  });

  it('gives a follow-up the tools of what the chat just did', () => {
    const history = [
      { role: 'user' as const, content: 'what habits do I have?' },
      { role: 'assistant' as const, content: '[getUserHabits: done]\nYou have Read and Run.' },
    ];
    expect(offer('ok, remove Run', undefined, history)).toContain('deleteUserHabit');
    expect(routeContext([...history, { role: 'user', content: 'x' }], new Set(['getUserHabits'])).recent).toEqual(['getUserHabits']);
  });

  it('reads a page hint: its anchor always, its tools after a message the cards hardly know, more when the message says "here"', () => {
    expect(offer('create one', '/habits')).toContain('createUserHabit');
    expect(offer('hmm', '/today')).toEqual(new Set([...offer('hi'), 'getTodayRoutine', 'checkRoutineItem', 'skipRoutineItem']));
    expect(offer('coloca aqui: fazer mapa mental', '/focus/grp_01JX')).toContain('addMicroTask');
  });

  it('findTools finds what the first step left out, from the next step on', () => {
    const o = new TurnOffer(router, all, [{ role: 'user', content: 'hello' }], undefined);
    expect(o.allows('logStudySession')).toBe(false);
    const found = o.find('log study minutes');
    expect(found.tools.map((t) => t.name)).toContain('logStudySession');
    expect(o.allows('logStudySession')).toBe(false);
    o.advance([]);
    expect(o.allows('logStudySession')).toBe(true);
  });
});
