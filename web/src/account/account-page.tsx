import { useState } from 'preact/hooks';
import type { ApiError } from '../client/api';
import { api } from '../session';
import { useResource } from '../use-resource';
import { ErrorNote, Status } from '../ui/bits';
import { currentLang, when, WORDS, type Lang } from './i18n';
import { LangSwitch } from './lang-switch';

interface EmailStatus {
  email: string;
  verified: boolean;
  undeliverable: boolean;
}
interface SignInSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  current: boolean;
}

/** The signed-in account page: the address and its mark, the password, the sessions. */
export function AccountPage() {
  const [lang, setLang] = useState<Lang>(currentLang);
  const w = WORDS[lang];
  return (
    <section class="account" lang={lang === 'pt' ? 'pt-BR' : 'en'}>
      <p class="row">
        <LangSwitch lang={lang} onChange={setLang} /> <a href="#/privacy">{w.privacy}</a>
      </p>
      <h1>{w.account}</h1>
      <Address lang={lang} />
      <ChangePassword lang={lang} />
      <Sessions lang={lang} />
    </section>
  );
}

function Address({ lang }: { lang: Lang }) {
  const w = WORDS[lang];
  const status = useResource<EmailStatus>('/auth/verify', []);
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<ApiError>();
  const s = status.data;
  if (!s) return <ErrorNote error={status.error} />;
  async function resend() {
    setError(undefined);
    try {
      await api.post('/auth/verify/resend');
      setNote(w.resent);
    } catch (err) {
      setError(err as ApiError);
    }
  }
  return (
    <div>
      <h2>{w.address}</h2>
      <p>
        {s.email} — {s.verified ? w.verified : w.unverified}
      </p>
      {s.undeliverable ? <p class="error">{w.undeliverable}</p> : null}
      {!s.verified ? <button onClick={() => void resend()}>{w.resend}</button> : null}
      <ErrorNote error={error} />
      <Status message={note} />
    </div>
  );
}

function ChangePassword({ lang }: { lang: Lang }) {
  const w = WORDS[lang];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const [note, setNote] = useState<string>();
  async function submit(e: Event) {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    setBusy(true);
    setError(undefined);
    try {
      const res = await api.post<{ sessionsEnded: number }>('/auth/password', { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) });
      form.reset();
      setNote(w.passwordChanged(res.sessionsEnded));
    } catch (err) {
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <h2>{w.changePassword}</h2>
      <label>
        {w.currentPassword}
        <input name="currentPassword" type="password" autoComplete="current-password" required />
      </label>
      <label>
        {w.newPassword}
        <input name="newPassword" type="password" autoComplete="new-password" minLength={12} required />
      </label>
      <ErrorNote error={error} />
      <button type="submit" class="primary" disabled={busy}>
        {w.save}
      </button>
      <Status message={note} />
    </form>
  );
}

function Sessions({ lang }: { lang: Lang }) {
  const w = WORDS[lang];
  const list = useResource<{ items: SignInSession[] }>('/auth/sessions', []);
  const [error, setError] = useState<ApiError>();
  const [note, setNote] = useState<string>();
  const act = async (fn: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await fn();
      await list.reload();
    } catch (err) {
      setError(err as ApiError);
    }
  };
  const items = list.data?.items ?? [];
  return (
    <div>
      <h2>{w.sessions}</h2>
      <ul>
        {items.map((s) => (
          <li key={s.id}>
            <strong>{s.userAgent ?? w.unknownDevice}</strong>
            {s.current ? ` (${w.thisDevice})` : ''} — {w.signedIn} {when(s.createdAt, lang)}, {w.lastUsed} {when(s.lastUsedAt, lang)}{' '}
            {s.current ? null : <button onClick={() => void act(() => api.del(`/auth/sessions/${encodeURIComponent(s.id)}`))}>{w.signOut}</button>}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <button onClick={() => void act(async () => setNote(w.othersEnded((await api.post<{ ended: number }>('/auth/sessions/end-others')).ended)))}>{w.signOutOthers}</button>
      ) : null}
      <ErrorNote error={error ?? list.error} />
      <Status message={note} />
    </div>
  );
}
