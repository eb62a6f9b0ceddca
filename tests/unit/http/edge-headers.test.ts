/**
 * The response headers and the body limit, prepared before the handler instead of patched on
 * after it (issue 35: hono re-creates a finished response for every header set late). The
 * values must stay exactly those of hono's own `secureHeaders` with our options.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { limitBody } from '../../../functions/http/body-limit';
import { noStore, securityHeaders } from '../../../functions/http/security-headers';

const UPLOADS = 'http://127.0.0.1:4566';

function honosOwn() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", new URL(UPLOADS).origin],
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

const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([k]) => k !== 'content-type'));

describe('security headers', () => {
  it('are exactly what hono\'s secureHeaders sets with the same options', async () => {
    const theirs = new Hono().use(honosOwn()).get('/', (c) => c.json({ ok: true }));
    const ours = new Hono().use(securityHeaders(UPLOADS)).get('/', (c) => c.json({ ok: true }));
    const expected = headersOf(await theirs.request('/'));
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(headersOf(await ours.request('/'))).toEqual(expected);
  });

  it('reach the error envelope, a 404 and a response the handler built itself', async () => {
    const expected = headersOf(await new Hono().use(honosOwn()).get('/', (c) => c.json({})).request('/'));
    const app = new Hono()
      .use(securityHeaders(UPLOADS))
      .get('/throws', () => {
        throw new Error('boom');
      })
      .get('/raw', () => new Response('plain', { status: 202 }));
    app.onError((_err, c) => c.json({ error: 'x' }, 500));
    for (const path of ['/throws', '/raw', '/nothing-here']) expect(headersOf(await app.request(path))).toEqual(expected);
  });

  it('no-store unless the route set its own cache-control', async () => {
    const app = new Hono()
      .use(noStore)
      .get('/plain', (c) => c.json({}))
      .get('/own', (c) => {
        c.header('cache-control', 'no-store, no-transform');
        return c.body('stream');
      })
      .get('/raw', () => new Response('x'));
    expect((await app.request('/plain')).headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/own')).headers.get('cache-control')).toBe('no-store, no-transform');
    expect((await app.request('/raw')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('body limit from the declared length', () => {
  const tooLarge = (): never => {
    throw new Error('too large');
  };
  const app = (limit: ReturnType<typeof limitBody>) => {
    const a = new Hono().use(limit).all('/', async (c) => c.text(`read ${(await c.req.text()).length}`));
    a.onError((err, c) => c.text(err.message, 413));
    return a;
  };
  const ours = app(limitBody(10, tooLarge));
  const theirs = app(bodyLimit({ maxSize: 10, onError: tooLarge }));
  const chunked = (body: string) => new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) });

  it('answers as hono\'s does: declared lengths, chunked bodies, a GET with none', async () => {
    const cases: [string, RequestInit][] = [
      ['GET', {}],
      ['POST small', { method: 'POST', body: '12345', headers: { 'content-length': '5' } }],
      ['POST large', { method: 'POST', body: '12345678901', headers: { 'content-length': '11' } }],
      ['POST chunked small', { method: 'POST', body: chunked('123'), duplex: 'half' } as RequestInit],
      ['POST chunked large', { method: 'POST', body: chunked('123456789012'), duplex: 'half' } as RequestInit],
    ];
    for (const [name, init] of cases) {
      const [a, b] = await Promise.all([ours.request('/', init), theirs.request('/', { ...init, body: init.body instanceof ReadableStream ? chunked(name.endsWith('large') ? '123456789012' : '123') : init.body })]);
      expect({ name, status: a.status, text: await a.text() }).toEqual({ name, status: b.status, text: await b.text() });
    }
  });
});
