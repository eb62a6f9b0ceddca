import { useEffect, useRef, useState } from 'preact/hooks';
import { ChatWidget } from './chat/widget';
import { Pages } from './pages';
import { PAGES, useRoute } from './router';
import { ok, type Schema } from './client/rest';
import { logout, rest } from './session';
import { loadConfiguration } from './config';
import { setLang } from './i18n/lang';
import { navLabel } from './nav-labels';
import { t } from './shell-messages';
import { setTutorialCompleted } from './tutorial';
import { useWizardForNewAccount } from './pages/onboarding/open-for-new-account';
import { useResource } from './use-resource';

type Me = Schema<'Me'>;

/** The signed-in app: the pages, and the assistant once the tutorial is done. */
export function Shell() {
  const route = useRoute();
  const [me, setMe] = useState<Me>();
  // The configuration carries the language, the name shown and the tutorial flag; a `profile`
  // write (Settings, or the assistant) reads it again, so all three follow at once.
  const config = useResource('/me/configuration', 'profile', () => loadConfiguration());
  const tutorialDone = config.data?.tutorialCompleted;
  // A new account opened at the start page lands on the setup wizard (issue 37).
  const holding = useWizardForNewAccount(tutorialDone, config.error !== undefined, route.page);
  const lang = config.data?.language;
  useEffect(() => void (lang && setLang(lang)), [lang]);
  const main = useRef<HTMLElement>(null);
  const shown = useRef(route.page);

  useEffect(() => {
    ok(rest.GET('/me')).then(setMe, () => undefined);
  }, []);

  // Moving to another page puts the keyboard and the screen reader at its start.
  useEffect(() => {
    if (shown.current === route.page) return;
    shown.current = route.page;
    main.current?.focus();
    // On a narrow screen the page list scrolls sideways: keep the open page's link in sight.
    document.querySelector('.shell nav a[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [route.page]);

  return (
    <div class="shell">
      <a class="skip" href="#main" onClick={(e) => (e.preventDefault(), main.current?.focus())}>
        {t('skip')}
      </a>
      <header>
        <strong class="brand">Beyou</strong>
        <span class="who">{config.data?.displayName ?? me?.displayName}</span>
        <button onClick={() => void logout()}>{t('logOut')}</button>
        <nav aria-label={t('pages')}>
          {PAGES.map((p) => (
            <a key={p.path} href={`#${p.path}`} aria-current={route.page === p.path ? 'page' : undefined}>
              {navLabel(p)}
            </a>
          ))}
        </nav>
      </header>
      {tutorialDone === false && me ? (
        <aside class="tutorial">
          <p>
            <strong>{t('welcome', { name: config.data?.displayName ?? me.displayName })}</strong> {t('tutorial')}
          </p>
          <button class="primary" onClick={() => void setTutorialCompleted(true)}>
            {t('finish')}
          </button>
        </aside>
      ) : null}
      <main id="main" ref={main} tabIndex={-1}>
        {holding ? null : <Pages route={route} me={me} />}
      </main>
      {tutorialDone ? <ChatWidget page={route.path} /> : null}
    </div>
  );
}
