import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import type { AppEnv } from './types';

/** The header CloudFront adds to every request it forwards to the agent's function URL. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The agent's function URL answers only requests that came through CloudFront (and so through
 * its WAF rate rule): CloudFront adds ORIGIN_VERIFY_HEADER with a secret from Secrets Manager,
 * overwriting any viewer header of that name. Anything else is told the route does not exist,
 * before auth, the body or a table call, in the first millisecond of the invocation.
 * The comparison is constant-time (digests of equal length), so timing reveals nothing.
 * Without a secret it refuses everything (fail closed): a check that switched itself off when
 * its variable went missing would open the URL to anyone who found it, with no sign of it.
 */
export function originGuard(secret: string | undefined) {
  const expected = secret === undefined ? undefined : digest(secret);
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(ORIGIN_VERIFY_HEADER);
    if (expected === undefined || given === undefined || !timingSafeEqual(digest(given), expected)) throw new AppError('NOT_FOUND', 'No such route');
    await next();
  });
}
