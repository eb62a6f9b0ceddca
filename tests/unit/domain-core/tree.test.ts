import { describe, expect, it } from 'vitest';
import { ancestorsOf, byId, canPlaceUnder, depthOf, heightOf, subtreeOf } from '../../../core/goal/tree';

// a ─ b ─ c        d ─ e        f
const goals = byId([
  { goalId: 'a' },
  { goalId: 'b', parentId: 'a' },
  { goalId: 'c', parentId: 'b' },
  { goalId: 'd' },
  { goalId: 'e', parentId: 'd' },
  { goalId: 'f' },
]);

describe('goal tree', () => {
  it('walks ancestors, depth, subtree and height', () => {
    expect(ancestorsOf(goals, 'c').map((g) => g.goalId)).toEqual(['b', 'a']);
    expect([depthOf(goals, 'a'), depthOf(goals, 'b'), depthOf(goals, 'c')]).toEqual([1, 2, 3]);
    expect(subtreeOf(goals, 'a').map((g) => g.goalId)).toEqual(['a', 'b', 'c']);
    expect([heightOf(goals, 'a'), heightOf(goals, 'b'), heightOf(goals, 'c'), heightOf(goals, 'f')]).toEqual([3, 2, 1, 1]);
  });

  it.each([
    ['a', 'a', 'CYCLE'],
    ['a', 'b', 'CYCLE'],
    ['a', 'c', 'CYCLE'],
    ['d', 'b', 'TOO_DEEP'], // d (2 levels) under b (level 2) → level 4
    ['f', 'c', 'TOO_DEEP'],
    ['d', 'f', 'OK'], // d (2 levels) under f (level 1) → level 3
    ['f', 'b', 'OK'],
    ['c', 'e', 'OK'],
  ])('placing %s under %s → %s', (id, parent, expected) => {
    const res = canPlaceUnder(goals, id, parent);
    expect(res.ok ? 'OK' : res.reason).toBe(expected);
  });

  it('terminates on corrupt data with a loop', () => {
    const looped = byId([
      { goalId: 'x', parentId: 'y' },
      { goalId: 'y', parentId: 'x' },
    ]);
    expect(ancestorsOf(looped, 'x').map((g) => g.goalId)).toEqual(['y']);
    expect(subtreeOf(looped, 'x').map((g) => g.goalId)).toEqual(['x', 'y']);
  });
});
