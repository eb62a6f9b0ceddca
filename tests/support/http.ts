import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../functions/http/app';
import type { Deps } from '../../core/context';
import type { AppEnv } from '../../functions/http/types';
import { testDeps } from './deps';
import { responseProblems } from './openapi-check';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  app: Hono<AppEnv>;
  deps: Deps;
  request<T = any>(method: string, path: string, opts?: { body?: unknown; token?: string; ip?: string; raw?: string }): Promise<TestResponse<T>>;
}

/** The real Hono app over DynamoDB Local, called in-process (no socket), JSON in and out. */
export function testApi(deps: Deps = testDeps(), opts: Partial<AppOptions> = {}): TestApi {
  // Tests set the caller's IP through a header only this test transport reads.
  const app = createApp(deps, { clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1', ...opts });
  return {
    app,
    deps,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.ip) headers['x-test-ip'] = opts.ip;
      const bodyless = method === 'GET' || method === 'HEAD';
      const body = bodyless ? undefined : (opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)));
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      // Drift between the server and its OpenAPI document fails the test that saw it.
      const problems = responseProblems(method, path, res.status, res.headers.get('content-type'), parsed);
      if (problems.length) throw new Error(`response does not match the OpenAPI document:\n${problems.join('\n')}`);
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
  };
}

export const STRONG_PASSWORD = 'Correct-horse-42';

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

/** Sign up a fresh user (unique email) through the real route. */
export async function signUp(api: TestApi, name = 'Test User'): Promise<TestUser> {
  const email = `u-${randomUUID()}@example.test`;
  const res = await api.request('POST', '/auth/signup', { body: { email, password: STRONG_PASSWORD, displayName: name } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, accessToken: res.body.accessToken, refreshToken: res.body.refreshToken };
}
