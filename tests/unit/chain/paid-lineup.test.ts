import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PAID_TIERS, planLineup } from '../../../core/ai/chain';
import { loadConfig } from '../../../core/config';

// Issue 32, P1: the paid spill-over joins the chain only with a budget and its key, and only
// as an allowed provider's paid tier (in production: a provider production.json orders).
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chain-')), AUTH_SECRET: 'x'.repeat(40), MISTRAL_API_KEY: 'k', GEMINI_API_KEY: 'k', ...env });
const PAID = { MISTRAL_PAID_API_KEY: 'paid-key', AI_MONTHLY_BUDGET_USD: '100' };

describe('the paid link in the lineup', () => {
  test('absent at budget 0 (the default), even with its key', () => {
    expect(planLineup(config({ MISTRAL_PAID_API_KEY: 'paid-key' })).paid).toEqual([]);
    expect(planLineup(config({ ...PAID, AI_MONTHLY_BUDGET_USD: '0', STAGE: 'prod' })).paid).toEqual([]);
  });

  test('present with a budget and a key, after the free links, in dev and in production (Mistral is allowed, P1)', () => {
    const dev = planLineup(config(PAID));
    expect(dev.paid).toEqual(['mistral-paid']);
    const prod = planLineup(config({ ...PAID, STAGE: 'prod' }));
    expect(prod.links).toEqual(['mistral', 'gemini']);
    expect(prod.paid).toEqual(['mistral-paid']);
    expect(PAID_TIERS['mistral-paid'].provider).toBe('mistral');
  });

  test('a budget without the key: left out, with a note naming the variable', () => {
    const plan = planLineup(config({ AI_MONTHLY_BUDGET_USD: '100' }));
    expect(plan.paid).toEqual([]);
    expect(plan.notes).toContainEqual({ level: 'warn', message: 'LLM paid link mistral-paid has no API key (MISTRAL_PAID_API_KEY); the monthly budget is not used' });
  });

  test('blocked with its provider, or by name; in production a provider production.json does not order is never paid for', () => {
    expect(planLineup(config({ ...PAID, AI_LLM_CHAIN_BLOCKED: 'mistral', AI_LLM_CHAIN_ORDER: 'gemini' })).paid).toEqual([]);
    expect(planLineup(config({ ...PAID, AI_LLM_CHAIN_BLOCKED: 'mistral-paid' })).paid).toEqual([]);
    const pinned = { order: ['gemini'], blocked: ['glm', 'deepseek', 'sim'] };
    expect(planLineup(config({ ...PAID, STAGE: 'prod' }), { production: pinned }).paid).toEqual([]);
  });

  test('AI_PAID_CLASSES names only call classes', () => {
    expect(config({ AI_PAID_CLASSES: 'interactive,study' }).chain.paid.classes).toEqual(['interactive', 'study']);
    expect(() => config({ AI_PAID_CLASSES: 'everything' })).toThrow(/AI_PAID_CLASSES/);
    expect(() => config({ AI_MONTHLY_BUDGET_USD: '-5' })).toThrow(/AI_MONTHLY_BUDGET_USD/);
  });
});
