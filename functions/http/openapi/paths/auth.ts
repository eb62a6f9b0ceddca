import { changePassword } from '../../../../core/auth/password-change';
import { confirmReset, requestReset } from '../../../../core/auth/password-reset';
import {
  AuthSession,
  EmailStatus,
  EmailVerified,
  PasswordChanged,
  ResetAccepted,
  SessionsEnded,
  SignInSessionList,
  VerificationResent,
} from '../../../../core/auth/responses';
import { LoginInput, RefreshInput, SignupInput } from '../../../../core/auth/schema';
import { endSession } from '../../../../core/auth/sessions';
import { verifyEmail } from '../../../../core/auth/verify-email';
import type { OperationSpec, RouteKey } from '../operation';

/** Sign-in routes take no bearer token; the account routes (password, sessions, verification status) do. */
export const authPaths = {
  'POST /auth/signup': { summary: 'Create an account and sign in', public: true, input: SignupInput, responses: { 201: AuthSession }, errors: [409] },
  'POST /auth/login': { summary: 'Sign in', public: true, input: LoginInput, responses: { 200: AuthSession }, errors: [401] },
  'POST /auth/refresh': { summary: 'Trade a refresh token for a new pair (rotation)', public: true, input: RefreshInput, responses: { 200: AuthSession }, errors: [401] },
  'POST /auth/logout': { summary: "End the refresh token's session and cancel the person's running turns", public: true, input: RefreshInput.partial(), responses: { 204: null } },
  'POST /auth/password': { summary: 'Change the password (ends the other sessions)', input: changePassword.schema, responses: { 200: PasswordChanged } },
  'POST /auth/password-reset': { summary: 'Email a reset link (202 whether or not the address has an account)', public: true, input: requestReset.schema, responses: { 202: ResetAccepted } },
  'POST /auth/password-reset/confirm': { summary: "Set a new password with the emailed link's token", public: true, input: confirmReset.schema, responses: { 204: null } },
  'POST /auth/verify': { summary: "Verify the address with the emailed link's token", public: true, input: verifyEmail.schema, responses: { 200: EmailVerified } },
  'GET /auth/verify': { summary: "The signed-in person's address and whether it is verified", responses: { 200: EmailStatus } },
  'POST /auth/verify/resend': { summary: 'Send the verification link again', responses: { 202: VerificationResent } },
  'GET /auth/sessions': { summary: "The person's signed-in sessions", responses: { 200: SignInSessionList } },
  'POST /auth/sessions/end-others': { summary: 'Sign out every other session', responses: { 200: SessionsEnded } },
  'DELETE /auth/sessions/{id}': { summary: 'Sign out one session', input: endSession.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
