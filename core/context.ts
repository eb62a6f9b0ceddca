import type { Config } from './config';
import { createDb, type Db } from './db/client';
import { createLog, type Log } from './log';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything a service needs, built once per process (cold start) by `createDeps`. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Log;
}

/** The authenticated user. Derived from the verified token, never from request input. */
export interface Actor {
  userId: string;
  /** The sign-in (refresh family) the access token was issued to, when the token names one. */
  sessionId?: string;
  /** The access token's `iat` (epoch seconds): a "tokens issued before" mark voids it (core/auth/ended-sessions.ts). */
  issuedAt?: number;
}

/** A user-scoped call: services derive every partition key from `actor`. */
export interface Ctx {
  deps: Deps;
  actor: Actor;
}

export function createDeps(config: Config, overrides: Partial<Omit<Deps, 'config'>> = {}): Deps {
  return {
    config,
    db: overrides.db ?? createDb({ ...config.db }),
    clock: overrides.clock ?? systemClock,
    log: overrides.log ?? createLog(config.logLevel),
  };
}
