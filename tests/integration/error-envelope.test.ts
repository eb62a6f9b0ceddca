import { describe, expect, it } from 'vitest';
import { createDeps } from '../../core/context';
import { createDb } from '../../core/db/client';
import { signUp, testApi } from '../support/http';
import { testConfig } from '../support/deps';

const api = testApi();

describe('the error envelope', () => {
  it('lists every failed field, not just the first', async () => {
    const res = await api.request('POST', '/auth/signup', { body: { email: 'nope', password: 'x', displayName: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const paths = res.body.error.fields.map((f: { path: string }) => f.path);
    expect(new Set(paths)).toEqual(new Set(['email', 'password', 'displayName']));
    for (const f of res.body.error.fields) expect(f.message).toEqual(expect.any(String));
  });

  it('names a missing field as Required', async () => {
    const res = await api.request('POST', '/auth/login', { body: {} });
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Required' },
        { path: 'password', message: 'Required' },
      ]),
    );
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api.request('POST', '/auth/login', { raw: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body over 64 KB with a clear 400', async () => {
    const res = await api.request('POST', '/auth/login', { raw: JSON.stringify({ email: 'x'.repeat(70_000) }) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/too large/i);
  });

  it('answers unknown routes with the NOT_FOUND envelope', async () => {
    const res = await api.request('GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('turns an unexpected failure into a 500 with a reference and nothing internal', async () => {
    const u = await signUp(api);
    // A table that does not exist: the SDK error carries the table name and AWS internals.
    const config = testConfig({ TABLE_NAME: 'no-such-table-here' });
    const broken = testApi(createDeps(config, { db: createDb(config.db) }));
    const res = await broken.request('GET', '/me', { token: u.accessToken });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(res.body.error.requestId).toEqual(expect.any(String));
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/no-such-table|ResourceNotFound|at .*\.ts|stack|dynamodb/i);
    expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
  });
});
