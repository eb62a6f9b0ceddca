import { z } from 'zod';

/**
 * A chain link's window limits (core/ai/chain/quota): requests a minute and a day, tokens a
 * minute; one left out is not gated. The repo's free-tier numbers are parsed with it; the
 * environment's AI_LINK_LIMITS is checked the same way without zod (core/util/env-fields.ts
 * linkLimitsJson, so that config stays off zod at a cold start; tests/unit/config-fields.test.ts).
 */
export const LinkLimits = z
  .object({
    rpm: z.number().int().positive().optional(),
    rpd: z.number().int().positive().optional(),
    tpm: z.number().int().positive().optional(),
  })
  .strict();
export type LinkLimits = z.infer<typeof LinkLimits>;
export const LinkLimitsByLink = z.record(z.string(), LinkLimits);
export type LinkLimitsByLink = z.infer<typeof LinkLimitsByLink>;
