import { describe, expect, it } from 'vitest';
import { findCategoryByName } from '../../../core/category/service';
import { isAppError } from '../../../core/errors';
import { findGoalByName } from '../../../core/goal/service';
import { findHabitByName } from '../../../core/habit/service';
import { findTaskByName } from '../../../core/task/service';
import { testApi } from '../../support/http';
import { client } from './helpers';

const api = testApi();

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAppError(err)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

const finders = [
  ['habits', findHabitByName, {}],
  ['tasks', findTaskByName, {}],
  ['goals', findGoalByName, { targetValue: 1 }],
] as const;

describe.each(finders)('findByName over %s', (resource, find, extra) => {
  it('resolves id, exact name in any case, then a unique substring; refuses the rest', async () => {
    const u = await client(api);
    const run = await u.ok('POST', `/${resource}`, { name: 'Run', ...extra });
    const running = await u.ok('POST', `/${resource}`, { name: 'Running shoes', ...extra });
    const read = await u.ok('POST', `/${resource}`, { name: 'Read a book', ...extra });
    await u.ok('POST', `/${resource}`, { name: 'read a BOOK', ...extra });

    expect((await find(u.ctx, running.id)).id).toBe(running.id);
    expect((await find(u.ctx, ' RUN ')).id).toBe(run.id); // exact beats the substring "Running shoes"
    expect((await find(u.ctx, 'shoes')).id).toBe(running.id);

    const ambiguous = await refusal(find(u.ctx, 'Read a book'));
    expect(ambiguous.code).toBe('AMBIGUOUS_NAME');
    expect(ambiguous.details.data?.candidates).toEqual([
      { id: read.id, name: 'Read a book' },
      { id: expect.any(String), name: 'read a BOOK' },
    ]);
    expect((await refusal(find(u.ctx, 'r'))).code).toBe('AMBIGUOUS_NAME');

    const none = await refusal(find(u.ctx, 'swim'));
    expect(none.code).toBe('NOT_FOUND');
    expect(none.message).toMatch(/"Run"/);
    expect(none.details.data?.existing).toHaveLength(4);

    // Another person's items are invisible, by id or by name.
    const other = await client(api);
    expect((await refusal(find(other.ctx, run.id))).code).toBe('NOT_FOUND');
    expect((await refusal(find(other.ctx, 'Run'))).message).toMatch(/no \w+s yet/);
  });
});

describe('findByName over categories', () => {
  it('resolves by id, any case and substring (names are unique, so exact never ties)', async () => {
    const u = await client(api);
    const health = await u.ok('POST', '/categories', { name: 'Health' });
    await u.ok('POST', '/categories', { name: 'Mental health' });
    expect((await findCategoryByName(u.ctx, health.id)).id).toBe(health.id);
    expect((await findCategoryByName(u.ctx, 'HEALTH')).id).toBe(health.id);
    expect((await findCategoryByName(u.ctx, 'mental')).name).toBe('Mental health');
    expect((await refusal(findCategoryByName(u.ctx, 'eal'))).code).toBe('AMBIGUOUS_NAME');
  });
});
