/** Day outcomes (DOMAIN-FACTS): ANY vs COMPLETE, skips are never MISSED, one-time tasks build no history. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemOutcomes, summaryOutcome, type EntryStatus } from '../../../core/constance/outcome';

const status = fc.constantFrom<EntryStatus>('OPEN', 'CHECKED', 'SKIPPED');
const runs = { numRuns: 300 };

describe('item outcomes', () => {
  it('an item whose entries were all skipped is SKIPPED, never MISSED; one check makes it DONE', () => {
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 4 }), (statuses) => {
        const items = statuses.map((s) => ({ kind: 'habit' as const, refId: 'hab_1', oneTimeTask: false, status: s }));
        const o = itemOutcomes(items).get('hab_1')!.outcome;
        if (statuses.includes('CHECKED')) return o === 'DONE';
        if (statuses.includes('OPEN')) return o === 'MISSED';
        return o === 'SKIPPED';
      }),
      runs,
    );
  });

  it('one-time tasks build no history', () => {
    expect(itemOutcomes([{ kind: 'task', refId: 'tsk_1', oneTimeTask: true, status: 'OPEN' }]).size).toBe(0);
  });

  it('a day with nothing scheduled is NOT_SCHEDULED; ANY needs one check, COMPLETE every item handled', () => {
    expect(summaryOutcome([], 'ANY')).toBe('NOT_SCHEDULED');
    const mixed = [{ status: 'CHECKED' as const }, { status: 'OPEN' as const }];
    expect(summaryOutcome(mixed, 'ANY')).toBe('DONE');
    expect(summaryOutcome(mixed, 'COMPLETE')).toBe('MISSED');
    expect(summaryOutcome([{ status: 'CHECKED' }, { status: 'SKIPPED' }], 'COMPLETE')).toBe('DONE');
    expect(summaryOutcome([{ status: 'SKIPPED' }, { status: 'SKIPPED' }], 'COMPLETE')).toBe('SKIPPED');
    expect(summaryOutcome(mixed, 'COMPLETE', true)).toBeNull();
  });
});
