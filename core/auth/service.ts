import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import type { Deps } from '../context';
import { isConditionFailed } from '../db/entity';
import { EmailClaims, Users, toPublicUser, type PublicUser } from '../users/entity';
import { Configurations, defaultConfiguration } from '../configuration/entity';
import { noteZoneInUse } from '../configuration/zones';
import { newId } from '../util/ids';
import { command } from '../util/fn';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { admitAttempt, clearAttempts, EMAIL_CURVE, PAIR_CURVE, throttleKey } from './login-throttle';
import { endFamily, rotate, startFamily } from './refresh';
import { LoginInput, RefreshInput, SignupInput } from './schema';
import { signAccessToken } from './tokens';
import { isVerified } from './account';
import { sendVerification } from './verify-email';

/** The user as sign-in answers carry it: marked while the address is unverified (nothing is locked). */
export type SessionUser = PublicUser & { emailVerified: boolean };

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

/** Where a sign-in comes from: the device summary the sessions list shows (never the raw header). */
export interface SignInContext {
  deps: Deps;
  ip?: string;
  userAgent?: string;
}
const signInContext = (ctx: Deps | SignInContext): SignInContext => ('deps' in ctx ? ctx : { deps: ctx });

const wrongCredentials = () => new AppError('UNAUTHORIZED', 'Email or password is incorrect');
// Said whether or not the address was ever verified: the owner of an address someone else
// signed up with reclaims it through the reset link, which only the inbox receives.
const addressTaken = () => new AppError('CONFLICT', 'An account with this email already exists; if it is yours, reset its password to get in');
const slowDown = (retryAfterS: number) =>
  new AppError('RATE_LIMITED', `Too many sign-in attempts; try again in ${retryAfterS} s`, { retryAfterS });

async function session(ctx: SignInContext, user: Parameters<typeof toPublicUser>[0], emailVerified: boolean): Promise<Session> {
  const { refreshToken, familyId } = await startFamily(ctx.deps, user.userId, ctx.userAgent);
  const accessToken = await signAccessToken(ctx.deps, user.userId, familyId);
  return { accessToken, refreshToken, user: { ...toPublicUser(user), emailVerified } };
}

/**
 * Sign up. The account works at once, marked unverified; a link to verify the address is
 * mailed in the chosen language (a failed send is logged, and the person can ask again).
 */
export const signup = command(SignupInput, async (ctx: Deps | SignInContext, input): Promise<Session> => {
  const { deps } = signInContext(ctx);
  const config = {
    ...defaultConfiguration(newId('usr')),
    language: input.language ?? 'en',
    ...(input.timeZone ? { timeZone: input.timeZone, timeZoneSource: 'DETECTED' as const } : {}),
  };
  await noteZoneInUse(deps.db, config.timeZone);
  const user = {
    userId: config.userId,
    email: input.email,
    displayName: input.displayName,
    passwordHash: await hashPassword(input.password, deps.config.auth.scryptLogN),
    createdAt: deps.clock.now().toISOString(),
  };
  // The email claim, profile and configuration land together or not at all.
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: EmailClaims(deps.db).create({ email: user.email, userId: user.userId }).params() },
          { Put: Users(deps.db).create(user).params() },
          // Every account has its configuration row from the start: the day close finds
          // users through it (time-zone index), so none may be missing.
          { Put: Configurations(deps.db).create(config).params() },
        ],
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) throw addressTaken();
    throw err;
  }
  await sendVerification(deps, { userId: user.userId, email: user.email, language: config.language });
  return session(signInContext(ctx), user, false);
});

/**
 * Sign in from `ip`. Throttled per (email, IP) and per email (login-throttle.ts) the same way
 * whether or not the email has an account, so neither the answer nor its timing says which.
 */
export const login = command(LoginInput, async (ctx: SignInContext & { ip: string }, input): Promise<Session> => {
  const { deps, ip } = ctx;
  const keys = [throttleKey(PAIR_CURVE, input.email, ip), throttleKey(EMAIL_CURVE, input.email)];
  for (const [i, curve] of [PAIR_CURVE, EMAIL_CURVE].entries()) {
    const admission = await admitAttempt(deps, keys[i]!, curve);
    if (!admission.allowed) throw slowDown(admission.retryAfterS);
  }
  const claim = (await EmailClaims(deps.db).get({ email: input.email }).go()).data;
  const found = claim ? (await Users(deps.db).get({ userId: claim.userId }).go()).data : null;
  const user = found?.deletedAt ? null : found; // an account being deleted signs nobody in
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash(deps.config.auth.scryptLogN)));
  if (!user || !ok) throw wrongCredentials(); // already counted
  await clearAttempts(deps, keys);
  return session(ctx, user, await isVerified(deps, user.userId, user.email));
});

export const refresh = command(RefreshInput, async (deps: Deps, input): Promise<Session> => {
  const { userId, familyId, refreshToken } = await rotate(deps, input.refreshToken);
  const [found, accessToken] = await Promise.all([Users(deps.db).get({ userId }).go(), signAccessToken(deps, userId, familyId)]);
  const user = found.data;
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED', 'Invalid or expired refresh token');
  return { accessToken, refreshToken, user: { ...toPublicUser(user), emailVerified: await isVerified(deps, userId, user.email) } };
});

/** Ends the family; answers the user it belonged to (whose running turns logout also stops), if any. */
export const logout = command(RefreshInput.partial(), async (deps: Deps, input): Promise<string | undefined> => {
  return input.refreshToken ? endFamily(deps, input.refreshToken) : undefined;
});
