import { createPublicRest, createRest } from './client/rest';
import { createAuth, type CrossTabLock, type Tokens, type TokenStore } from './client/auth';
import { rememberReturning } from './auth-mode';

const KEY = 'beyou.tokens';

/** Tokens survive a reload; a refresh token is the session, so sign-out clears it. */
const localStore: TokenStore = {
  load() {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as Tokens) : null;
    } catch {
      return null;
    }
  },
  save(tokens) {
    if (tokens) {
      localStorage.setItem(KEY, JSON.stringify(tokens));
      rememberReturning();
    } else localStorage.removeItem(KEY);
  },
};

/** The API lives at the page's own origin (the local runtime serves both). */
export const baseUrl = '';
/** One refresh at a time across every tab of this origin (navigator.locks, where the browser has it). */
const lock: CrossTabLock = (name, fn) =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(name, fn) as ReturnType<typeof fn>) : fn();

export const auth = createAuth({ baseUrl, store: localStore, lock });
/** The typed REST client (see client/rest.ts): every REST call of the web client goes through it. */
export const rest = createRest({ baseUrl, auth });
/** The same, for the signed-out routes (no session to send or refresh). */
export const publicRest = createPublicRest({ baseUrl });

/**
 * Sign out. Dropping the tokens first unmounts the shell, and with it the chat widget: every
 * stream is aborted (the server stops writing and frees the slot) before the session is revoked.
 */
export async function logout(): Promise<void> {
  const refreshToken = auth.refreshToken();
  auth.setTokens(null);
  if (!refreshToken) return;
  // Best effort: the tokens are gone from this browser whatever the answer.
  await publicRest.POST('/auth/logout', { body: { refreshToken } }).catch(() => undefined);
}
