/**
 * The contract's error envelope as a thrown value. REST calls go through the typed client
 * (rest.ts, whose `ok()` throws this); the stream helper (agent-stream.ts) reads its own
 * non-2xx answers with `apiError`.
 */
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
