import type { Deps } from '../context';
import { Configurations } from '../configuration/entity';
import { Users } from '../users/entity';
import type { MailLanguage } from '../email/message';
import { EmailVerifications } from './verification-entity';

/** What the account emails need of a live account: its address, name, language and mark. */
export interface Account {
  userId: string;
  email: string;
  displayName: string;
  language: MailLanguage;
  verified: boolean;
}

/** The account behind `userId`, or undefined when it is gone or being deleted. */
export async function liveAccount(deps: Deps, userId: string): Promise<Account | undefined> {
  const [user, config, verification] = await Promise.all([
    Users(deps.db).get({ userId }).go({ consistent: true }),
    Configurations(deps.db).get({ userId }).go({ attributes: ['userId', 'language'] }),
    EmailVerifications(deps.db).get({ userId }).go(),
  ]);
  const u = user.data;
  if (!u || u.deletedAt) return undefined;
  return {
    userId,
    email: u.email,
    displayName: u.displayName,
    language: config.data?.language === 'pt' ? 'pt' : 'en',
    verified: verification.data?.email === u.email,
  };
}

/** The address the account last verified, if any (a changed address is unverified again). */
export async function verifiedAddress(deps: Deps, userId: string): Promise<string | undefined> {
  return (await EmailVerifications(deps.db).get({ userId }).go()).data?.email;
}

export async function isVerified(deps: Deps, userId: string, email: string): Promise<boolean> {
  return (await verifiedAddress(deps, userId)) === email;
}

export async function markVerified(deps: Deps, userId: string, email: string): Promise<void> {
  await EmailVerifications(deps.db).put({ userId, email, verifiedAt: deps.clock.now().toISOString() }).go({ response: 'none' });
}
