import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * Headers every response carries. The CSP is the web client's (served from the same server
 * locally): only its own scripts, styles and API (Vite builds no inline script; Preact sets
 * styles through the DOM, which CSP allows), no framing by anyone (clickjacking), no plugins,
 * no <base> tricks. JSON responses get the same: harmless for them, and nothing rendered from
 * an API response by mistake can run anything. `uploadOrigin` is the file store the browser
 * PUTs a PDF to (the local S3, `S3_ENDPOINT`): the one other place the client may connect to.
 * Mermaid's diagrams carry their own <style>; the client shows them as images (their styles
 * apply inside the image document), so styles stay 'self' with no 'unsafe-inline'.
 *
 * The values are those of hono's `secureHeaders` with our options
 * (tests/unit/http/edge-headers.test.ts holds them equal).
 */
export function securityHeaderList(uploadOrigin?: string): [string, string][] {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ['connect-src', "'self'", ...(uploadOrigin ? [new URL(uploadOrigin).origin] : [])].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', csp],
  ];
}

/**
 * Sets `headers` on the response. They are prepared BEFORE the handler runs, so the response
 * the handler builds (`c.json`, `c.body`, a stream, the error envelope) is created with them.
 * Setting them after it, as hono's `secureHeaders` does, makes hono re-create the finished
 * response for every header (`c.header` on a finalized context), and the node server then
 * builds two full undici Responses per request (issue 35: measured on every route). A response
 * a handler built itself (`c.res = new Response(…)`) does not take prepared headers: those get
 * them afterwards, on their own headers. A handler's own value for one of them wins (the event
 * stream's cache-control).
 */
export function responseHeaders(headers: [string, string][] | ((c: Context) => [string, string][])) {
  return createMiddleware(async (c, next) => {
    const list = typeof headers === 'function' ? headers(c) : headers;
    for (const [name, value] of list) c.header(name, value);
    await next();
    const res = c.res.headers;
    for (const [name, value] of list) if (!res.has(name)) res.set(name, value);
  });
}

export function securityHeaders(uploadOrigin?: string) {
  return responseHeaders(securityHeaderList(uploadOrigin));
}

/**
 * Personal data (a profile, tokens, a mood journal, a chat) is never kept by a browser's or a
 * proxy's cache: every authenticated and every /auth response says so (a route that sets its
 * own, like the event stream's `no-store, no-transform`, keeps it).
 */
export const noStore = responseHeaders([['Cache-Control', 'no-store']]);
