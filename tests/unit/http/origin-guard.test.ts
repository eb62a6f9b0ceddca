import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { edgeClientIp, originGuard, ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../../functions/http/origin-guard';
import type { AppEnv } from '../../../functions/http/types';

const CURRENT = 'current-origin-secret-0123456789abcdefghijkl';
const PREVIOUS = 'previous-origin-secret-0123456789abcdefghijk';

function guarded(secret: string | undefined, previous?: string) {
  const rejected: string[] = [];
  const app = new Hono<AppEnv>();
  app.onError((err, c) => c.json({ code: (err as AppError).code }, err instanceof AppError && err.code === 'NOT_FOUND' ? 404 : 500));
  app.use(originGuard(secret, previous, (stage) => void rejected.push(stage)));
  app.get('/health', (c) => c.json({ ok: true }));
  const get = (value?: string) => app.request('/health', { headers: value === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: value } });
  return { get, rejected };
}

describe('the origin guard (functions/http/origin-guard.ts)', () => {
  it('accepts the current and the previous secret, so a rotation never locks CloudFront out', async () => {
    const { get, rejected } = guarded(CURRENT, PREVIOUS);
    expect((await get(CURRENT)).status).toBe(200);
    expect((await get(PREVIOUS)).status).toBe(200);
    expect(rejected).toEqual([]);
  });

  it('refuses anything else with 404, and counts each refusal', async () => {
    const { get, rejected } = guarded(CURRENT, PREVIOUS);
    for (const v of [undefined, '', 'guess', CURRENT.slice(0, -1), `${PREVIOUS}x`]) expect((await get(v)).status).toBe(404);
    expect(rejected).toHaveLength(5);
  });

  it('accepts only the current one before the first rotation, and nothing without a current one (fail closed)', async () => {
    const first = guarded(CURRENT);
    expect((await first.get(CURRENT)).status).toBe(200);
    expect((await first.get(PREVIOUS)).status).toBe(404);
    const closed = guarded(undefined, PREVIOUS);
    expect((await closed.get(PREVIOUS)).status).toBe(404);
    expect((await closed.get(undefined)).status).toBe(404);
  });
});

describe('edgeClientIp', () => {
  const ipOf = async (behindEdge: boolean, headers: Record<string, string>) => {
    const app = new Hono();
    const clientIp = edgeClientIp(behindEdge, () => '10.0.0.1');
    app.get('/', (c) => c.text(clientIp(c)));
    return (await app.request('/', { headers })).text();
  };

  it('behind the edge, uses the viewer address CloudFront set; else, or when malformed, the connection\'s', async () => {
    expect(await ipOf(true, { [VIEWER_IP_HEADER]: '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ipOf(true, { [VIEWER_IP_HEADER]: '2001:db8::1' })).toBe('2001:db8::1');
    expect(await ipOf(true, { [VIEWER_IP_HEADER]: 'x"; drop' })).toBe('10.0.0.1');
    expect(await ipOf(true, {})).toBe('10.0.0.1');
    // Without an origin secret nothing vouches for the header (the local runtime): ignored.
    expect(await ipOf(false, { [VIEWER_IP_HEADER]: '203.0.113.7' })).toBe('10.0.0.1');
  });
});
