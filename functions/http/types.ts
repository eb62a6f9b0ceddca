import type { Context } from 'hono';
import type { Actor, Deps } from '../../core/context';

export interface AppEnv {
  Variables: {
    requestId: string;
    actor: Actor;
    deps: Deps;
    /** The caller's address as this transport sees it (sign-in throttles, IP buckets). */
    clientIp: string;
  };
}

export type AppContext = Context<AppEnv>;

/** How this transport learns the caller's IP (API Gateway event, Node socket, tests). */
export type ClientIp = (c: Context) => string;
