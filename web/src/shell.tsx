import { useEffect, useState } from 'preact/hooks';
import { ChatWidget } from './chat/widget';
import { IdeasPage } from './pages/ideas';
import { HabitsPage, TasksPage } from './pages/lists';
import { PAGES, useRoute } from './router';
import { api, logout } from './session';
import { completeTutorial, tutorialCompleted } from './tutorial';

interface Me {
  id: string;
  displayName: string;
}

/** The signed-in app: a few pages, and the assistant once the tutorial is done. */
export function Shell() {
  const route = useRoute();
  const [me, setMe] = useState<Me>();
  const [tutorialDone, setTutorialDone] = useState<boolean>();

  useEffect(() => {
    api.get<Me>('/me').then(async (user) => {
      setMe(user);
      setTutorialDone(await tutorialCompleted(api, user.id).catch(() => false));
    }, () => undefined);
  }, []);

  const page = route === '/tasks' ? <TasksPage /> : route === '/ideas' ? <IdeasPage /> : <HabitsPage />;
  return (
    <div class="shell">
      <header>
        <strong class="brand">Beyou</strong>
        <nav>
          {PAGES.map((p) => (
            <a key={p.path} href={`#${p.path}`} aria-current={route === p.path ? 'page' : undefined}>
              {p.label}
            </a>
          ))}
        </nav>
        <span class="who">{me?.displayName}</span>
        <button onClick={() => void logout()}>Log out</button>
      </header>
      {tutorialDone === false && me ? (
        <aside class="tutorial">
          <p>
            <strong>Welcome, {me.displayName}!</strong> Beyou keeps your habits, tasks and ideas in one place. Finish the
            tutorial to meet the assistant: it can create and change things for you, and this page updates as it works.
          </p>
          <button class="primary" onClick={() => void completeTutorial(api, me.id).then(() => setTutorialDone(true))}>
            Finish tutorial
          </button>
        </aside>
      ) : null}
      <main>{page}</main>
      {tutorialDone ? <ChatWidget page={route} /> : null}
    </div>
  );
}
