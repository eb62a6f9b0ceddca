import { describe, expect, it } from 'vitest';
import type { Goal } from '../../core/goal/view';
import { buildTree, flatten, percentOf } from '../../web/src/pages/goals/goal-tree';

const goal = (id: string, parentId: string | null, createdAt: string, more: Partial<Goal> = {}): Goal =>
  ({ id, name: id, parentId, createdAt, currentValue: 0, targetValue: 10, ...more }) as Goal;

describe('the goal tree', () => {
  it('nests children under parents, oldest first at every level, with their depth', () => {
    const tree = buildTree([goal('b', null, '2'), goal('c', 'a', '4'), goal('a', null, '1'), goal('d', 'c', '5'), goal('e', 'a', '3')]);
    expect(flatten(tree).map((n) => [n.goal.id, n.depth])).toEqual([
      ['a', 1],
      ['e', 2],
      ['c', 2],
      ['d', 3],
      ['b', 1],
    ]);
  });

  it('a goal whose parent is not listed (archived apart from it) is a root, never lost', () => {
    expect(buildTree([goal('x', 'gone', '1')]).map((n) => n.goal.id)).toEqual(['x']);
  });

  it('progress is the briefing’s: min(100, round(current / target × 100))', () => {
    expect(percentOf({ currentValue: 1, targetValue: 3 })).toBe(33);
    expect(percentOf({ currentValue: 15, targetValue: 12 })).toBe(100);
  });
});
