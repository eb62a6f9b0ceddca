import { useState } from 'preact/hooks';
import { LangSwitch } from './account/lang-switch';
import { ApiError } from './client/api';
import { ok } from './client/rest';
import { errorText } from './i18n/errors';
import { getLang, localeOf } from './i18n/lang';
import { useLang } from './i18n/use-lang';
import { auth, publicRest } from './session';
import { t } from './auth-messages';
import { initialAuthMode, LOGIN_HASH, type AuthMode } from './auth-mode';
import { deviceZone } from './pages/settings/zones';

/**
 * Sign up or log in; success stores the token pair, which swaps this screen for the shell.
 * Before any account its language is the browser's (or the last one chosen here), and a new
 * account starts in it (the verification email is written in it too) and in the device's
 * time zone. A returning browser opens on sign-in (auth-mode.ts).
 */
/** The device's zone, when the browser says one (a browser that cannot leaves the account on UTC). */
function zone(): { timeZone?: string } {
  try {
    const tz = deviceZone();
    return tz ? { timeZone: tz } : {};
  } catch {
    return {};
  }
}

export function AuthScreen() {
  const lang = useLang();
  const [mode, setMode] = useState<AuthMode>(() => initialAuthMode(location.hash));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const body = { email: String(form.get('email')), password: String(form.get('password')) };
    setBusy(true);
    setError(undefined);
    try {
      const { accessToken, refreshToken } = await ok(
        mode === 'signup'
          ? publicRest.POST('/auth/signup', { body: { ...body, displayName: String(form.get('displayName')), language: getLang(), ...zone() } })
          : publicRest.POST('/auth/login', { body }),
      );
      // `#/login` is this screen's address, not a page of the app: land on Today.
      if (location.hash.startsWith(LOGIN_HASH)) history.replaceState(null, '', '#/today');
      auth.setTokens({ accessToken, refreshToken });
    } catch (err) {
      if (!(err instanceof ApiError)) return setError(errorText({ code: 'NETWORK', message: '' }));
      const text = errorText(err);
      setError(err.fields.length ? `${text} (${err.fields.map((f) => `${f.path}: ${f.message}`).join(' · ')})` : text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="auth" lang={localeOf(lang)}>
      <p class="row">
        <LangSwitch lang={lang} />
      </p>
      <h1>Beyou</h1>
      <p class="muted">{t('tagline')}</p>
      <div class="tabs" role="tablist" aria-label={t('modes')}>
        <button role="tab" aria-selected={mode === 'signup'} onClick={() => setMode('signup')}>
          {t('signUp')}
        </button>
        <button role="tab" aria-selected={mode === 'login'} onClick={() => setMode('login')}>
          {t('logIn')}
        </button>
      </div>
      <form onSubmit={submit}>
        {mode === 'signup' ? (
          <label>
            {t('name')}
            <input name="displayName" autoComplete="name" required />
          </label>
        ) : null}
        <label>
          {t('email')}
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          {t('password')}
          <input name="password" type="password" autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} required />
        </label>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" class="primary" disabled={busy}>
          {mode === 'signup' ? t('create') : t('logIn')}
        </button>
      </form>
      <p class="muted">
        <a href="#/forgot">{t('forgot')}</a> · <a href="#/privacy">{t('privacy')}</a>
      </p>
    </main>
  );
}
