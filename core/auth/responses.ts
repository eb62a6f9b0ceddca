import { z } from 'zod';
import { RESET_ACCEPTED } from './password-reset';

/** The wire shapes of /auth (CONTRACT "HTTP"); the OpenAPI document and its tests read these. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
}).meta({ id: 'AuthUser' });

export const AuthSession = z.object({
  accessToken: z.string().describe('Short-lived JWT: send as `Authorization: Bearer <accessToken>`'),
  refreshToken: z.string().describe('Rotating: each refresh spends it; reusing a spent one revokes the whole family'),
  user: AuthUser,
}).meta({ id: 'AuthSession' });

export const PasswordChanged = z.object({ sessionsEnded: z.number() }).meta({ id: 'PasswordChanged' });
export const ResetAccepted = z.object({ message: z.literal(RESET_ACCEPTED.message) }).meta({ id: 'ResetAccepted' });
export const EmailVerified = z.object({ verified: z.literal(true) }).meta({ id: 'EmailVerified' });
export const EmailStatus = z.object({ email: z.string(), verified: z.boolean(), undeliverable: z.boolean() }).meta({ id: 'EmailStatus' });
export const VerificationResent = z.object({ sent: z.boolean() }).meta({ id: 'VerificationResent' });
export const SignInSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
}).meta({ id: 'SignInSession' });
export const SignInSessionList = z.object({ items: z.array(SignInSession) }).meta({ id: 'SignInSessionList' });
export const SessionsEnded = z.object({ ended: z.number() }).meta({ id: 'SessionsEnded' });
