import type { Schema } from '../../client/rest';
import { ConfirmButton, Meter } from '../../ui/bits';
import { MAX_DEPTH, type GoalNode } from './goal-tree';
import { formatDay } from '../../i18n/format';
import { t } from './messages';

type Goal = Schema<'Goal'>;

export type GoalAct = (goal: Goal, verb: 'increase' | 'decrease' | 'complete' | 'archive' | 'restore') => void;


/** One goal of the tree with its progress and actions; completing (which pays XP) asks first. */
export function GoalItem({ node, busy, act, onAddUnder }: { node: GoalNode; busy: boolean; act: GoalAct; onAddUnder(goal: Goal): void }) {
  const g = node.goal;
  const done = g.status === 'COMPLETED';
  return (
    <li class="goal" data-testid="goal" data-goal={g.name} data-status={g.status}>
      <div class="goal-row">
        <span class="goal-name">
          {g.name} <span class="badge">{t(`status_${g.status}`)}</span>
        </span>
        <span class="goal-progress">
          <Meter value={g.currentValue} max={g.targetValue} label={t('progressLabel', { name: g.name })} />
          <span class="small muted" data-testid="goal-value">
            {g.currentValue} / {g.targetValue} {g.unit}
            {g.endDate ? t('by', { date: formatDay(g.endDate, { dateStyle: 'medium' }) }) : ''}
          </span>
        </span>
        <span class="goal-actions">
          <button aria-label={t('decrease', { name: g.name })} disabled={busy || done || g.currentValue <= 0} onClick={() => act(g, 'decrease')}>
            −1
          </button>
          <button aria-label={t('increase', { name: g.name })} disabled={busy || done} onClick={() => act(g, 'increase')}>
            +1
          </button>
          {done ? (
            <ConfirmButton label={t('reopen')} question={t('reopenAsk', { name: g.name, xp: g.xpAwarded })} yes={t('reopenYes')} disabled={busy} onConfirm={() => act(g, 'complete')} />
          ) : (
            <ConfirmButton label={t('complete')} question={t('completeAsk', { name: g.name })} yes={t('completeYes')} disabled={busy} onConfirm={() => act(g, 'complete')} />
          )}
          {node.depth < MAX_DEPTH ? (
            <button aria-label={t('addUnder', { name: g.name })} disabled={busy} onClick={() => onAddUnder(g)}>
              {t('subGoal')}
            </button>
          ) : null}
          <button aria-label={t('archiveLabel', { name: g.name })} disabled={busy} onClick={() => act(g, 'archive')}>
            {t('archive')}
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
