import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../functions/http/openapi/document';

/**
 * Every response the HTTP tests get, checked against the OpenAPI document's schema for its
 * route and status (tests/support/http.ts calls this). The document is generated from the
 * routes' zod schemas, whose objects say `additionalProperties: false`: a field the server
 * sends that a schema lacks fails, and so does a missing field, a wrong type, or a status the
 * document does not list. Routes the document does not describe (a probe of an unknown path)
 * are left alone; tests/integration/openapi/coverage.test.ts sees to it that no real one is.
 */
type Doc = ReturnType<typeof openApiDocument>;
interface Route { method: string; template: string; pattern: RegExp; params: number }

let state: { doc: Doc; ajv: Ajv2020; routes: Route[]; compiled: Map<string, ValidateFunction | null> } | undefined;

function setup() {
  if (state) return state;
  const doc = openApiDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema(doc as object, 'openapi');
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const params = (template.match(/\{\w+\}/g) ?? []).length;
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    for (const method of Object.keys(item ?? {})) routes.push({ method: method.toUpperCase(), template, pattern, params });
  }
  // A literal segment wins over a parameter (/notebook/pages/resolve before /notebook/pages/{id}), as in the router.
  routes.sort((a, b) => a.params - b.params);
  state = { doc, ajv, routes, compiled: new Map() };
  return state;
}

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems with one response, or [] when it matches (or its route is not described). */
export function responseProblems(method: string, url: string, status: number, contentType: string | null, body: unknown): string[] {
  const { doc, ajv, routes, compiled } = setup();
  const path = new URL(url, 'http://x').pathname;
  const route = routes.find((r) => r.method === method && r.pattern.test(path));
  if (!route) return [];
  const op = (doc.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>)[route.template]![method.toLowerCase()]!;
  const described = op.responses[String(status)] ?? (status >= 400 ? op.responses.default : undefined);
  if (!described) return [`${method} ${route.template}: status ${status} is not in the document (it lists ${Object.keys(op.responses).join(', ')})`];
  const response = described.$ref
    ? (doc.components!.responses as Record<string, { content?: Record<string, unknown> }>)[described.$ref.split('/').at(-1)!]!
    : described;
  const media = Object.keys(response.content ?? {})[0];
  if (!media) return body === undefined || body === '' ? [] : [`${method} ${route.template} ${status}: the document says no body, the server sent one`];
  if (media !== 'application/json') return contentType?.startsWith(media) ? [] : [`${method} ${route.template} ${status}: ${contentType} instead of ${media}`];
  const key = `${method} ${route.template} ${status}`;
  if (!compiled.has(key)) {
    const base = described.$ref ?? `#/paths/${pointer(route.template)}/${method.toLowerCase()}/responses/${status}`;
    compiled.set(key, ajv.compile({ $ref: `openapi${base}/content/application~1json/schema` }));
  }
  const validate = compiled.get(key)!;
  if (validate!(body)) return [];
  return validate!.errors!.map((e) => `${key}: ${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` "${String(e.params.additionalProperty)}" (not in the schema)` : ''}`);
}
