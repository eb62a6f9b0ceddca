import { useEffect, useRef, useState } from 'preact/hooks';
import { ChatWidget } from './chat/widget';
import { Pages } from './pages';
import { PAGES, useRoute } from './router';
import { api, logout } from './session';
import { completeTutorial, tutorialCompleted } from './tutorial';

interface Me {
  id: string;
  displayName: string;
  createdAt: string;
}

/** The signed-in app: the pages, and the assistant once the tutorial is done. */
export function Shell() {
  const route = useRoute();
  const [me, setMe] = useState<Me>();
  const [tutorialDone, setTutorialDone] = useState<boolean>();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(route.page);

  useEffect(() => {
    api.get<Me>('/me').then(async (user) => {
      setMe(user);
      setTutorialDone(await tutorialCompleted(api, user.id).catch(() => false));
    }, () => undefined);
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
        Skip to content
      </a>
      <header>
        <strong class="brand">Beyou</strong>
        <span class="who">{me?.displayName}</span>
        <button onClick={() => void logout()}>Log out</button>
        <nav aria-label="Pages">
          {PAGES.map((p) => (
            <a key={p.path} href={`#${p.path}`} aria-current={route.page === p.path ? 'page' : undefined}>
              {p.label}
            </a>
          ))}
        </nav>
      </header>
      {tutorialDone === false && me ? (
        <aside class="tutorial">
          <p>
            <strong>Welcome, {me.displayName}!</strong> Beyou keeps your day, habits, goals, mood and study notes in one place.
            Finish the tutorial to meet the assistant: it can create and change things for you, and the page you have open updates
            as it works.
          </p>
          <button class="primary" onClick={() => void completeTutorial(api, me.id).then(() => setTutorialDone(true))}>
            Finish tutorial
          </button>
        </aside>
      ) : null}
      <main id="main" ref={main} tabIndex={-1}>
        <Pages route={route} me={me} />
      </main>
      {tutorialDone ? <ChatWidget page={route.path} /> : null}
    </div>
  );
}
