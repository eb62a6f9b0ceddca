import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, errorBody } from '../../core/errors';
import type { Log } from '../../core/log';

/**
 * The one place where errors become HTTP: expected failures keep their code and message;
 * anything else is a 500 with a reference id and nothing internal in the body.
 */
export function toResponse(c: Context, err: unknown, log: Log, requestId: string): Response {
  if (err instanceof AppError) {
    if (err.details.retryAfterS !== undefined) c.header('Retry-After', String(err.details.retryAfterS));
    return c.json(errorBody(err), err.status as 400);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code = err.status === 401 ? 'UNAUTHORIZED' : err.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
    const message = err.status === 413 ? 'Request body is too large' : err.message || 'Bad request';
    return toResponse(c, new AppError(code, message, code === 'VALIDATION_FAILED' ? { fields: [{ path: '', message }] } : {}), log, requestId);
  }
  const e = err as Error;
  // Name and stack go to the log only; the message can embed user input, so it stays out.
  log.error('unhandled error', { requestId, errorName: e?.name, stack: e?.stack?.split('\n').slice(1, 6).join('\n') });
  return c.json(
    { error: { code: 'INTERNAL', message: `Something went wrong on our side (reference ${requestId})`, requestId } },
    500,
  );
}
