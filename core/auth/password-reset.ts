import { setTimeout as sleep } from 'node:timers/promises';
import type { Deps } from '../context';
import { enforce, type RateRule } from '../limits/rate';
import { sendMail } from '../email/mailer';
import { clearUndeliverable, emailHash } from '../email/undeliverable';
import { EmailClaims, Users } from '../users/entity';
import { command } from '../util/fn';
import { liveAccount, markVerified } from './account';
import { consumeToken, issueToken } from './account-tokens';
import { hashPassword } from './password';
import { reclaimAddress } from './reclaim';
import { ResetConfirmInput, ResetRequestInput } from './schema';
import { revokeFamilies } from './sessions';
import { badLink, TOKEN_USE_RATE } from './verify-email';

/** Per address, whoever asks: an inbox is not flooded, and a known and an unknown address count alike. */
export const RESET_ADDRESS_RATE: RateRule = { bucket: 'password-reset', limit: 3, windowS: 3600 };
/** Per IP: one machine cannot walk a list of addresses. */
export const RESET_IP_RATE: RateRule = { bucket: 'password-reset', limit: 10, windowS: 3600 };
/**
 * The request answers no sooner than this, account or not: looking the account up, storing a
 * token and handing the mail to SES (~50–150 ms on AWS) happen inside it, so the time of the
 * answer does not say whether the address has an account. A send that overruns it is logged.
 */
export const RESET_ANSWER_FLOOR_MS = 400;

export const RESET_ACCEPTED = { message: 'If an account uses this address, a link to reset its password is on its way.' } as const;

/**
 * POST /auth/password-reset: always 202 with the same body and (RESET_ANSWER_FLOOR_MS) the same
 * time, whether or not the address has an account. An address verified or not may be reset:
 * that is how the owner of an address someone else signed up with reclaims it (confirmReset).
 */
export const requestReset = command(ResetRequestInput, async ({ deps, ip }: { deps: Deps; ip: string }, input): Promise<typeof RESET_ACCEPTED> => {
  await enforce(deps, `IP#${ip}`, RESET_IP_RATE);
  await enforce(deps, `MAILTO#${emailHash(input.email)}`, RESET_ADDRESS_RATE);
  const started = performance.now();
  await sendResetLink(deps, input.email);
  const spent = performance.now() - started;
  if (spent > RESET_ANSWER_FLOOR_MS) deps.log.warn('password reset took longer than its answer floor', { ms: Math.round(spent) });
  await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - spent));
  return RESET_ACCEPTED;
});

async function sendResetLink(deps: Deps, email: string): Promise<void> {
  const claim = (await EmailClaims(deps.db).get({ email }).go()).data;
  const account = claim && (await liveAccount(deps, claim.userId));
  if (!account) return;
  const token = await issueToken(deps, 'reset', account.userId, account.email);
  // An unverified account's mail says the link starts an empty account (./reclaim.ts), and
  // carries no name: whoever signed up with this address typed it, maybe not its owner.
  const mail = account.verified ? { kind: 'password-reset' as const, name: account.displayName } : { kind: 'address-reclaim' as const };
  await sendMail(deps, { to: account.email, language: account.language, page: 'reset', token, ...mail });
}

/**
 * POST /auth/password-reset/confirm: the new password replaces the old, every sign-in of the
 * account ends, access tokens included (whoever knew the old password is out), and the address
 * counts as verified (the link proved it). An address never verified is reclaimed instead: the
 * link's holder gets a new, empty account and the old one is deleted (./reclaim.ts). A weak
 * password is refused before the token is spent.
 */
export const confirmReset = command(ResetConfirmInput, async ({ deps, ip }: { deps: Deps; ip: string }, input): Promise<void> => {
  await enforce(deps, `IP#${ip}`, TOKEN_USE_RATE);
  const spent = await consumeToken(deps, 'reset', input.token);
  const account = spent && (await liveAccount(deps, spent.userId));
  if (!spent || !account || !spent.sentTo(account.email)) throw badLink();
  const passwordHash = await hashPassword(input.password, deps.config.auth.scryptLogN);
  let userId = account.userId;
  if (account.verified) {
    await Users(deps.db).patch({ userId }).set({ passwordHash }).go({ response: 'none' });
    await revokeFamilies(deps, userId);
  } else {
    const fresh = await reclaimAddress(deps, account, passwordHash);
    if (!fresh) throw badLink();
    userId = fresh;
  }
  await markVerified(deps, userId, account.email);
  await clearUndeliverable(deps, account.email);
});
