import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ChainConfigError, PRODUCTION_LINEUP, planLineup } from '../../../core/ai/chain';
import { loadConfig } from '../../../core/config';

// C2 (blocked first and wins; nothing left refuses to construct) and C3 (prod pinned in a file).
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chain-')), AUTH_SECRET: 'x'.repeat(40), ...env });
const keys = (...links: string[]) => Object.fromEntries(links.map((l) => [`${l.toUpperCase()}_API_KEY`, `k-${l}`]));
const ALL = keys('mistral', 'gemini', 'glm', 'nvidia', 'deepseek');

describe('dev', () => {
  test('the order is followed and links without a key are left out with a note', () => {
    const plan = planLineup(config(keys('glm', 'mistral')));
    expect(plan.links).toEqual(['mistral', 'glm']);
    expect(plan.notes).toContainEqual({ level: 'warn', message: 'LLM link gemini has no API key (GEMINI_API_KEY); left out' });
  });

  test('blocked wins over the order and is checked before the key', () => {
    const plan = planLineup(config({ ...ALL, AI_LLM_CHAIN_ORDER: 'gemini,mistral,glm', AI_LLM_CHAIN_BLOCKED: 'gemini' }));
    expect(plan.links).toEqual(['mistral', 'glm']);
    const blockedNoKey = planLineup(config({ ...keys('glm'), AI_LLM_CHAIN_ORDER: 'mistral,glm', AI_LLM_CHAIN_BLOCKED: 'mistral' }));
    expect(blockedNoKey.notes).toEqual([{ level: 'info', message: 'LLM link mistral is blocked' }]);
  });

  test('order and blocked leaving nothing refuses to construct, saying what to set', () => {
    const plan = () => planLineup(config({ ...ALL, AI_LLM_CHAIN_ORDER: 'mistral,gemini', AI_LLM_CHAIN_BLOCKED: 'mistral,gemini' }));
    expect(plan).toThrow(ChainConfigError);
    expect(plan).toThrow(/AI_LLM_CHAIN_ORDER/);
  });

  test('a key elsewhere but none in the order refuses too (the simulator is only for no keys at all)', () => {
    const plan = () => planLineup(config({ ...keys('deepseek'), AI_LLM_CHAIN_ORDER: 'mistral,gemini' }));
    expect(plan).toThrow(/Set MISTRAL_API_KEY or GEMINI_API_KEY/);
  });

  test('no key at all gives the offline simulator, loudly', () => {
    const plan = planLineup(config({}));
    expect(plan.links).toEqual(['sim']);
    expect(plan.notes.at(-1)).toMatchObject({ level: 'warn', message: expect.stringContaining('OFFLINE SIMULATOR') });
    expect(() => planLineup(config({ AI_LLM_CHAIN_BLOCKED: 'sim' }))).toThrow(ChainConfigError);
  });

  test('unknown names are left out with a note; an override counts as configured', () => {
    const plan = planLineup(config({ AI_LLM_CHAIN_ORDER: 'mistrall,gemini' }), { present: new Set(['gemini']) });
    expect(plan.links).toEqual(['gemini']);
    expect(plan.notes[0]?.message).toContain('unknown link "mistrall"');
  });
});

describe('prod (C3)', () => {
  test('the pinned file says mistral,gemini and blocks glm, deepseek and sim', () => {
    expect(PRODUCTION_LINEUP.order).toEqual(['mistral', 'gemini']);
    expect(PRODUCTION_LINEUP.blocked).toEqual(expect.arrayContaining(['glm', 'deepseek', 'sim']));
  });

  test('widening the order by environment cannot bring a blocked provider back', () => {
    const plan = planLineup(config({ ...ALL, STAGE: 'prod', AI_LLM_CHAIN_ORDER: 'glm,deepseek,nvidia,sim,mistral,gemini' }));
    expect(plan.links).toEqual(['mistral', 'gemini']);
  });

  test('clearing the blocked list by environment does not unblock either', () => {
    const plan = planLineup(config({ ...ALL, STAGE: 'prod', AI_LLM_CHAIN_ORDER: 'deepseek', AI_LLM_CHAIN_BLOCKED: '' }));
    expect(plan.links).toEqual(['mistral', 'gemini']);
  });

  test('the pinned blocked list guards even if the pinned order were widened', () => {
    const production = { order: ['glm', 'mistral', 'deepseek', 'gemini'], blocked: ['glm', 'deepseek', 'sim'] };
    const plan = planLineup(config({ ...ALL, STAGE: 'prod', AI_LLM_CHAIN_BLOCKED: 'gemini' }), { production });
    expect(plan.links).toEqual(['mistral']);
  });

  test('the offline simulator never runs in prod, even if the pinned file named it', () => {
    const production = { order: ['sim', 'gemini'], blocked: [] };
    expect(planLineup(config({ ...ALL, STAGE: 'prod' }), { production }).links).toEqual(['gemini']);
  });

  test('the environment can narrow production', () => {
    const plan = planLineup(config({ ...ALL, STAGE: 'prod', AI_LLM_CHAIN_BLOCKED: 'mistral' }));
    expect(plan.links).toEqual(['gemini']);
  });

  test('no key in prod refuses to boot: never the simulator', () => {
    expect(() => planLineup(config({ STAGE: 'prod', ...keys('glm', 'deepseek') }))).toThrow(
      /production pins order \[mistral,gemini\].*Set MISTRAL_API_KEY or GEMINI_API_KEY/,
    );
  });
});
