import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { ERROR_RESPONSES, OTHER_ERRORS, type ErrorStatus } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `METHOD /path/{param}`: the route as the app serves it, Hono's `:param` written `{param}`. */
export type RouteKey = `${Method} /${string}`;

/** A route's description: what it takes (the command's own schema) and what it answers. */
export interface OperationSpec {
  summary: string;
  description?: string;
  /**
   * The service command's schema (`command.schema`): path fields, then body (or query for GET
   * and DELETE) from the rest. The route merges path ids into it, so one schema says it all.
   */
  input?: z.ZodType;
  /** Path parameter → the input field it fills, when the names differ (`{id}` → `page`). */
  pathFields?: Record<string, string>;
  /** Input fields read from the query string on a non-GET route. */
  queryFields?: string[];
  /** Status → body schema; `null` for no body (204, 303). */
  responses: Partial<Record<200 | 201 | 202 | 204 | 303, z.ZodType | null>>;
  /** Statuses beyond the ones every route can answer (400, 401, 429, 500; 404 with a path id). */
  errors?: ErrorStatus[];
  /** No bearer token (sign-in, health, the description itself). */
  public?: boolean;
  /** `text/event-stream` of the agent's events instead of JSON. */
  stream?: z.ZodType;
  headers?: z.ZodObject;
  /** The answer is a page for people (`text/html`), not JSON. */
  html?: true;
}

type Shape = Record<string, z.ZodType>;

/** The object behind a command schema (transforms and refinements wrap it). */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  return undefined;
}

function without(schema: z.ZodType, keys: string[]): z.ZodType {
  if (keys.length === 0) return schema;
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map((o) => without(o, keys)));
  const obj = objectOf(schema);
  if (!obj) return schema;
  const shape = Object.fromEntries(Object.entries(obj.shape as Shape).filter(([k]) => !keys.includes(k)));
  return z.object(shape);
}

function fieldOf(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodUnion) return fieldOf((schema.options as z.ZodType[])[0], key);
  return (objectOf(schema)?.shape as Shape | undefined)?.[key];
}

const pick = (schema: z.ZodType | undefined, keys: string[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, (fieldOf(schema, k) ?? z.string()) as z.ZodType])));

/** A path parameter is always present, even where the command lets a caller (the agent) omit the field. */
function required(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? required(schema.unwrap() as z.ZodType) : schema;
}

const isEmpty = (schema: z.ZodType) => {
  const obj = objectOf(schema);
  return obj !== undefined && Object.keys(obj.shape).length === 0;
};

export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** One registry entry as zod-openapi's operation object. */
export function toOperation(key: RouteKey, spec: OperationSpec): ZodOpenApiOperationObject {
  const [method, path] = key.split(' ') as [Method, string];
  const params = pathParams(path);
  const inputKey = (p: string) => spec.pathFields?.[p] ?? p;
  const pathSchema = params.length
    ? z.object(Object.fromEntries(params.map((p) => [p, required(fieldOf(spec.input, inputKey(p)) ?? z.string()).describe(`Path parameter (the command's \`${inputKey(p)}\` field)`)])))
    : undefined;
  const consumed = [...params.map(inputKey), ...(spec.queryFields ?? [])];
  const rest = spec.input ? without(spec.input, consumed) : undefined;
  const inQuery = method === 'GET' || method === 'DELETE';
  const body = inQuery ? undefined : rest;
  const query = inQuery ? (rest && !isEmpty(rest) ? objectOf(rest) : undefined) : spec.queryFields?.length ? pick(spec.input, spec.queryFields) : undefined;

  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, schema] of Object.entries(spec.responses)) {
    if (spec.stream) {
      responses[status as '200'] = {
        description: 'The turn as Server-Sent Events: `id: <seq>`, `event: <name>`, one `data: <json>` line (see the AgentEvent schemas); `: hb` heartbeats every 15 s',
        content: { 'text/event-stream': { schema: spec.stream } },
      };
    } else if (schema === null || schema === undefined) {
      responses[status as '204'] = { description: status === '303' ? 'See Other: `Location` is a short-lived link to the document' : 'No content' };
    } else {
      responses[status as '200'] = { description: 'OK', content: { [spec.html ? 'text/html' : 'application/json']: { schema } } };
    }
  }
  const errors = new Set<ErrorStatus>([...(spec.input ? [400 as const] : []), ...(params.length ? [404 as const] : []), ...(spec.errors ?? [])]);
  if (!spec.public) errors.add(401);
  errors.add(429);
  errors.add(500);
  for (const status of [...errors].sort()) responses[String(status) as '400'] = ERROR_RESPONSES[status];
  responses.default = OTHER_ERRORS;

  return {
    operationId: operationId(method, path),
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [tagOf(path)],
    ...(spec.public ? { security: [] } : {}),
    requestParams: { ...(pathSchema ? { path: pathSchema } : {}), ...(query ? { query } : {}), ...(spec.headers ? { header: spec.headers } : {}) },
    ...(body && !isEmpty(body) ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
}

/** The first path segment groups operations in the reference (`/ai/agent/...` → `ai/agent`). */
function tagOf(path: string): string {
  const parts = path.split('/').filter((s) => s && !s.startsWith('{'));
  return parts[0] === 'ai' ? `ai/${parts[1]}` : (parts[0] ?? 'health');
}

/** `POST /notebook/pages/{id}/cards` → `postNotebookPagesIdCards`: stable, unique, readable in generated clients. */
function operationId(method: Method, path: string): string {
  const words = path.split(/[/\-{}]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
