import { useState } from 'preact/hooks';
import { allPages, ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { GoalItem, type GoalAct } from './goal-node';
import { buildTree, flatten } from './goal-tree';
import { NewGoalForm, type NewGoal } from './new-goal-form';

type Goal = Schema<'Goal'>;

const said: Record<Parameters<GoalAct>[1], (g: Goal, before: Goal) => string> = {
  increase: (g) => `“${g.name}”: ${g.currentValue} / ${g.targetValue} ${g.unit}.`,
  decrease: (g) => `“${g.name}”: ${g.currentValue} / ${g.targetValue} ${g.unit}.`,
  complete: (g, before) =>
    g.status === 'COMPLETED' ? `Completed “${g.name}”: +${g.xpAwarded} XP.` : `Reopened “${g.name}”: ${before.xpAwarded} XP taken back.`,
  archive: (g) => `Archived “${g.name}” and the goals under it.`,
  restore: (g) => `Restored “${g.name}”.`,
};

/** Goals as a tree (D2) with progress bars, +/−, complete (asks first), archive and restore. */
export function GoalsPage() {
  const goals = useResource('/goals?archived=include', 'goals', () =>
    allPages((cursor) => ok(rest.GET('/goals', { params: { query: { archived: 'include', limit: 100, cursor } } }))),
  );
  const action = useAction();
  const [message, setMessage] = useState<string>();
  const [parentId, setParentId] = useState('');
  const all = goals.data?.items ?? [];
  const active = buildTree(all.filter((g) => !g.archivedAt));
  const archived = all.filter((g) => g.archivedAt);

  const act: GoalAct = (g, verb) =>
    void action.run(async () => {
      // The direction is pinned, so a double click never toggles back (the server's toggle is for the agent).
      const path = { params: { path: { id: g.id } } };
      const after = await ok(
        verb === 'increase' || verb === 'decrease'
          ? rest.POST(`/goals/{id}/${verb}`, { ...path, body: { value: 1 } })
          : verb === 'complete'
            ? rest.POST('/goals/{id}/complete', { ...path, body: { completed: g.status !== 'COMPLETED' } })
            : rest.POST(`/goals/{id}/${verb}`, { ...path, body: {} }),
      );
      await goals.reload();
      setMessage(said[verb](after, g));
    });

  const create = async (input: NewGoal) =>
    (await action.run(async () => {
      const g = await ok(rest.POST('/goals', { body: input }));
      setParentId('');
      await goals.reload();
      setMessage(`Added “${g.name}”${input.parentId ? ' as a sub-goal' : ''}.`);
      return true;
    })) ?? false;

  return (
    <section class="page" data-page="goals" data-loads={goals.loads}>
      <h1>Goals</h1>
      <Status message={message} testId="goals-status" />
      <ErrorNote error={action.error} />
      {goals.error && !goals.data ? <ErrorNote error={goals.error} /> : null}
      {goals.data && active.length === 0 ? <p class="muted">No goals yet. Add one below: a name and a target are enough.</p> : null}
      <ul class="goal-tree" aria-label="Goals">
        {active.map((n) => (
          <GoalItem key={n.goal.id} node={n} busy={action.busy} act={act} onAddUnder={(g) => setParentId(g.id)} />
        ))}
      </ul>
      <NewGoalForm nodes={flatten(active)} parentId={parentId} busy={action.busy} onParent={setParentId} onCreate={create} />
      {archived.length ? (
        <section class="panel" aria-label="Archived goals">
          <h2>Archived</h2>
          <ul class="plain">
            {archived.map((g) => (
              <li key={g.id} data-testid="archived-goal">
                {g.name}{' '}
                <button aria-label={`Restore ${g.name}`} disabled={action.busy} onClick={() => act(g, 'restore')}>
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
