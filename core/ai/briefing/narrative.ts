import { z } from 'zod';
import type { NarrativeStatus } from './entity';

export interface Narrative {
  status: NarrativeStatus;
  todayLines: string[];
  yesterdayLines: string[];
}

export const UNAVAILABLE: Narrative = { status: 'UNAVAILABLE', todayLines: [], yesterdayLines: [] };
export const PENDING: Narrative = { status: 'PENDING', todayLines: [], yesterdayLines: [] };

/** Exactly what the narrator asks the model for (CONTRACT). */
export const NarrativeOutput = z.object({ todayLines: z.array(z.string()), yesterdayLines: z.array(z.string()) });

export const MAX_LINES = 3;
export const MAX_LINE_CHARS = 220;

/** ≤ 3 lines each, one sentence ≤ 220 chars, blanks dropped (DOMAIN-FACTS "Narrative"). */
export function sanitizeLines(lines: string[]): string[] {
  return lines
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0 && l.length <= MAX_LINE_CHARS)
    .slice(0, MAX_LINES);
}

const NUMBER = /\d+(?:[.,]\d+)?/g;

/** Every number that appears anywhere in the facts, as written (B1: the model invents none). */
export function numbersIn(value: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'number') out.add(String(v));
    else if (typeof v === 'string') for (const m of v.match(NUMBER) ?? []) out.add(m.replace(',', '.'));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

/** The first number in the prose that the facts do not contain, if any. */
export function inventedNumber(lines: string[], facts: unknown): string | undefined {
  const known = numbersIn(facts);
  for (const line of lines) {
    for (const m of line.match(NUMBER) ?? []) if (!known.has(m.replace(',', '.'))) return m;
  }
  return undefined;
}
