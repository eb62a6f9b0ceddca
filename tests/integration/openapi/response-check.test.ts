import { describe, expect, it } from 'vitest';
import { responseProblems } from '../../support/openapi-check';
import { signUp, testApi } from '../../support/http';

/**
 * The check every HTTP test's responses pass through (tests/support/http.ts): it must catch a
 * field the server sends that the document lacks (a field removed from a response schema), a
 * field the document promises that is missing, and a status the document does not list.
 */
describe('responses checked against the OpenAPI document', () => {
  const api = testApi();

  it('passes a real response, and fails one with a field the schema lacks or missing one it requires', async () => {
    const me = await signUp(api);
    const created = await api.request('POST', '/habits', { token: me.accessToken, body: { name: 'Read' } });
    expect(created.status).toBe(201);
    const json = 'application/json';
    expect(responseProblems('POST', '/habits', 201, json, created.body)).toEqual([]);
    expect(responseProblems('POST', '/habits', 201, json, { ...created.body, secret: 1 })).toEqual([expect.stringContaining('"secret" (not in the schema)')]);
    const { xp: _xp, ...withoutXp } = created.body;
    expect(responseProblems('POST', '/habits', 201, json, withoutXp)).toEqual([expect.stringContaining("must have required property 'xp'")]);
    expect(responseProblems('GET', `/habits/${created.body.id}`, 200, json, { ...created.body, xp: 'many' })).toEqual([expect.stringContaining('/xp must be number')]);
  });

  it('checks lists with their cursor, errors with the envelope, and refuses an undocumented status', async () => {
    const me = await signUp(api);
    const list = await api.request('GET', '/habits?limit=1', { token: me.accessToken });
    expect(responseProblems('GET', '/habits?limit=1', 200, 'application/json', list.body)).toEqual([]);
    expect(responseProblems('GET', '/habits', 200, 'application/json', { items: [] })).toEqual([expect.stringContaining("'nextCursor'")]);
    expect(responseProblems('GET', '/habits/hab_x', 404, 'application/json', { error: { code: 'NOT_FOUND', message: 'x' } })).toEqual([]);
    expect(responseProblems('GET', '/habits/hab_x', 404, 'application/json', { error: { code: 'NOPE', message: 'x' } })).not.toEqual([]);
    expect(responseProblems('POST', '/habits', 299, 'application/json', {})).toEqual([expect.stringContaining('status 299 is not in the document')]);
  });

  it('knows a 204 has no body and the stream is text/event-stream', () => {
    expect(responseProblems('DELETE', '/habits/hab_x', 204, null, undefined)).toEqual([]);
    expect(responseProblems('DELETE', '/habits/hab_x', 204, null, { ok: true })).not.toEqual([]);
    expect(responseProblems('POST', '/ai/agent/chats/c/stream', 200, 'text/event-stream; charset=utf-8', 'event: token')).toEqual([]);
    expect(responseProblems('POST', '/ai/agent/chats/c/stream', 200, 'application/json', {})).not.toEqual([]);
  });
});
