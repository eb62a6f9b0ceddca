import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api';
import { authedFetch, type Auth, type FetchLike } from './auth';
import type { components, paths } from './openapi';

/**
 * The typed REST client: paths, params, bodies and responses come from the API's own OpenAPI
 * document (`openapi.d.ts`, generated from the routes' zod schemas), so a route change that
 * breaks a page breaks `tsc -p web`. Every call goes through `authedFetch` (the live header,
 * one shared refresh on 401 and one retry).
 */
export type Rest = Client<paths>;

/** A Request's headers as a plain object (forEach: Headers is iterable only where DOM.Iterable is). */
function headersOf(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  req.headers.forEach((value, name) => (out[name] = value));
  return out;
}

/** A response schema by its OpenAPI name, e.g. `Schema<'Habit'>`: the only way pages name shapes. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** The JSON body a route takes, e.g. `Body<'/focus/cycles', 'post'>`: for a page that builds one before the call. */
export type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export function createRest(opts: { baseUrl: string; auth: Auth; fetch?: FetchLike }): Rest {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  return createClient<paths>({
    baseUrl: opts.baseUrl,
    // openapi-fetch hands us a Request; authedFetch needs a re-sendable body for its one retry.
    fetch: async (req) =>
      authedFetch(opts.auth, doFetch, req.url, {
        method: req.method,
        headers: headersOf(req),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.text(),
        signal: req.signal,
      }),
  });
}

/**
 * The same typed client for the signed-out routes (sign-up, log-in, password reset, the emailed
 * links, log-out): no Authorization header and no refresh, since a 401 there is the answer
 * itself (a wrong password), not an expired session.
 */
export function createPublicRest(opts: { baseUrl: string; fetch?: FetchLike }): Rest {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  return createClient<paths>({
    baseUrl: opts.baseUrl,
    fetch: async (req) =>
      doFetch(req.url, {
        method: req.method,
        headers: headersOf(req),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.text(),
        signal: req.signal,
      }),
  });
}

type Envelope = { error?: { code?: string; message?: string; fields?: { path: string; message: string }[] } };

/** An openapi-fetch result as the data, or the contract's error envelope thrown as ApiError. */
export async function ok<D, E>(call: Promise<{ data?: D; error?: E; response: Response }>): Promise<Exclude<D, undefined>> {
  const { data, error, response } = await call;
  if (response.ok) return data as Exclude<D, undefined>;
  const retry = Number(response.headers.get('retry-after'));
  const e = (error as Envelope | undefined)?.error ?? {};
  throw new ApiError(
    response.status,
    e.code ?? `HTTP_${response.status}`,
    e.message ?? (response.statusText || 'Request failed'),
    e.fields ?? [],
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/** Every page of a contract list (`{ items, nextCursor }`): `page(cursor)` fetches one page. */
export async function allPages<T>(page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | null }>): Promise<{ items: T[] }> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const got = await page(cursor);
    items.push(...got.items);
    cursor = got.nextCursor ?? undefined;
  } while (cursor);
  return { items };
}
