import { useState } from 'preact/hooks';
import { apiError } from './client/api';
import type { Tokens } from './client/auth';
import { auth, baseUrl } from './session';
import { currentLang } from './account/i18n';

type Mode = 'signup' | 'login';

/** Sign up or log in; success stores the token pair, which swaps this screen for the shell. */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('signup');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const body: Record<string, string> = { email: String(form.get('email')), password: String(form.get('password')) };
    if (mode === 'signup') {
      body.displayName = String(form.get('displayName'));
      // The account's language: the verification email is written in it.
      body.language = currentLang();
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await fetch(`${baseUrl}/auth/${mode}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) {
        const err = await apiError(res);
        setError(err.fields.length ? err.fields.map((f) => `${f.path}: ${f.message}`).join(' · ') : err.message);
        return;
      }
      const { accessToken, refreshToken } = (await res.json()) as Tokens;
      auth.setTokens({ accessToken, refreshToken });
    } catch {
      setError('Could not reach the server.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="auth">
      <h1>Beyou</h1>
      <p class="muted">Your habits, tasks and ideas, with an assistant that acts on them.</p>
      <div class="tabs" role="tablist">
        <button role="tab" aria-selected={mode === 'signup'} onClick={() => setMode('signup')}>
          Sign up
        </button>
        <button role="tab" aria-selected={mode === 'login'} onClick={() => setMode('login')}>
          Log in
        </button>
      </div>
      <form onSubmit={submit}>
        {mode === 'signup' ? (
          <label>
            Your name
            <input name="displayName" autoComplete="name" required />
          </label>
        ) : null}
        <label>
          Email
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} required />
        </label>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" class="primary" disabled={busy}>
          {mode === 'signup' ? 'Create account' : 'Log in'}
        </button>
      </form>
      <p class="muted">
        <a href="#/forgot">Forgot your password? / Esqueceu sua senha?</a> · <a href="#/privacy">Privacy / Privacidade</a>
      </p>
    </main>
  );
}
