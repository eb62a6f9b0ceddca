import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { Ctx, Deps } from '../../../core/context';
import { signUp, testApi, type TestApi, type TestResponse } from '../../support/http';

export interface Client {
  id: string;
  ctx: Ctx;
  call<T = any>(method: string, path: string, body?: unknown): Promise<TestResponse<T>>;
  /** The call must answer `status`; returns the body. */
  ok<T = any>(method: string, path: string, body?: unknown, status?: number): Promise<T>;
}

/** A fresh user with a bound request helper and a service ctx for direct calls. */
export async function client(api: TestApi = testApi()): Promise<Client> {
  const u = await signUp(api);
  const call = (method: string, path: string, body?: unknown) => api.request(method, path, { body, token: u.accessToken });
  return {
    id: u.id,
    ctx: { deps: api.deps, actor: { userId: u.id } },
    call,
    async ok(method, path, body, status) {
      const res = await call(method, path, body);
      const expected = status ?? (method === 'POST' && !/\/(complete|increase|decrease|archive|restore|move)$/.test(path) ? 201 : method === 'DELETE' ? 204 : 200);
      expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBe(expected);
      return res.body;
    },
  };
}

/** Every raw item in a user's partition (a Query), for before/after comparisons. */
export async function partition(api: TestApi, userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await api.deps.db.doc.send(
      new QueryCommand({
        TableName: api.deps.db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  // Rate-limit windows are bookkeeping of requests, not the user's data.
  return items.filter((i) => !String(i.sk).startsWith('RATE#'));
}

export const paths = (res: TestResponse) => new Set((res.body?.error?.fields ?? []).map((f: { path: string }) => f.path));

/**
 * Deps whose first `n` GetItem reads matching `match` are held until all `n` arrived: two
 * requests then both read before either writes, every run — a real race, made deterministic.
 */
export function racingReads(deps: Deps, match: (key: Record<string, unknown>) => boolean, n = 2): Deps {
  const doc = deps.db.doc;
  let waiting: (() => void)[] = [];
  let held = 0;
  const send = async (command: { constructor: { name: string }; input: { Key?: Record<string, unknown> } }, ...rest: unknown[]) => {
    if (command.constructor.name === 'GetCommand' && command.input.Key && match(command.input.Key) && held < n) {
      held++;
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length === n) {
          for (const r of waiting) r();
          waiting = [];
        }
      });
    }
    return (doc.send as (...a: unknown[]) => Promise<unknown>)(command, ...rest);
  };
  const proxy = new Proxy(doc, { get: (target, prop, receiver) => (prop === 'send' ? send : Reflect.get(target, prop, receiver)) });
  return { ...deps, db: { ...deps.db, doc: proxy } };
}
