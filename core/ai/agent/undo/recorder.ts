// ROOM undo/: what a turn's write tools changed, and taking it back (issue 39). recorder.ts
// captures every item a write tool writes, with its state before; entity.ts/store.ts keep it
// per call for 7 days; describe.ts says what changed in a line; policies.ts states each write
// tool's undo; plan.ts/undo.ts restore a turn or a call, all or nothing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../../db/client';

/** An item as DynamoDB holds it (the document client's view): its key is pk/sk. */
export type Item = Record<string, unknown> & { pk: string; sk: string };
export type Key = { pk: string; sk: string };

/** One item a call wrote: what it was before the write and what the write left. */
export interface RawChange {
  key: Key;
  /** Absent before: the call created it. */
  before: Item | null;
  /** Absent after: the call deleted it. */
  after: Item | null;
}

/**
 * Items that are bookkeeping, not the person's data: rate windows, leases, the turn's own
 * record and journal, the change record itself. A tool may write them while it runs (a rate
 * bucket, the tutor's quota); they are never restored.
 */
export const NOT_RECORDED: ReadonlySet<string> = new Set([
  'rateWindow',
  'streamSlot',
  'userLease',
  'refreshFamily',
  'agentTurn',
  'agentTurnEvents',
  'agentTurnKey',
  'agentApproval',
  'agentChange',
  'chatMessage',
]);

/**
 * One tool call's changes, in the order the writes finished. It is handed every write the call
 * makes through the recording Db (below), whichever domain helper makes it — ElectroDB's
 * put/patch/update/delete, `transact`, a batch delete — so no command can forget to report one.
 */
export class ChangeRecorder {
  readonly changes: RawChange[] = [];
  private open = true;

  constructor(private readonly partition: string) {}

  /** Whether a written item belongs to what this call may record: the person's own partition, not bookkeeping. */
  wants(key: Key, before: Item | null, after: Item | null): boolean {
    if (key.pk !== this.partition) return false;
    const kind = String((after ?? before)?.__edb_e__ ?? '');
    return !NOT_RECORDED.has(kind);
  }

  add(change: RawChange): void {
    // A write still settling after the call ended (nothing awaits it) is not the call's.
    if (!this.open) return;
    if (change.before === null && change.after === null) return;
    if (!this.wants(change.key, change.before, change.after)) return;
    this.changes.push(change);
  }

  close(): RawChange[] {
    this.open = false;
    return this.changes;
  }
}

const current = new AsyncLocalStorage<ChangeRecorder>();

/** Runs `fn` with every write it makes through a recording Db reported to `recorder`. */
export function recordingChanges<T>(recorder: ChangeRecorder, fn: () => Promise<T>): Promise<T> {
  return current.run(recorder, fn);
}

type Command = { input: Record<string, any>; constructor: { name: string } };
type Send = (command: Command, options?: unknown) => Promise<any>;

const recordingDbs = new WeakMap<Db, Db>();

/**
 * The Db a write tool runs with: the same client and table, its `send` watching writes while a
 * recorder is current (recordingChanges). One per Db, so ElectroDB's entities bound to it
 * (bindEntity) are built once, not per call. Outside a recorder it is the plain client.
 */
export function recordingDb(db: Db): Db {
  let wrapped = recordingDbs.get(db);
  if (!wrapped) {
    const send: Send = (command, options) => {
      const recorder = current.getStore();
      const real = () => (db.doc.send as unknown as Send)(command, options);
      return recorder ? recordWrite(db, recorder, command, real) : real();
    };
    wrapped = { ...db, doc: { send } as unknown as Db['doc'] };
    recordingDbs.set(db, wrapped);
  }
  return wrapped;
}

const keyOf = (k: Record<string, unknown> | undefined): Key => ({ pk: String(k?.pk), sk: String(k?.sk) });
const keyId = (k: Key) => `${k.pk}\u0000${k.sk}`;

/**
 * The before-state comes from the write itself where DynamoDB can return it (`ALL_OLD` on a
 * put, a delete or an update), the after-state from the write's own item (a put) or one
 * strongly consistent read right after it. A transaction or a batch returns nothing: their
 * items are read (consistently) just before and just after. The caller's own ReturnValues is
 * kept, and the old image it did not ask for is taken off the answer again.
 */
async function recordWrite(db: Db, recorder: ChangeRecorder, command: Command, real: () => Promise<any>): Promise<any> {
  const kind = command.constructor.name;
  const input = command.input;
  const table = input.TableName ?? db.tableName;
  switch (kind) {
    case 'PutCommand':
    case 'DeleteCommand':
    case 'UpdateCommand': {
      const key = keyOf(kind === 'PutCommand' ? input.Item : input.Key);
      const asked = input.ReturnValues as string | undefined;
      const canTakeOld = !asked || asked === 'NONE' || asked === 'ALL_OLD';
      const before = canTakeOld ? undefined : await read(db, table, key);
      if (canTakeOld) input.ReturnValues = 'ALL_OLD';
      const out = await real();
      const old = canTakeOld ? ((out.Attributes as Item | undefined) ?? null) : (before ?? null);
      if (canTakeOld && asked !== 'ALL_OLD') delete out.Attributes;
      if (canTakeOld) input.ReturnValues = asked;
      const after = kind === 'PutCommand' ? (input.Item as Item) : kind === 'DeleteCommand' ? null : asked === 'ALL_NEW' ? (out.Attributes as Item) : await read(db, table, key);
      recorder.add({ key, before: old, after });
      return out;
    }
    case 'TransactWriteCommand': {
      const writes: { key: Key; put?: Item; deleted?: boolean }[] = [];
      for (const t of input.TransactItems ?? []) {
        if (t.Put) writes.push({ key: keyOf(t.Put.Item), put: t.Put.Item });
        else if (t.Delete) writes.push({ key: keyOf(t.Delete.Key), deleted: true });
        else if (t.Update) writes.push({ key: keyOf(t.Update.Key) });
      }
      return recordMany(db, table, recorder, writes, real);
    }
    case 'BatchWriteCommand': {
      const requests = (input.RequestItems?.[table] ?? []) as { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Key } }[];
      const writes = requests.map((r) => (r.PutRequest ? { key: keyOf(r.PutRequest.Item), put: r.PutRequest.Item } : { key: keyOf(r.DeleteRequest?.Key), deleted: true }));
      return recordMany(db, table, recorder, writes, real, (out) => {
        // Requests DynamoDB handed back were not written (the caller sends them again, recorded then).
        const left = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
        return new Set(left.map((r) => keyId(keyOf(r.PutRequest ? r.PutRequest.Item : r.DeleteRequest?.Key))));
      });
    }
    default:
      return real();
  }
}

async function recordMany(
  db: Db,
  table: string,
  recorder: ChangeRecorder,
  writes: { key: Key; put?: Item; deleted?: boolean }[],
  real: () => Promise<any>,
  unwritten: (out: any) => Set<string> = () => new Set(),
): Promise<any> {
  const mine = writes.filter((w) => w.key.pk && recorder.wants(w.key, null, w.put ?? null));
  const before = mine.length ? await readMany(db, table, mine.map((w) => w.key)) : new Map<string, Item>();
  const out = await real();
  const skipped = unwritten(out);
  const updated = mine.filter((w) => !w.put && !w.deleted && !skipped.has(keyId(w.key))).map((w) => w.key);
  const after = updated.length ? await readMany(db, table, updated) : new Map<string, Item>();
  for (const w of mine) {
    const id = keyId(w.key);
    if (skipped.has(id)) continue;
    recorder.add({ key: w.key, before: before.get(id) ?? null, after: w.put ?? (w.deleted ? null : (after.get(id) ?? null)) });
  }
  return out;
}

async function read(db: Db, table: string, key: Key): Promise<Item | null> {
  const res = await db.doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }));
  return (res.Item as Item | undefined) ?? null;
}

/** Strongly consistent reads of up to any number of keys (100 per request), unprocessed keys read again. */
export async function readMany(db: Db, table: string, keys: Key[]): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  const unique = [...new Map(keys.map((k) => [keyId(k), k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Key[] = unique.slice(i, i + 100);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept keys unprocessed while reading');
      if (attempt) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const res = await db.doc.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }));
      for (const item of (res.Responses?.[table] ?? []) as Item[]) found.set(keyId(item), item);
      pending = (res.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

export { keyId };
