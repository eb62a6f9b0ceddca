import { useState } from 'preact/hooks';
import { allPages, ok, type Schema } from '../../client/rest';
import { rest } from '../../session';
import { ErrorNote, Status } from '../../ui/bits';
import { useAction } from '../../use-action';
import { useResource } from '../../use-resource';
import { GoalItem, type GoalAct } from './goal-node';
import { buildTree, flatten } from './goal-tree';
import { NewGoalForm, type NewGoal } from './new-goal-form';
import { t } from './messages';

type Goal = Schema<'Goal'>;

const progress = (g: Goal) => t('progressSaid', { name: g.name, value: g.currentValue, target: g.targetValue, unit: g.unit });
const said: Record<Parameters<GoalAct>[1], (g: Goal, before: Goal) => string> = {
  increase: progress,
  decrease: progress,
  complete: (g, before) => (g.status === 'COMPLETED' ? t('completed', { name: g.name, xp: g.xpAwarded }) : t('reopened', { name: g.name, xp: before.xpAwarded })),
  archive: (g) => t('archived', { name: g.name }),
  restore: (g) => t('restored', { name: g.name }),
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
      setMessage(t(input.parentId ? 'addedSub' : 'added', { name: g.name }));
      return true;
    })) ?? false;

  return (
    <section class="page" data-page="goals" data-loads={goals.loads}>
      <h1>{t('title')}</h1>
      <Status message={message} testId="goals-status" />
      <ErrorNote error={action.error} />
      {goals.error && !goals.data ? <ErrorNote error={goals.error} /> : null}
      {goals.data && active.length === 0 ? <p class="muted">{t('empty')}</p> : null}
      <ul class="goal-tree" aria-label={t('title')}>
        {active.map((n) => (
          <GoalItem key={n.goal.id} node={n} busy={action.busy} act={act} onAddUnder={(g) => setParentId(g.id)} />
        ))}
      </ul>
      <NewGoalForm nodes={flatten(active)} parentId={parentId} busy={action.busy} onParent={setParentId} onCreate={create} />
      {archived.length ? (
        <section class="panel" aria-label={t('archivedGoals')}>
          <h2>{t('archivedTitle')}</h2>
          <ul class="plain">
            {archived.map((g) => (
              <li key={g.id} data-testid="archived-goal">
                {g.name}{' '}
                <button aria-label={t('restoreLabel', { name: g.name })} disabled={action.busy} onClick={() => act(g, 'restore')}>
                  {t('restore')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
