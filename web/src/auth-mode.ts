/**
 * Which form the signed-out screen opens on (issue 49: after a reset "Entrar" opened the
 * sign-up form, which then said the address exists; signing out landed on sign-up too).
 * Sign-in for a browser that has held a session here, or when a link asks for it
 * (`#/login`: the reset page's "Log in"); sign-up for a browser new to Beyou.
 */
const RETURNING = 'beyou.returning';

export type AuthMode = 'signup' | 'login';

/** Called whenever a session is stored: from now on this browser is a returning one. */
export function rememberReturning(): void {
  try {
    localStorage.setItem(RETURNING, '1');
  } catch {
    // Storage refused (private mode): the screen just opens on sign-up next time.
  }
}

function returning(): boolean {
  try {
    return localStorage.getItem(RETURNING) === '1';
  } catch {
    return false;
  }
}

/** `#/login` asks for the sign-in form whoever the browser is. */
export const LOGIN_HASH = '#/login';

export function initialAuthMode(hash: string): AuthMode {
  return hash.startsWith(LOGIN_HASH) || returning() ? 'login' : 'signup';
}
