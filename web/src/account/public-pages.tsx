import { useEffect, useRef, useState } from 'preact/hooks';
import { apiError, type ApiError } from '../client/api';
import { baseUrl } from '../session';
import { ErrorNote } from '../ui/bits';
import { currentLang, WORDS, type Lang } from './i18n';
import { LangSwitch } from './lang-switch';
import { PrivacyView } from './privacy-view';
import type { PublicPage } from './public-routes';

async function post(path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw await apiError(res);
  return res;
}

/** The signed-out pages an emailed link (or "Forgot your password?") opens. */
export function PublicPages({ page, token }: { page: PublicPage; token: string | undefined }) {
  const [lang, setLang] = useState<Lang>(currentLang);
  const w = WORDS[lang];
  return (
    <main class="auth account-public" lang={lang === 'pt' ? 'pt-BR' : 'en'}>
      <p class="row">
        <a href="#/today">{w.backToApp}</a> <LangSwitch lang={lang} onChange={setLang} />
      </p>
      {page === 'privacy' ? <PrivacyView lang={lang} /> : null}
      {page === 'forgot' ? <Forgot lang={lang} /> : null}
      {page === 'reset' ? <Reset lang={lang} token={token} /> : null}
      {page === 'verify' ? <Verify lang={lang} token={token} /> : null}
    </main>
  );
}

function Forgot({ lang }: { lang: Lang }) {
  const w = WORDS[lang];
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<ApiError>();
  async function submit(e: Event) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget as HTMLFormElement).get('email'));
    setState('busy');
    setError(undefined);
    try {
      await post('/auth/password-reset', { email });
      setState('sent');
    } catch (err) {
      setError(err as ApiError);
      setState('idle');
    }
  }
  return (
    <section>
      <h1>{w.forgotTitle}</h1>
      <p class="muted">{w.forgotIntro}</p>
      {state === 'sent' ? (
        <p role="status">{w.linkSent}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label>
            {w.address}
            <input name="email" type="email" autoComplete="email" required />
          </label>
          <ErrorNote error={error} />
          <button type="submit" class="primary" disabled={state === 'busy'}>
            {w.sendLink}
          </button>
        </form>
      )}
    </section>
  );
}

function Reset({ lang, token }: { lang: Lang; token: string | undefined }) {
  const w = WORDS[lang];
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  if (!token) return <p class="error">{w.noToken}</p>;
  async function submit(e: Event) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget as HTMLFormElement).get('password'));
    setBusy(true);
    setError(undefined);
    try {
      await post('/auth/password-reset/confirm', { token, password });
      setDone(true);
    } catch (err) {
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section>
      <h1>{w.resetTitle}</h1>
      {done ? (
        <p role="status">
          {w.resetDone} <a href="#/today">{w.logIn}</a>
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label>
            {w.newPassword}
            <input name="password" type="password" autoComplete="new-password" minLength={12} required />
          </label>
          <ErrorNote error={error} />
          <button type="submit" class="primary" disabled={busy}>
            {w.save}
          </button>
        </form>
      )}
    </section>
  );
}

/** Confirms on arrival: opening the link is the person's act (a second render sends nothing). */
function Verify({ lang, token }: { lang: Lang; token: string | undefined }) {
  const w = WORDS[lang];
  const [state, setState] = useState<'busy' | 'done'>('busy');
  const [error, setError] = useState<ApiError>();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    post('/auth/verify', { token }).then(
      () => setState('done'),
      (err: ApiError) => setError(err),
    );
  }, [token]);
  if (!token) return <p class="error">{w.noToken}</p>;
  return (
    <section>
      <h1>{w.verifyTitle}</h1>
      {error ? <ErrorNote error={error} /> : <p role="status">{state === 'done' ? w.verifyDone : w.verifying}</p>}
    </section>
  );
}
