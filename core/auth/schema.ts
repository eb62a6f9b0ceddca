import { z } from 'zod';
import { LANGUAGES, TimeZone } from '../configuration/schema';
import { Password } from './password';

export const Email = z
  .email({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid email address') })
  .max(254)
  .transform((e) => e.trim().toLowerCase())
  .describe('Email address (case-insensitive)');

export const SignupInput = z.object({
  email: Email,
  password: Password,
  displayName: z.string().trim().min(1, 'Required').max(80).describe('Name the app and the assistant call you by'),
  language: z.enum(LANGUAGES).optional().describe('App and email language: en or pt (default en)'),
  // Issue 49: a new account got UTC, so a person in São Paulo saw 09:28 at 06:28 until they
  // found Settings. The client sends the device's zone; the account starts in it (DETECTED).
  timeZone: TimeZone.optional().describe('The device\'s IANA time zone; the account starts in it (default UTC)'),
});

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'Required').max(256).describe('Account password'),
});

export const RefreshInput = z.object({
  refreshToken: z.string().min(1, 'Required').max(512).describe('The refresh token from the last sign-in or refresh'),
});

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(256).describe('The password in use now'),
  newPassword: Password.describe('The new password (the same rules as sign-up)'),
});

export const ResetRequestInput = z.object({
  email: Email.describe('The address of the account whose password was forgotten'),
});

/** The `token=<value>` of an emailed link: 32 random bytes in base64url. */
const LinkToken = z.string().min(1, 'Required').max(128).describe('The token=<value> of the emailed link');

export const ResetConfirmInput = z.object({
  token: LinkToken,
  password: Password.describe('The new password (the same rules as sign-up)'),
});

export const VerifyInput = z.object({ token: LinkToken });
