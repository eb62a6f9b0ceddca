import { describe, expect, it } from 'vitest';
import { READ_LEASE_MS } from '../../../core/notebook/sources/claim';
import { READING_DEADLINE_MS, SOURCE_VISIBILITY_S, SOURCE_WORKER_TIMEOUT_S } from '../../../core/notebook/sources/limits';

describe('one read of a source at a time: the lease a read holds it by (security-2 #4)', () => {
  it('outlives any worker invocation, and runs out before the dead worker’s message comes back and before the source is given up', () => {
    // Shorter than a live worker's run: a duplicate could take a source from a worker still reading it.
    expect(READ_LEASE_MS).toBeGreaterThan(SOURCE_WORKER_TIMEOUT_S * 1000);
    // Longer than the visibility: the redelivered message would be dropped and the source given up as stuck.
    expect(READ_LEASE_MS).toBeLessThan(SOURCE_VISIBILITY_S * 1000);
    expect(READ_LEASE_MS).toBeLessThan(READING_DEADLINE_MS);
  });
});
