import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../core/errors';
import { lostRace, retryOnConflict } from '../../../core/util/tx';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('retryOnConflict', () => {
  it('recognises lost races, and only those', () => {
    expect(lostRace(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(lostRace(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(lostRace({ name: 'Wrapped', cause: { name: 'ConditionalCheckFailedException' } })).toBe(true);
    expect(lostRace(cancelled('None', 'ValidationError'))).toBe(false);
    expect(lostRace(new Error('network down'))).toBe(false);
  });

  it('re-runs the whole attempt after a lost race', async () => {
    let runs = 0;
    const result = await retryOnConflict(async () => {
      runs++;
      if (runs < 3) throw cancelled('ConditionalCheckFailed');
      return 'done';
    });
    expect([result, runs]).toEqual(['done', 3]);
  });

  it('gives up with CONFLICT, and lets real errors through at once', async () => {
    const conflict = await retryOnConflict(() => Promise.reject(cancelled('ConditionalCheckFailed')), 2).catch((e) => e);
    expect(isAppError(conflict) && conflict.code).toBe('CONFLICT');
    let runs = 0;
    const bug = await retryOnConflict(() => {
      runs++;
      return Promise.reject(cancelled('ValidationError'));
    }).catch((e) => e);
    expect([bug.name, runs]).toEqual(['TransactionCanceledException', 1]);
  });
});
