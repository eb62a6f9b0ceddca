import { expect } from 'vitest';
import type { Clock } from '../../../core/context';
import { fixedClock, testDeps } from '../../support/deps';
import { signUp, testApi, type TestApi } from '../../support/http';
import type { Client } from '../domain-core/helpers';

export const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** An API whose clock the test moves (2026-11-29 is a Sunday; 12:00 UTC). */
export function clockedApi(start = new Date('2026-11-29T12:00:00Z')): { api: TestApi; clock: ReturnType<typeof fixedClock> } {
  const clock = fixedClock(start);
  return { api: testApi(testDeps({}, { clock: clock as Clock })), clock };
}

export interface Planned {
  u: Client & { token: string };
  habits: { id: string; name: string }[];
  routine: any;
  /** Group ids in routine order. */
  groups: string[];
}

/**
 * A user with `n` habits (importance/difficulty given) in one DAILY routine "Day" with a
 * Morning (06:00–12:00) and an Evening (18:00–23:00) section, scheduled every day.
 */
export async function planned(api: TestApi, specs: { name: string; importance?: number; difficulty?: number; categoryIds?: string[] }[] = [{ name: 'Read' }, { name: 'Run' }]): Promise<Planned> {
  const u = await tokenClient(api);
  const habits = [];
  for (const s of specs) habits.push(await u.ok('POST', '/habits', s));
  const half = Math.ceil(habits.length / 2);
  const routine = await u.ok('POST', '/routines', {
    name: 'Day',
    sections: [
      { name: 'Morning', startTime: '06:00', endTime: '12:00', items: habits.slice(0, half).map((h) => ({ type: 'habit', id: h.id })) },
      { name: 'Evening', startTime: '18:00', endTime: '23:00', items: habits.slice(half).map((h) => ({ type: 'habit', id: h.id })) },
    ],
  });
  await u.ok('POST', '/schedules', { routineId: routine.id, days: ALL_DAYS });
  const groups = routine.sections.flatMap((s: any) => s.items.map((i: any) => i.groupId));
  expect(groups).toHaveLength(habits.length);
  return { u, habits, routine, groups };
}

/** Like domain-core's `client`, plus the access token (agent streams need it). */
export async function tokenClient(api: TestApi): Promise<Client & { token: string }> {
  const user = await signUp(api);
  const call = (method: string, path: string, body?: unknown) => api.request(method, path, { body, token: user.accessToken });
  return {
    id: user.id,
    ctx: { deps: api.deps, actor: { userId: user.id } },
    call,
    async ok(method, path, body, status) {
      const res = await call(method, path, body);
      const expected = status ?? (method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200);
      expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(expected);
      return res.body;
    },
    token: user.accessToken,
  };
}
