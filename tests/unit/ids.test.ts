import { describe, expect, it } from 'vitest';
import { newId } from '../../core/util/ids';

describe('newId', () => {
  it('is prefixed and sorts in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newId('hab', 1_800_000_000_000));
    expect(ids[0]).toMatch(/^hab_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by time across milliseconds', () => {
    const a = newId('x', 1_000);
    const b = newId('x', 2_000);
    expect(a < b).toBe(true);
  });
});
