import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import type { Deps } from '../context';
import { bindEntity, SERVICE } from '../db/entity';
import { CONSISTENT, retryOnConflict } from '../util/tx';

/**
 * Failed sign-ins, throttled without handing anyone a lockout (a fixed "10 failures lock the
 * email for 15 minutes" let a stranger lock anyone out, correct password included):
 * - per (email, IP): 5 free attempts, then exponential back-off (1 s, 2 s, 4 s … up to 15 min);
 * - per email, from any IP: 20 free, then back-off capped at 30 s — a distributed guesser is
 *   slowed to two guesses a minute, and the owner is only ever asked to wait seconds.
 * An attempt is counted BEFORE the password is checked (as if it will fail; a success clears
 * the count), through a conditional write on the item's version, so parallel guesses cannot
 * slip past the limit together (peek-then-consume let them).
 */
export interface ThrottleCurve {
  name: string;
  free: number;
  capS: number;
  /** Failures older than this are forgotten. */
  windowS: number;
}

export const PAIR_CURVE: ThrottleCurve = { name: 'pair', free: 5, capS: 15 * 60, windowS: 15 * 60 };
export const EMAIL_CURVE: ThrottleCurve = { name: 'email', free: 20, capS: 30, windowS: 15 * 60 };

const LoginThrottles = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'loginThrottle', version: '1', service: SERVICE },
        attributes: {
          key: { type: 'string', required: true },
          failures: { type: 'number', required: true },
          nextAllowedAt: { type: 'number', required: true },
          lastFailureAt: { type: 'number', required: true },
          version: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          primary: {
            pk: { field: 'pk', composite: ['key'], template: 'LOGINTHROTTLE#${key}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'THROTTLE', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

/** Keys carry a hash of the email, never the address: a sprayer's made-up emails are not stored. */
export function throttleKey(curve: ThrottleCurve, email: string, ip?: string): string {
  const h = createHash('sha256').update(email).digest('base64url').slice(0, 32);
  return curve === PAIR_CURVE ? `${curve.name}#${h}#${ip ?? 'unknown'}` : `${curve.name}#${h}`;
}

export function delayS(curve: ThrottleCurve, failures: number): number {
  return failures <= curve.free ? 0 : Math.min(curve.capS, 2 ** (failures - curve.free - 1));
}

export type Admission = { allowed: true } | { allowed: false; retryAfterS: number };

/** Count one attempt under `key`, or refuse it with how long to wait. */
export async function admitAttempt(deps: Deps, key: string, curve: ThrottleCurve): Promise<Admission> {
  const entity = LoginThrottles(deps.db);
  return retryOnConflict(async () => {
    const row = (await entity.get({ key }).go(CONSISTENT)).data;
    const now = deps.clock.now().getTime();
    const fresh = !row || row.lastFailureAt < now - curve.windowS * 1000;
    if (!fresh && row.nextAllowedAt > now) return { allowed: false, retryAfterS: Math.ceil((row.nextAllowedAt - now) / 1000) };
    const failures = (fresh ? 0 : row.failures) + 1;
    const next = {
      key,
      failures,
      nextAllowedAt: now + delayS(curve, failures) * 1000,
      lastFailureAt: now,
      version: (row?.version ?? 0) + 1,
      expiresAt: Math.ceil(now / 1000) + curve.windowS + curve.capS,
    };
    const write = entity.put(next);
    await (row ? write.where((a, op) => op.eq(a.version, row.version)) : write.where((a, op) => op.notExists(a.version))).go({ response: 'none' });
    return { allowed: true };
  });
}

/** A successful sign-in: its attempt (and the failures before it) no longer count. */
export async function clearAttempts(deps: Deps, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => LoginThrottles(deps.db).delete({ key }).go({ response: 'none' })));
}
