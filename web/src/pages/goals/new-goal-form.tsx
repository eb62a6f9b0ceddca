import { useEffect, useRef } from 'preact/hooks';
import type { Body } from '../../client/rest';
import type { GoalNode } from './goal-tree';
import { MAX_DEPTH } from './goal-tree';
import { t } from './messages';

/** What the form sends: `POST /goals`'s body. */
export type NewGoal = Body<'/goals', 'post'>;

/** A new goal: name and target (all the server needs), a unit, a deadline, a parent. */
export function NewGoalForm({ nodes, parentId, busy, onParent, onCreate }: { nodes: GoalNode[]; parentId: string; busy: boolean; onParent(id: string): void; onCreate(g: NewGoal): Promise<boolean> }) {
  const name = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (parentId) name.current?.focus();
  }, [parentId]);
  const parents = nodes.filter((n) => n.depth < MAX_DEPTH);
  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const unit = String(f.get('unit') ?? '').trim();
    const endDate = String(f.get('endDate') ?? '');
    const ok = await onCreate({
      name: String(f.get('name') ?? '').trim(),
      targetValue: Number(f.get('targetValue')),
      ...(unit ? { unit } : {}),
      ...(endDate ? { endDate } : {}),
      ...(parentId ? { parentId } : {}),
    });
    if (ok) form.reset();
  };
  return (
    <form class="panel form-grid" onSubmit={submit} aria-label={t('newGoal')}>
      <h2>{t('newGoal')}</h2>
      <label>
        {t('goalName')}
        <input ref={name} name="name" required maxLength={256} />
      </label>
      <label>
        {t('target')}
        <input name="targetValue" type="number" min="1" step="any" required defaultValue="10" />
      </label>
      <label>
        {t('unit')}
        <input name="unit" placeholder={t('unitPlaceholder')} maxLength={32} />
      </label>
      <label>
        {t('deadline')}
        <input name="endDate" type="date" />
      </label>
      <label>
        {t('under')}
        <select name="parentId" value={parentId} onChange={(e) => onParent((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">{t('topLevel')}</option>
          {parents.map((n) => (
            <option key={n.goal.id} value={n.goal.id}>
              {'· '.repeat(n.depth - 1)}
              {n.goal.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" class="primary" disabled={busy}>
        {t('addGoal')}
      </button>
    </form>
  );
}
