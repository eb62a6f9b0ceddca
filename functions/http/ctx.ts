import type { Ctx } from '../../core/context';
import type { AppContext } from './types';

/** The service context for an authenticated request. */
export function ctxOf(c: AppContext): Ctx {
  return { deps: c.get('deps'), actor: c.get('actor') };
}
