import type { Ctx } from '../context';
import { AppError } from '../errors';
import { Users } from '../users/entity';
import { command } from '../util/fn';
import { admitAttempt, clearAttempts, PAIR_CURVE } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { ChangePasswordInput } from './schema';
import { revokeFamilies } from './sessions';

const wrongCurrent = () => AppError.validation([{ path: 'currentPassword', message: 'This is not your current password' }], 'The current password is incorrect');

/**
 * POST /auth/password: needs the current password (a borrowed, signed-in phone cannot take the
 * account over), throttled like sign-in per account. Every other sign-in ends; the one making
 * the request stays signed in. A wrong current password is a 400 on its field, not a 401,
 * which a client would take for an expired session.
 */
export const changePassword = command(ChangePasswordInput, async (ctx: Ctx, input): Promise<{ sessionsEnded: number }> => {
  const { deps, actor } = ctx;
  const key = `password#${actor.userId}`;
  const admission = await admitAttempt(deps, key, PAIR_CURVE);
  if (!admission.allowed) throw new AppError('RATE_LIMITED', `Too many attempts; try again in ${admission.retryAfterS} s`, { retryAfterS: admission.retryAfterS });
  const user = (await Users(deps.db).get({ userId: actor.userId }).go({ consistent: true })).data;
  if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw wrongCurrent();
  await clearAttempts(deps, [key]);
  await Users(deps.db)
    .patch({ userId: actor.userId })
    .set({ passwordHash: await hashPassword(input.newPassword, deps.config.auth.scryptLogN) })
    .go({ response: 'none' });
  return { sessionsEnded: await revokeFamilies(deps, actor.userId, actor.sessionId) };
});
