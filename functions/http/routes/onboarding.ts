import type { LanguageModelV3 } from '@ai-sdk/provider';
import { Hono } from 'hono';
import { acceptSuggestions } from '../../../core/ai/onboarding/accept';
import { suggest } from '../../../core/ai/onboarding/suggest';
import { readJson } from '../body';
import { ctxOf } from '../ctx';
import type { AppEnv } from '../types';

/** The onboarding wizard (O1–O4): one structured call per step, idempotent acceptance. */
export function onboardingRoutes(model: () => LanguageModelV3) {
  return new Hono<AppEnv>()
    .post('/accept', async (c) => c.json(await acceptSuggestions(ctxOf(c), await readJson(c))))
    .post('/:step', async (c) => c.json(await suggest(ctxOf(c), model(), c.req.param('step'), await readJson(c))));
}
