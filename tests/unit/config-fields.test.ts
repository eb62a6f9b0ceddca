/**
 * core/config.ts checks the environment without zod (core/util/env-fields.ts; issue 35: zod stays
 * out of the functions' cold start). Each field kind must give what the zod schema it replaced
 * gave for the same input: the value, or the messages (as loadConfig prints them). Here each
 * kind and its zod schema parse the same inputs, edge cases included, and are compared.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../core/errors';
import { requiredForMissing } from '../../core/errors';
import { flag, linkLimitsJson, list, number, oneOf, optionalOf, optionalText, parseEnv, string, url, withDefault, type Field } from '../../core/util/env-fields';
import { LinkLimitsByLink } from '../../core/util/link-limits';

type Outcome = { value: unknown } | { messages: string[] };

function viaZod(schema: z.ZodType, input: string | undefined): Outcome {
  const r = z.object({ V: schema }).safeParse(input === undefined ? {} : { V: input });
  return r.success ? { value: r.data.V } : { messages: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

function viaField(field: Field<unknown>, input: string | undefined): Outcome {
  const { data, issues } = parseEnv({ V: field }, input === undefined ? {} : { V: input });
  return issues.length === 0 ? { value: data.V } : { messages: issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

const zOptionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : undefined));
const zList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    );
const zJson = z.string().transform((s, ctx) => {
  try {
    return JSON.parse(s) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. {"gemini":{"rpm":10,"rpd":250}}' });
    return z.NEVER;
  }
});

const NUMBERS = [undefined, '', ' ', '0', '1', '17', '3.5', '-2.5', '-1', '65535', '65536', '1e300', '-1e300', 'Infinity', '-Infinity', 'NaN', 'abc', ' 42 ', '0x10', '28001'];
const TEXTS = [undefined, '', ' ', 'ab', 'abc', 'x'.repeat(31), 'x'.repeat(32), ` ${'y'.repeat(40)} `, 'x'.repeat(300)];
const URLS = [undefined, '', ' ', 'not a url', 'http://127.0.0.1:8000', '  https://api.test/v1  ', 'https://a.test/x\ty', 'http:example.com', 'mailto:a@b.test', 'https://'];
const CHOICES = [undefined, '', 'dev', 'prod', 'Prod', ' dev', 'true', 'false', 'yes'];
const LISTS = [undefined, '', ' , ', 'Mistral, GLM,,', 'interactive', 'study,interactive', 'everything', 'x,study,y'];
const JSONS = [undefined, '', '   ', '{bad', '[]', 'null', '5', '"s"', '{}', '{"gemini":{"rpm":10,"rpd":250}}', '{"a":[]}', '{"a":null,"b":3,"c":"x"}',
  '{"a":{"rpm":"3","x":1,"y":2,"tpm":0}}', '{"a":{"rpm":1e300}}', '{"a":{"rpm":-1e300,"tpm":-2.5}}', '{"a":{"rpm":null,"rpd":true}}', '{"a":{},"b":{"tpm":5}}'];

const KINDS: [string, Field<unknown>, z.ZodType, (string | undefined)[]][] = [
  ['int with a minimum', withDefault(5, number({ int: true, min: 1 })), z.coerce.number().int().min(1).default(5), NUMBERS],
  ['int in a range', withDefault(3000, number({ int: true, min: 0, max: 65535 })), z.coerce.number().int().min(0).max(65535).default(3000), NUMBERS],
  ['int with its own message', withDefault(25_000, number({ int: true, min: 1, max: 28_000, maxMessage: 'must stay under 30 s' })), z.coerce.number().int().min(1).max(28_000, 'must stay under 30 s').default(25_000), NUMBERS],
  ['number in a range', withDefault(0, number({ min: 0, max: 1_000_000 })), z.coerce.number().min(0).max(1_000_000).default(0), NUMBERS],
  ['positive number', withDefault(0.5, number({ positive: true })), z.coerce.number().positive().default(0.5), NUMBERS],
  ['text', withDefault('local', string({ min: 1 })), z.string().min(1).default('local'), TEXTS],
  ['text with a length range', withDefault('beyou', string({ min: 3, max: 255 })), z.string().min(3).max(255).default('beyou'), TEXTS],
  ['any text', withDefault('us-east-1', string()), z.string().default('us-east-1'), TEXTS],
  ['optional text', optionalText, zOptionalText, TEXTS],
  ['optional secret', optionalOf(string({ min: 32, minMessage: 'must be at least 32 characters' })), zOptionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()), TEXTS],
  ['url', withDefault('https://api.mistral.ai/v1', url), z.url().default('https://api.mistral.ai/v1'), URLS],
  ['optional url', optionalOf(url), zOptionalText.pipe(z.url().optional()), URLS],
  ['choice', withDefault('dev', oneOf(['dev', 'prod'] as const)), z.enum(['dev', 'prod']).default('dev'), CHOICES],
  ['optional choice', optionalOf(oneOf(['tavily', 'gemini'] as const)), zOptionalText.pipe(z.enum(['tavily', 'gemini']).optional()), [...CHOICES, 'tavily', ' gemini ']],
  ['flag', flag('false'), z.enum(['true', 'false', '']).default('false').transform((v) => v === 'true'), CHOICES],
  ['list', list('mistral,gemini'), zList('mistral,gemini'), LISTS],
  ['list of choices', list('interactive', oneOf(['interactive', 'study'] as const)), zList('interactive').pipe(z.array(z.enum(['interactive', 'study']))), LISTS],
  ['link limits JSON', optionalOf(linkLimitsJson), zOptionalText.pipe(zJson.pipe(LinkLimitsByLink).optional()), JSONS],
];

describe('environment fields (core/util/env-fields.ts) against the zod schemas they replaced', () => {
  for (const [kind, field, schema, inputs] of KINDS) {
    it(`${kind}: the same values and messages`, () => {
      for (const input of inputs) expect({ input, ...viaField(field, input) }).toEqual({ input, ...viaZod(schema, input) });
    });
  }

  it('zod reads the "Required" message of core/errors.ts from its global config, without core/errors.ts importing zod', () => {
    expect(z.config().customError).toBe(requiredForMissing);
    expect(z.object({ name: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('Required');
  });
});
