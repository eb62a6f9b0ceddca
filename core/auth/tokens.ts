import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../errors';
import type { Actor, Deps } from '../context';
import { BoundedCache } from '../util/bounded-cache';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
const ISSUER = 'beyou';
const AUDIENCE = 'beyou-api';

const keys = new WeakMap<object, Uint8Array>();
function key(deps: Deps): Uint8Array {
  let k = keys.get(deps.config);
  if (!k) {
    k = new TextEncoder().encode(deps.config.auth.secret);
    keys.set(deps.config, k);
  }
  return k;
}

/**
 * `sessionId` (the `sid` claim) names the sign-in the token belongs to, so the sessions list can
 * mark "this device" and a password change can keep exactly that sign-in.
 */
export async function signAccessToken(deps: Deps, userId: string, sessionId?: string): Promise<string> {
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT(sessionId ? { sid: sessionId } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + ACCESS_TOKEN_TTL_S)
    .sign(key(deps));
}

/**
 * Tokens this process has verified, by their exact text (per secret): a token's signature,
 * algorithm, issuer, audience and claims cannot change, so only its expiry is checked again.
 * Whether its session has ended is not this memo's to say: the liveness read after it
 * (core/auth/liveness.ts) checks that on every request, remembered token or not.
 * Verifying (an HMAC and the JOSE parsing) was a sixth of GET /habits' CPU (issue 35). Only
 * valid tokens are kept, and at most VERIFIED_MAX of them (least recently used dropped).
 */
export const VERIFIED_MAX = 10_000;
const verified = new WeakMap<object, BoundedCache<string, { actor: Actor; exp: number | undefined }>>();

function verifiedOf(deps: Deps) {
  let cache = verified.get(deps.config);
  if (!cache) verified.set(deps.config, (cache = new BoundedCache(VERIFIED_MAX)));
  return cache;
}

/** Verify signature, algorithm, issuer, audience and expiry; any failure is a plain 401. */
export async function verifyAccessToken(deps: Deps, token: string): Promise<Actor> {
  const cache = verifiedOf(deps);
  const known = cache.get(token);
  // jose's own rule: expired once `exp <= now` (in whole seconds, no tolerance).
  if (known && (known.exp === undefined || known.exp > Math.floor(deps.clock.now().getTime() / 1000))) return known.actor;
  try {
    const { payload } = await jwtVerify(token, key(deps), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: deps.clock.now(),
    });
    if (typeof payload.sub !== 'string' || !payload.sub.startsWith('usr_')) throw new Error('bad subject');
    const sid = typeof payload.sid === 'string' && payload.sid.startsWith('rtf_') ? payload.sid : undefined;
    const actor: Actor = { userId: payload.sub, ...(sid ? { sessionId: sid } : {}), ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}) };
    cache.getOrCreate(token, () => ({ actor, exp: payload.exp }));
    return actor;
  } catch {
    throw new AppError('UNAUTHORIZED', 'Missing, invalid or expired access token');
  }
}
