import { z } from 'zod';
import { Password } from './password';

const Email = z
  .email({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid email address') })
  .max(254)
  .transform((e) => e.trim().toLowerCase())
  .describe('Email address (case-insensitive)');

export const SignupInput = z.object({
  email: Email,
  password: Password,
  displayName: z.string().trim().min(1, 'Required').max(80).describe('Name the app and the assistant call you by'),
});

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'Required').max(256).describe('Account password'),
});

export const RefreshInput = z.object({
  refreshToken: z.string().min(1, 'Required').max(512).describe('The refresh token from the last sign-in or refresh'),
});
