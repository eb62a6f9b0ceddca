import { expect } from 'vitest';
import type { Ctx } from '../../../core/context';
import { signUp, STRONG_PASSWORD, testApi, type TestApi, type TestResponse } from '../../support/http';

export interface Student {
  id: string;
  token: string;
  ctx: Ctx;
  call<T = any>(method: string, path: string, body?: unknown): Promise<TestResponse<T>>;
  /** The call must answer `status` (default: 201 for POST, 204 for DELETE, else 200); returns the body. */
  ok<T = any>(method: string, path: string, body?: unknown, status?: number): Promise<T>;
  /** Sign in again: after a test moves the clock past the access token's 15 minutes. */
  relogin(): Promise<void>;
}

export async function student(api: TestApi = testApi()): Promise<Student> {
  const u = await signUp(api);
  let token = u.accessToken;
  const call = (method: string, path: string, body?: unknown) => api.request(method, path, { body, token });
  return {
    id: u.id,
    get token() {
      return token;
    },
    async relogin() {
      token = (await api.request('POST', '/auth/login', { body: { email: u.email, password: STRONG_PASSWORD } })).body.accessToken;
    },
    ctx: { deps: api.deps, actor: { userId: u.id } },
    call,
    async ok(method, path, body, status) {
      const res = await call(method, path, body);
      const expected = status ?? (method === 'POST' && !path.endsWith('/review') ? 201 : method === 'DELETE' ? 204 : 200);
      expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(expected);
      return res.body;
    },
  };
}

/** A page through the real route; `parentId` may be an id or a title. */
export async function page(s: Student, title: string, parentId?: string): Promise<{ id: string; title: string }> {
  return s.ok('POST', '/notebook/pages', { title, ...(parentId ? { parentId } : {}) });
}
