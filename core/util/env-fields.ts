/**
 * The checks core/config.ts runs on the environment, without zod. Config is parsed at every
 * cold start, and zod (its core ~160 KB minified, read and compiled before the first request)
 * was the largest thing the agent function imported that the import itself does not need
 * (issue 35, docs/scale.md "Cold start"). Each check gives the value and the message zod gave
 * for the same schema (`z.coerce.number().int().min(n)`, `z.url()`, `z.enum`, …), so a bad
 * variable reads as it did: tests/unit/config-fields.test.ts runs every field kind and zod's
 * schema over the same inputs and compares values and messages.
 */

export interface EnvIssue {
  path: (string | number)[];
  message: string;
}

/** Parses one variable: its value, or `INVALID` after adding its issues (paths relative to it). */
export type Field<T> = (input: string | undefined, issues: EnvIssue[]) => T;

/** What a failed field returns; the parse as a whole fails, so the value is never read. */
export const INVALID = Symbol('invalid') as never;

const issue = (issues: EnvIssue[], message: string, path: (string | number)[] = []) => (issues.push({ path, message }), INVALID);

/** zod's name for a value's type in "expected X, received Y". */
function received(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isFinite(v) ? 'number' : String(v);
  return typeof v;
}

export interface NumberChecks {
  int?: boolean;
  /** `>= min` */
  min?: number;
  /** `<= max`, with zod's message or this one. */
  max?: number;
  maxMessage?: string;
  /** `> 0` */
  positive?: boolean;
}

/** A number's checks as zod runs them: every failed check is reported, in this order. */
function numberIssues(v: number, c: NumberChecks, issues: EnvIssue[], path: (string | number)[]): boolean {
  const before = issues.length;
  // A value that is not an integer is reported alone, as zod aborts there; an unsafe one is not.
  if (c.int && !Number.isInteger(v)) return (issue(issues, 'Invalid input: expected int, received number', path), false);
  if (c.int && !Number.isSafeInteger(v)) issue(issues, v > 0 ? `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` : `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`, path);
  if (c.min !== undefined && !(v >= c.min)) issue(issues, `Too small: expected number to be >=${c.min}`, path);
  if (c.max !== undefined && !(v <= c.max)) issue(issues, c.maxMessage ?? `Too big: expected number to be <=${c.max}`, path);
  if (c.positive && !(v > 0)) issue(issues, 'Too small: expected number to be >0', path);
  return issues.length === before;
}

/** `z.coerce.number()` with checks: `Number(input)`, which must be finite. */
export function number(c: NumberChecks = {}): Field<number> {
  return (input, issues) => {
    const v = Number(input);
    if (!Number.isFinite(v)) return issue(issues, `Invalid input: expected number, received ${received(v)}`);
    return numberIssues(v, c, issues, []) ? v : INVALID;
  };
}

/** `z.string()` with length checks. */
export function string(c: { min?: number; max?: number; minMessage?: string } = {}): Field<string> {
  return (input, issues) => {
    if (input === undefined) return issue(issues, 'Invalid input: expected string, received undefined');
    const v = input;
    const before = issues.length;
    if (c.min !== undefined && v.length < c.min) issue(issues, c.minMessage ?? `Too small: expected string to have >=${c.min} characters`);
    if (c.max !== undefined && v.length > c.max) issue(issues, `Too big: expected string to have <=${c.max} characters`);
    return issues.length === before ? v : INVALID;
  };
}

/** `z.enum(values)`. */
export function oneOf<const T extends string>(values: readonly T[]): Field<T> {
  return (input, issues) =>
    values.includes(input as T) ? (input as T) : issue(issues, `Invalid option: expected one of ${values.map((v) => JSON.stringify(v)).join('|')}`);
}

/** `z.url()`: trimmed, parseable by WHATWG URL; the value without ASCII tabs and newlines, as zod returns it. */
export const url: Field<string> = (input, issues) => {
  if (input === undefined) return issue(issues, 'Invalid input: expected string, received undefined');
  const trimmed = input.trim();
  return URL.canParse(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : issue(issues, 'Invalid URL');
};

/** `inner.default(fallback)`: an unset variable takes `fallback` as is, unchecked. */
export function withDefault<T>(fallback: T, inner: Field<T>): Field<T> {
  return (input, issues) => (input === undefined ? fallback : inner(input, issues));
}

/** A trimmed value, or undefined for unset or blank. */
export const optionalText: Field<string | undefined> = (input) => (input && input.trim() ? input.trim() : undefined);

/** `optionalText` checked by `inner` when present. */
export function optionalOf<T>(inner: Field<T>): Field<T | undefined> {
  return (input, issues) => {
    const v = optionalText(input, issues);
    return v === undefined ? undefined : inner(v, issues);
  };
}

/** A comma-separated list, trimmed and lowercased, empty items dropped; each item checked by `item`. */
export function list<T extends string = string>(fallback: string, item?: Field<T>): Field<T[]> {
  return (input, issues) => {
    const items = (input ?? fallback)
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean);
    if (!item) return items as T[];
    const before = issues.length;
    const out = items.map((x, i) => {
      const own: EnvIssue[] = [];
      const v = item(x, own);
      for (const o of own) issues.push({ path: [i, ...o.path], message: o.message });
      return v;
    });
    return issues.length === before ? out : INVALID;
  };
}

/** `z.enum(values).default(fallback).transform(v => v === 'true')`: a flag. */
export function flag(fallback: 'true' | 'false'): Field<boolean> {
  const values = oneOf(['true', 'false', ''] as const);
  return (input, issues) => {
    const v = values(input ?? fallback, issues);
    return v === INVALID ? INVALID : v === 'true';
  };
}

/** Parses every field of `spec` from `env`: the values by key, and the issues, each path starting with its variable. */
export function parseEnv<S extends Record<string, Field<unknown>>>(
  spec: S,
  env: Record<string, string | undefined>,
): { data: { [K in keyof S]: S[K] extends Field<infer T> ? T : never }; issues: EnvIssue[] } {
  const data: Record<string, unknown> = {};
  const issues: EnvIssue[] = [];
  for (const [key, field] of Object.entries(spec)) {
    const own: EnvIssue[] = [];
    data[key] = field(env[key], own);
    for (const o of own) issues.push({ path: [key, ...o.path], message: o.message });
  }
  return { data: data as never, issues };
}

/** A link's window limits as AI_LINK_LIMITS gives them (config.ts LinkLimits): only rpm, rpd, tpm, each a positive integer. */
export interface LinkLimits {
  rpm?: number;
  rpd?: number;
  tpm?: number;
}
const LIMIT_KEYS = ['rpm', 'rpd', 'tpm'] as const;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * AI_LINK_LIMITS: JSON of `{ link: { rpm?, rpd?, tpm? } }`, checked as
 * `z.record(z.string(), z.strictObject({ rpm: z.number().int().positive().optional(), … }))`.
 */
export const linkLimitsJson: Field<Record<string, LinkLimits>> = (input, issues) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input ?? '');
  } catch {
    return issue(issues, 'must be JSON, e.g. {"gemini":{"rpm":10,"rpd":250}}');
  }
  if (!isRecord(parsed)) return issue(issues, `Invalid input: expected record, received ${received(parsed)}`);
  const before = issues.length;
  const out: Record<string, LinkLimits> = {};
  for (const [link, limits] of Object.entries(parsed)) {
    if (!isRecord(limits)) {
      issue(issues, `Invalid input: expected object, received ${received(limits)}`, [link]);
      continue;
    }
    const own: LinkLimits = {};
    for (const k of LIMIT_KEYS) {
      const v = limits[k];
      if (v === undefined) continue;
      if (typeof v !== 'number' || !Number.isFinite(v)) issue(issues, `Invalid input: expected number, received ${received(v)}`, [link, k]);
      else if (numberIssues(v, { int: true, positive: true }, issues, [link, k])) own[k] = v;
    }
    const unknown = Object.keys(limits).filter((k) => !(LIMIT_KEYS as readonly string[]).includes(k));
    if (unknown.length > 0) issue(issues, `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${unknown.map((k) => JSON.stringify(k)).join(', ')}`, [link]);
    out[link] = own;
  }
  return issues.length === before ? out : INVALID;
};
