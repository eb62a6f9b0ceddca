import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * hono's `bodyLimit`, with the common cases decided from the headers alone. hono's reads
 * `c.req.raw.body` first, and on the node server that alone builds a full undici Request (with
 * its AbortController and a finalizer) for every request, a GET included: a measurable share of
 * a small route's CPU (issue 35). The same rules without touching the body: a declared
 * Content-Length (and no Transfer-Encoding) is compared with the limit, as hono does; a GET or
 * HEAD that declares no body has none. Anything else (a chunked body) goes through hono's,
 * which counts the bytes as they arrive.
 */
export function limitBody(maxSize: number, tooLarge: () => never): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) return parseInt(length, 10) > maxSize ? tooLarge() : next();
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    return counted(c, next);
  };
}
