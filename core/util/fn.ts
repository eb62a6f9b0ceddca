import type { z } from 'zod';
import { fromZod } from '../errors';

/**
 * A service command that validates its own input: REST routes and agent tools pass raw,
 * untrusted input and get the same validation. `.schema` is the one schema both use.
 */
export type Command<S extends z.ZodType, C, R> = ((ctx: C, input: unknown) => Promise<R>) & {
  schema: S;
};

export function command<S extends z.ZodType, C, R>(
  schema: S,
  impl: (ctx: C, input: z.output<S>) => Promise<R>,
): Command<S, C, R> {
  const run = async (ctx: C, input: unknown): Promise<R> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw fromZod(parsed.error);
    return impl(ctx, parsed.data);
  };
  return Object.assign(run, { schema });
}

/** Parse or throw VALIDATION_FAILED listing every field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZod(parsed.error);
  return parsed.data;
}
