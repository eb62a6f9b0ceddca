import { useState } from 'preact/hooks';
import type { ApiError } from '../client/api';
import { ok } from '../client/rest';
import { formatDateTime } from '../i18n/format';
import { rest } from '../session';
import { useResource } from '../use-resource';
import { ErrorNote, Status } from '../ui/bits';
import { t } from './messages';

/**
 * The signed-in account page: the address and its mark, the password, the sessions. Its
 * language is the app's (the configuration's, changed in Settings), so no switch here.
 */
export function AccountPage() {
  return (
    <section class="account page" data-page="account">
      <p class="row">
        <a href="#/settings">{t('settings')}</a> · <a href="#/privacy">{t('privacy')}</a>
      </p>
      <h1>{t('account')}</h1>
      <Address />
      <ChangePassword />
      <Sessions />
    </section>
  );
}

function Address() {
  const status = useResource('/auth/verify', [], () => ok(rest.GET('/auth/verify')));
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<ApiError>();
  const s = status.data;
  if (!s) return <ErrorNote error={status.error} />;
  async function resend() {
    setError(undefined);
    try {
      await ok(rest.POST('/auth/verify/resend'));
      setNote(t('resent'));
    } catch (err) {
      setError(err as ApiError);
    }
  }
  return (
    <div>
      <h2>{t('address')}</h2>
      <p>
        {s.email} — {s.verified ? t('verified') : t('unverified')}
      </p>
      {s.undeliverable ? <p class="error">{t('undeliverable')}</p> : null}
      {!s.verified ? <button onClick={() => void resend()}>{t('resend')}</button> : null}
      <ErrorNote error={error} />
      <Status message={note} />
    </div>
  );
}

function ChangePassword() {
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
      const res = await ok(rest.POST('/auth/password', { body: { currentPassword: String(data.get('currentPassword')), newPassword: String(data.get('newPassword')) } }));
      form.reset();
      setNote(t('passwordChanged', { count: res.sessionsEnded }));
    } catch (err) {
      setError(err as ApiError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <h2>{t('changePassword')}</h2>
      <label>
        {t('currentPassword')}
        <input name="currentPassword" type="password" autoComplete="current-password" required />
      </label>
      <label>
        {t('newPassword')}
        <input name="newPassword" type="password" autoComplete="new-password" minLength={12} required />
      </label>
      <ErrorNote error={error} />
      <button type="submit" class="primary" disabled={busy}>
        {t('save')}
      </button>
      <Status message={note} />
    </form>
  );
}

function Sessions() {
  const list = useResource('/auth/sessions', [], () => ok(rest.GET('/auth/sessions')));
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
      <h2>{t('sessions')}</h2>
      <ul>
        {items.map((s) => (
          <li key={s.id}>
            <strong>{s.userAgent ?? t('unknownDevice')}</strong>
            {s.current ? ` (${t('thisDevice')})` : ''} — {t('signedIn')} {formatDateTime(s.createdAt)}, {t('lastUsed')} {formatDateTime(s.lastUsedAt)}{' '}
            {s.current ? null : (
              <button
                onClick={() =>
                  void act(async () => {
                    await ok(rest.DELETE('/auth/sessions/{id}', { params: { path: { id: s.id } } }));
                    // Issue 49: say what happened (the server ends its tokens at once, issue 47).
                    setNote(t('sessionEnded', { device: s.userAgent ?? t('unknownDevice') }));
                  })
                }
              >
                {t('signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <button onClick={() => void act(async () => setNote(t('othersEnded', { count: (await ok(rest.POST('/auth/sessions/end-others'))).ended })))}>{t('signOutOthers')}</button>
      ) : null}
      <ErrorNote error={error ?? list.error} />
      <Status message={note} />
    </div>
  );
}
