import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers every response carries. The CSP is the web client's (served from the same server
 * locally): only its own scripts, styles and API (Vite builds no inline script; Preact sets
 * styles through the DOM, which CSP allows), no framing by anyone (clickjacking), no plugins,
 * no <base> tricks. JSON responses get the same: harmless for them, and nothing rendered from
 * an API response by mistake can run anything. `uploadOrigin` is the file store the browser
 * PUTs a PDF to (the local S3, `S3_ENDPOINT`): the one other place the client may connect to.
 * Mermaid's diagrams carry their own <style>; the client shows them as images (their styles
 * apply inside the image document), so styles stay 'self' with no 'unsafe-inline'.
 */
export function securityHeaders(uploadOrigin?: string) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(uploadOrigin ? [new URL(uploadOrigin).origin] : [])],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
  });
}

/**
 * Personal data (a profile, tokens, a mood journal, a chat) is never kept by a browser's or a
 * proxy's cache: every authenticated and every /auth response says so (a route that sets its
 * own, like the event stream's `no-store, no-transform`, keeps it).
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
});
