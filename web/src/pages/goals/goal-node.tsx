import type { Goal } from '../../../../core/goal/view';
import { ConfirmButton, Meter } from '../../ui/bits';
import { MAX_DEPTH, type GoalNode } from './goal-tree';

export type GoalAct = (goal: Goal, verb: 'increase' | 'decrease' | 'complete' | 'archive' | 'restore') => void;

const STATUS: Record<Goal['status'], string> = { NOT_STARTED: 'not started', IN_PROGRESS: 'in progress', COMPLETED: 'completed' };

/** One goal of the tree with its progress and actions; completing (which pays XP) asks first. */
export function GoalItem({ node, busy, act, onAddUnder }: { node: GoalNode; busy: boolean; act: GoalAct; onAddUnder(goal: Goal): void }) {
  const g = node.goal;
  const done = g.status === 'COMPLETED';
  return (
    <li class="goal" data-testid="goal" data-goal={g.name} data-status={g.status}>
      <div class="goal-row">
        <span class="goal-name">
          {g.name} <span class="badge">{STATUS[g.status]}</span>
        </span>
        <span class="goal-progress">
          <Meter value={g.currentValue} max={g.targetValue} label={`${g.name} progress`} />
          <span class="small muted" data-testid="goal-value">
            {g.currentValue} / {g.targetValue} {g.unit}
            {g.endDate ? ` · by ${g.endDate}` : ''}
          </span>
        </span>
        <span class="goal-actions">
          <button aria-label={`Decrease ${g.name}`} disabled={busy || done || g.currentValue <= 0} onClick={() => act(g, 'decrease')}>
            −1
          </button>
          <button aria-label={`Increase ${g.name}`} disabled={busy || done} onClick={() => act(g, 'increase')}>
            +1
          </button>
          {done ? (
            <ConfirmButton label="Reopen" question={`Reopen “${g.name}”? Its ${g.xpAwarded} XP are taken back.`} yes="Yes, reopen" disabled={busy} onConfirm={() => act(g, 'complete')} />
          ) : (
            <ConfirmButton label="Complete" question={`Complete “${g.name}”? It pays its XP now.`} yes="Yes, complete" disabled={busy} onConfirm={() => act(g, 'complete')} />
          )}
          {node.depth < MAX_DEPTH ? (
            <button aria-label={`Add a goal under ${g.name}`} disabled={busy} onClick={() => onAddUnder(g)}>
              + Sub-goal
            </button>
          ) : null}
          <button aria-label={`Archive ${g.name}`} disabled={busy} onClick={() => act(g, 'archive')}>
            Archive
          </button>
        </span>
      </div>
      {node.children.length ? (
        <ul class="goal-children">
          {node.children.map((c) => (
            <GoalItem key={c.goal.id} node={c} busy={busy} act={act} onAddUnder={onAddUnder} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
