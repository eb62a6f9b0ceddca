import type { Context } from 'hono';
import { AppError } from '../../core/errors';

/**
 * The request's JSON body as untrusted `unknown` (services validate it). An empty body reads
 * as `{}` so commands whose fields are all optional need no body at all.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.validation([{ path: '', message: 'Body must be valid JSON' }], 'Body must be valid JSON');
  }
}
