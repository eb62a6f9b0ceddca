import { useEffect, useRef } from 'preact/hooks';
import type { GoalNode } from './goal-tree';
import { MAX_DEPTH } from './goal-tree';

export interface NewGoal {
  name: string;
  targetValue: number;
  unit?: string;
  endDate?: string;
  parentId?: string;
}

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
    <form class="panel form-grid" onSubmit={submit} aria-label="New goal">
      <h2>New goal</h2>
      <label>
        Goal name
        <input ref={name} name="name" required maxLength={256} />
      </label>
      <label>
        Target
        <input name="targetValue" type="number" min="1" step="any" required defaultValue="10" />
      </label>
      <label>
        Unit
        <input name="unit" placeholder="times" maxLength={32} />
      </label>
      <label>
        Deadline (optional)
        <input name="endDate" type="date" />
      </label>
      <label>
        Under
        <select name="parentId" value={parentId} onChange={(e) => onParent((e.currentTarget as HTMLSelectElement).value)}>
          <option value="">(a top-level goal)</option>
          {parents.map((n) => (
            <option key={n.goal.id} value={n.goal.id}>
              {'· '.repeat(n.depth - 1)}
              {n.goal.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" class="primary" disabled={busy}>
        Add goal
      </button>
    </form>
  );
}
