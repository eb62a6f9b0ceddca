import type { ClientDomain } from '../../../core/ai/agent/protocol/segments';
import { useResource } from '../use-resource';

interface Named {
  id: string;
  name: string;
}

function NamedList({ title, path, domain, empty }: { title: string; path: string; domain: ClientDomain; empty: string }) {
  const { data, error, loads } = useResource<{ items: Named[] }>(path, domain);
  return (
    <section class="page" data-page={domain} data-loads={loads}>
      <h1>{title}</h1>
      {error && !data ? <p class="muted">{error.message}</p> : null}
      {data && data.items.length === 0 ? <p class="muted">{empty}</p> : null}
      <ul class="items">
        {data?.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </section>
  );
}

export const HabitsPage = () => (
  <NamedList title="Habits" path="/habits" domain="habits" empty="No habits yet. Ask the assistant to create one." />
);

export const TasksPage = () => <NamedList title="Tasks" path="/tasks" domain="tasks" empty="No tasks yet." />;
