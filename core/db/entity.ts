import type { Db } from './client';

/**
 * ElectroDB entities need the client and table, which exist only after the composition root
 * ran. `bindEntity` builds an entity once per Db and memoises it, so services can write
 * `Users(deps.db).get(...)` without a registry of every entity in the app.
 */
export function bindEntity<T>(build: (cfg: { client: Db['doc']; table: string }) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let entity = cache.get(db);
    if (!entity) {
      entity = build({ client: db.doc, table: db.tableName });
      cache.set(db, entity);
    }
    return entity;
  };
}

/** Key templates shared by every entity that lives in a user's partition. */
export const userPk = { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' } as const;

export const SERVICE = 'beyou';

/**
 * True when a write was refused by one of its own conditions: a plain ConditionalCheckFailed,
 * or a transaction cancelled because a condition failed. A transaction cancelled for another
 * reason (a concurrent transaction, throttling, a bad item) is NOT this and must surface.
 */
export function isConditionFailed(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const { name, CancellationReasons } = e as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (name === 'ConditionalCheckFailedException') return true;
    if (name === 'TransactionCanceledException') {
      return (CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
