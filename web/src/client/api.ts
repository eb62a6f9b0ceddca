import { authedFetch, type Auth, type FetchLike } from './auth';

/** The contract's error envelope, as a thrown value. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { path: string; message: string }[] = [],
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  del<T = void>(path: string): Promise<T>;
}

/** Read the contract's `{ error: { code, message, fields? } }` from any non-2xx response. */
export async function apiError(res: Response): Promise<ApiError> {
  const retry = Number(res.headers.get('retry-after'));
  const retryAfterS = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; fields?: { path: string; message: string }[] } };
    const e = body.error ?? {};
    return new ApiError(res.status, e.code ?? `HTTP_${res.status}`, e.message ?? res.statusText, e.fields ?? [], retryAfterS);
  } catch {
    return new ApiError(res.status, `HTTP_${res.status}`, res.statusText || 'Request failed', [], retryAfterS);
  }
}

/** JSON over the REST API with the live auth header and the shared refresh. */
export function createApi(opts: { baseUrl: string; auth: Auth; fetch?: FetchLike }): Api {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await authedFetch(opts.auth, doFetch, `${opts.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw await apiError(res);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    patch: (path, body) => call('PATCH', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
    del: (path) => call('DELETE', path),
  };
}

/** Every page of a contract list (`{ items, nextCursor }`), followed to the end. */
export async function getAll<T>(api: Api, path: string): Promise<{ items: T[] }> {
  const items: T[] = [];
  let cursor: string | null | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await api.get<{ items: T[]; nextCursor?: string | null }>(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { items };
}
