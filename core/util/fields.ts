import { z } from 'zod';

/** An id as the model or a client passes it: opaque, trimmed, bounded. */
export function idField(what: string, example: string) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(64)
    .describe(`The ${what}'s id (e.g. "${example}…"), as returned by a list or create; never invented`);
}

/** Importance / difficulty: whole steps 1–5 (DOMAIN-FACTS), 3 when not given (as onboarding does). */
export function rating(what: string, meaning: string) {
  return z.number().int().min(1).max(5).describe(`${what}, a whole number 1–5 (${meaning}); default 3`);
}

export const DEFAULT_RATING = 3;

// Described after `.nullable()`: a description inside an anyOf is one a model may never see.
export const iconField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .nullable()
  .describe('Icon shown by the apps: an emoji or an icon name; null removes it');
