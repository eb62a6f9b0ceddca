import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RateWindows } from '../../core/limits/entity';
import { enforce } from '../../core/limits/rate';
import { READ_BATCH } from '../../functions/http/rate-tiers';
import { testDeps } from '../support/deps';
import { signUp, testApi } from '../support/http';

// The per-user reads bucket is counted in batches (core/limits/batched.ts): a quarter of the
// table writes, never a refusal before the limit, and at most (batch - 1) hits over it per
// instance (composition root) serving the user in that window.
const rule = { bucket: 'reads', limit: 60, windowS: 3600, batch: READ_BATCH };

/** Deps whose table client counts the writes it sends (one process = one Lambda instance). */
function instance() {
  const deps = testDeps();
  let writes = 0;
  const doc = deps.db.doc;
  const spy = new Proxy(doc, {
    get: (t, p, r) => (p === 'send' ? (c: { constructor: { name: string } }, ...rest: unknown[]) => (c.constructor.name === 'UpdateCommand' && writes++, (t.send as any)(c, ...rest)) : Reflect.get(t, p, r)),
  });
  return { deps: { ...deps, db: { ...deps.db, doc: spy } }, writes: () => writes };
}

const hit = (deps: ReturnType<typeof instance>['deps'], scope: string) =>
  enforce(deps, scope, rule).then(() => true, (e: { code?: string }) => (e.code === 'RATE_LIMITED' ? false : Promise.reject(e)));

describe('batched reads bucket', () => {
  it('admits exactly the limit from one instance, with about one write per batch', async () => {
    const one = instance();
    const scope = `USER#batch-${randomUUID()}`;
    const admitted: boolean[] = [];
    for (let i = 0; i < 70; i++) admitted.push(await hit(one.deps, scope));
    expect(admitted.filter(Boolean)).toHaveLength(60);
    expect(admitted.slice(0, 60).every(Boolean)).toBe(true);
    // 60 hits in batches of 4 ≈ 15 writes, a few more near the limit; refusals then cost none.
    expect(one.writes()).toBeLessThanOrEqual(60 / READ_BATCH + 3);
    const stored = await RateWindows(one.deps.db).query.primary({ scope }).go();
    expect(stored.data.reduce((n, w) => n + (w.hits ?? 0), 0)).toBe(60);
  });

  it('across instances never refuses before the limit, and admits at most (batch - 1) more per instance', async () => {
    const instances = [instance(), instance(), instance()];
    const scope = `USER#batch-${randomUUID()}`;
    let admitted = 0;
    let firstRefusal: number | undefined;
    for (let i = 0; i < 120; i++) {
      const ok = await hit(instances[i % 3]!.deps, scope);
      if (ok) admitted++;
      else firstRefusal ??= i;
    }
    expect(firstRefusal).toBeGreaterThanOrEqual(60);
    expect(admitted).toBeGreaterThanOrEqual(60);
    expect(admitted).toBeLessThanOrEqual(60 + 3 * (READ_BATCH - 1));
  });

  it('keeps GET over HTTP at the configured limit for one instance (LIMIT_READS_PER_MIN)', async () => {
    const api = testApi(testDeps({ LIMIT_READS_PER_MIN: '6' }));
    const u = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await api.request('GET', '/me', { token: u.accessToken })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });
});
