import type { Ctx, Deps } from '../context';
import { AppError } from '../errors';
import { enforce, type RateRule } from '../limits/rate';
import { sendMail } from '../email/mailer';
import { clearUndeliverable, undeliverableReason } from '../email/undeliverable';
import { command } from '../util/fn';
import { liveAccount, markVerified, type Account } from './account';
import { consumeToken, issueToken } from './account-tokens';
import { VerifyInput } from './schema';

/** A person asking again: a few links an hour is plenty, and each one is a mail we pay for. */
export const VERIFY_RESEND_RATE: RateRule = { bucket: 'verify-resend', limit: 3, windowS: 3600 };
/** Tokens are unguessable (256 bits); this only bounds what a flood of made-up ones costs. */
export const TOKEN_USE_RATE: RateRule = { bucket: 'account-token', limit: 30, windowS: 15 * 60 };

export const badLink = () =>
  AppError.validation([{ path: 'token', message: 'This link is invalid, already used or expired' }], 'This link is invalid, already used or expired');

/**
 * The verification mail of `account` (sign-up, resend). Answers whether it went out. It goes
 * to an address nobody has proved yet, so it carries nothing the signer-up typed: no display
 * name (issue 47: 80 characters with newlines and links reached any inbox in our name).
 */
export async function sendVerification(deps: Deps, account: Pick<Account, 'userId' | 'email' | 'language'>): Promise<boolean> {
  const token = await issueToken(deps, 'verify', account.userId, account.email);
  return sendMail(deps, { to: account.email, kind: 'verify-email', language: account.language, page: 'verify', token });
}

/** POST /auth/verify: the link proves the address; no sign-in needed (it may be another device). */
export const verifyEmail = command(VerifyInput, async ({ deps, ip }: { deps: Deps; ip: string }, input): Promise<{ verified: true }> => {
  await enforce(deps, `IP#${ip}`, TOKEN_USE_RATE);
  const spent = await consumeToken(deps, 'verify', input.token);
  const account = spent && (await liveAccount(deps, spent.userId));
  // A link sent to an address the account no longer uses proves nothing about its address now.
  if (!spent || !account || !spent.sentTo(account.email)) throw badLink();
  await markVerified(deps, account.userId, account.email);
  await clearUndeliverable(deps, account.email);
  return { verified: true };
});

/** GET /auth/verify: the caller's address and its mark. */
export async function emailStatus(ctx: Ctx): Promise<{ email: string; verified: boolean; undeliverable: boolean }> {
  const account = await liveAccount(ctx.deps, ctx.actor.userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  return { email: account.email, verified: account.verified, undeliverable: Boolean(await undeliverableReason(ctx.deps, account.email)) };
}

/** POST /auth/verify/resend: a new link, limited per account. */
export async function resendVerification(ctx: Ctx): Promise<{ sent: boolean }> {
  const account = await liveAccount(ctx.deps, ctx.actor.userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  if (account.verified) throw new AppError('CONFLICT', 'This address is already verified');
  await enforce(ctx.deps, `USER#${ctx.actor.userId}`, VERIFY_RESEND_RATE);
  return { sent: await sendVerification(ctx.deps, account) };
}
