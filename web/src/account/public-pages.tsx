import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApiError } from '../client/api';
import { ok } from '../client/rest';
import { publicRest } from '../session';
import { ErrorNote } from '../ui/bits';
import { localeOf } from '../i18n/lang';
import { useLang } from '../i18n/use-lang';
import { LangSwitch } from './lang-switch';
import { t } from './messages';
import { PrivacyView } from './privacy-view';
import type { PublicPage } from './public-routes';

/** The signed-out pages an emailed link (or "Forgot your password?") opens. */
export function PublicPages({ page, token }: { page: PublicPage; token: string | undefined }) {
  const lang = useLang();
  return (
    <main class="auth account-public" lang={localeOf(lang)}>
      <p class="row">
        <a href="#/today">{t('backToApp')}</a> <LangSwitch lang={lang} />
      </p>
      {page === 'privacy' ? <PrivacyView lang={lang} /> : null}
      {page === 'forgot' ? <Forgot /> : null}
      {page === 'reset' ? <Reset token={token} /> : null}
      {page === 'verify' ? <Verify token={token} /> : null}
    </main>
  );
}

function Forgot() {
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<ApiError>();
  async function submit(e: Event) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget as HTMLFormElement).get('email'));
    setState('busy');
    setError(undefined);
    try {
      await ok(publicRest.POST('/auth/password-reset', { body: { email } }));
      setState('sent');
    } catch (err) {
      setError(err as ApiError);
      setState('idle');
    }
  }
  return (
    <section>
      <h1>{t('forgotTitle')}</h1>
      <p class="muted">{t('forgotIntro')}</p>
      {state === 'sent' ? (
        <p role="status">{t('linkSent')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label>
            {t('address')}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <ErrorNote error={error} />
          <button type="submit" class="primary" disabled={state === 'busy'}>
            {t('sendLink')}
          </button>
        </form>
      )}
    </section>
  );
}

function Reset({ token }: { token: string | undefined }) {
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  if (!token) return <p class="error">{t('noToken')}</p>;
  async function submit(e: Event) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget as HTMLFormElement).get('password'));
    setBusy(true);
    setError(undefined);
    try {
      // The form is shown only with a token (see above).
      await ok(publicRest.POST('/auth/password-reset/confirm', { body: { token: token!, password } }));
      setDone(true);
    } catch (err) {
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section>
      <h1>{t('resetTitle')}</h1>
      {done ? (
        <p role="status">
          {t('resetDone')} <a href="#/login">{t('logIn')}</a>
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label>
            {t('newPassword')}
            <input name="password" type="password" autoComplete="new-password" minLength={12} required />
          </label>
          <ErrorNote error={error} />
          <button type="submit" class="primary" disabled={busy}>
            {t('save')}
          </button>
        </form>
      )}
    </section>
  );
}

/** Confirms on arrival: opening the link is the person's act (a second render sends nothing). */
function Verify({ token }: { token: string | undefined }) {
  const [state, setState] = useState<'busy' | 'done'>('busy');
  const [error, setError] = useState<ApiError>();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    ok(publicRest.POST('/auth/verify', { body: { token } })).then(
      () => setState('done'),
      (err: ApiError) => setError(err),
    );
  }, [token]);
  if (!token) return <p class="error">{t('noToken')}</p>;
  return (
    <section>
      <h1>{t('verifyTitle')}</h1>
      {error ? <ErrorNote error={error} /> : <p role="status">{state === 'done' ? t('verifyDone') : t('verifying')}</p>}
    </section>
  );
}
