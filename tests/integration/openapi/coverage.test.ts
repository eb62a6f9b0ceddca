import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createAgentStreamApp } from '../../../functions/http/agent-stream-app';
import { API_ROUTES } from '../../../functions/http/openapi/registry';
import { testDeps } from '../../support/deps';
import { testApi } from '../../support/http';

/**
 * The OpenAPI document against the app that serves it (issue 36): every route the Hono app
 * serves is described, nothing described is missing from the app, and the document is valid
 * OpenAPI 3.1 by a standard validator.
 */
/** Served but not API routes: the reference page and its files (HTML, CSS, JS for people). */
const NOT_API = new Set(['GET /docs', 'GET /docs/assets/{name}']);

function served(routes: { method: string; path: string }[]): Set<string> {
  return new Set(
    routes
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter((k) => !NOT_API.has(k)),
  );
}

describe('the OpenAPI document', () => {
  const api = testApi();

  it('describes every route the REST app serves, and only those', () => {
    const routes = served(api.app.routes);
    const documented = new Set(Object.keys(API_ROUTES));
    expect([...routes].filter((k) => !documented.has(k)).sort(), 'served but not in functions/http/openapi/registry.ts').toEqual([]);
    expect([...documented].filter((k) => !routes.has(k)).sort(), 'in the registry but not served').toEqual([]);
  });

  it("describes the agent function URL's routes too (the same stream routes)", () => {
    const app = createAgentStreamApp(testDeps(), { clientIp: () => '127.0.0.1' });
    const missing = [...served(app.routes)].filter((k) => !(k in API_ROUTES));
    expect(missing).toEqual([]);
  });

  it('is served at GET /openapi.json without a token, cacheable, and valid OpenAPI 3.1', async () => {
    const res = await api.app.request('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const doc = (await res.json()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('states bearer auth, the error envelope with every code, 429 with Retry-After, cursors and the event stream', async () => {
    const doc = (await (await api.app.request("/openapi.json")).json()) as any;
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/auth/login'].post.security).toEqual([]);
    expect(doc.components.schemas.ErrorCode.enum).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT', 'AMBIGUOUS_NAME', 'BOARD_FULL', 'NOTEBOOK_NOTHING_TO_STUDY', 'AI_REFUSED', 'RATE_LIMITED', 'TOO_MANY_STREAMS', 'AI_UNAVAILABLE']));
    expect(doc.components.responses.RateLimited.headers['Retry-After']).toBeDefined();
    for (const [path, item] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) expect(op.responses['429'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/RateLimited' });
    }
    const habits = doc.paths['/habits'].get;
    expect(habits.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['cursor', 'limit']));
    const stream = doc.paths['/ai/agent/chats/{id}/stream'].post.responses['200'].content['text/event-stream'].schema;
    expect(stream).toEqual({ $ref: '#/components/schemas/AgentEvent' });
    for (const name of ['Turn', 'Model', 'Token', 'ToolStarted', 'ToolFinished', 'ApprovalRequired', 'Done', 'Error']) expect(doc.components.schemas[`AgentEvent${name}`], name).toBeDefined();
  });
});
