import type { Ctx } from '../../../context';
import { deleteKeys } from '../../../users/partition';
import { labelOf, mergeByKey } from './describe';
import { Changes, UNDO_WINDOW_MS } from './entity';
import type { Item, Key, RawChange } from './recorder';
import { counterValues, fingerprint, sharedAttrs } from './state';

/** One item a call changed, as kept for its undo. */
export interface StoredChange {
  key: Key;
  entity: string;
  /** How the item is named to the person ("the task 'Gym'"). */
  label: string;
  /** The item before the call; null: the call created it. */
  before: Item | null;
  /** Fingerprint of what the call left (state.ts); null: the call deleted it. */
  after: string | null;
  /** The running totals the call left (state.ts COUNTERS). */
  afterCounters?: Record<string, number>;
  /** On a shared row (state.ts SHARED_ROWS): the attributes the call changed, the only ones compared and put back. */
  attrs?: string[];
}

/** A call's undo by its domain's own inverse (policies.ts `inverse`): the item that says what to do. */
export interface InverseRef {
  kind: string;
  key: Key;
}

export interface CallRecord {
  chatId: string;
  turnId: string;
  callId: string;
  tool: string;
  reason?: string;
  seq: number;
  changes: StoredChange[];
  inverse?: InverseRef;
  undoneAt?: string;
  skipped?: string[];
  createdAt: string;
  /** Every part's key: an undo marks them all. */
  parts: Key[];
}

/** The most a part's changes may weigh (as JSON): DynamoDB's item limit is 400 KB. */
const PART_BUDGET = 300_000;

let seqCounter = 0;

export function toStored(changes: RawChange[]): StoredChange[] {
  return mergeByKey(changes).map((c) => {
    const attrs = sharedAttrs(c.before, c.after);
    return {
      key: c.key,
      entity: String((c.after ?? c.before)?.__edb_e__ ?? ''),
      label: labelOf(c),
      // A shared row keeps only what the call changed: never a copy of the rest (a password hash).
      before: attrs && c.before ? only(c.before, attrs) : c.before,
      after: fingerprint(c.after, attrs),
      ...(c.after && Object.keys(counterValues(c.after)).length ? { afterCounters: counterValues(c.after) } : {}),
      ...(attrs ? { attrs } : {}),
    };
  });
}

const only = (item: Item, attrs: string[]): Item => ({
  pk: item.pk,
  sk: item.sk,
  __edb_e__: item.__edb_e__,
  ...Object.fromEntries(attrs.filter((a) => a in item).map((a) => [a, item[a]])),
});

/** Keeps what one call changed (nothing, for a call that changed nothing). */
export async function saveCall(
  ctx: Ctx,
  call: { chatId: string; turnId: string; callId: string; tool: string; reason?: string; changes: StoredChange[]; inverse?: InverseRef },
): Promise<void> {
  if (!call.changes.length) return;
  const now = ctx.deps.clock.now();
  const parts: StoredChange[][] = [[]];
  let weight = 0;
  for (const c of call.changes) {
    const w = JSON.stringify(c).length;
    if (weight + w > PART_BUDGET && parts.at(-1)!.length) {
      parts.push([]);
      weight = 0;
    }
    parts.at(-1)!.push(c);
    weight += w;
  }
  const seq = now.getTime() * 1000 + (seqCounter++ % 1000);
  const entity = Changes(ctx.deps.db);
  await Promise.all(
    parts.map((changes, part) =>
      entity
        .put({
          userId: ctx.actor.userId,
          chatId: call.chatId,
          turnId: call.turnId,
          callId: call.callId,
          part,
          parts: parts.length,
          tool: call.tool,
          reason: call.reason,
          seq,
          changes,
          inverse: call.inverse,
          createdAt: now.toISOString(),
          expiresAt: Math.floor((now.getTime() + UNDO_WINDOW_MS) / 1000),
        })
        .go({ response: 'none' }),
    ),
  );
}

type Row = {
  chatId: string;
  turnId: string;
  callId: string;
  part: number;
  parts: number;
  tool: string;
  reason?: string;
  seq: number;
  changes: StoredChange[];
  inverse?: InverseRef;
  undoneAt?: string;
  skipped?: string[];
  createdAt: string;
};

/** A turn's calls that changed something (strongly consistent: an undo decides on them), oldest first. */
export async function loadTurnCalls(ctx: Ctx, chatId: string, turnId: string): Promise<CallRecord[]> {
  const res = await Changes(ctx.deps.db).query.primary({ userId: ctx.actor.userId, chatId, turnId }).go({ pages: 'all', consistent: true });
  const rows = (res.data as Row[]).filter((r) => r.turnId === turnId && r.chatId === chatId);
  const byCall = new Map<string, Row[]>();
  for (const r of rows) byCall.set(r.callId, [...(byCall.get(r.callId) ?? []), r]);
  const calls: CallRecord[] = [];
  const entity = Changes(ctx.deps.db);
  for (const [callId, parts] of byCall) {
    parts.sort((a, b) => a.part - b.part);
    const head = parts[0]!;
    // A call whose parts are not all there (one failed to store) cannot be undone whole: left out.
    if (parts.length !== head.parts) {
      ctx.deps.log.warn('undo record incomplete', { userId: ctx.actor.userId, turnId, parts: parts.length, expected: head.parts });
      continue;
    }
    calls.push({
      chatId,
      turnId,
      callId,
      tool: head.tool,
      reason: head.reason,
      seq: head.seq,
      changes: parts.flatMap((p) => p.changes),
      inverse: head.inverse,
      undoneAt: head.undoneAt,
      skipped: head.skipped,
      createdAt: head.createdAt,
      parts: parts.map((p) => entity.get({ userId: ctx.actor.userId, chatId, turnId, callId, part: p.part }).params().Key as Key),
    });
  }
  return calls.sort((a, b) => a.seq - b.seq);
}

/** The record goes with its chat (chat/service.ts deleteChat). */
export async function deleteChatChanges(ctx: Ctx, chatId: string): Promise<void> {
  const entity = Changes(ctx.deps.db);
  const res = await entity.query.primary({ userId: ctx.actor.userId, chatId }).go({ pages: 'all', attributes: ['chatId', 'turnId', 'callId', 'part'] });
  const keys = res.data
    .filter((r) => r.chatId === chatId)
    .map((r) => entity.get({ userId: ctx.actor.userId, chatId, turnId: r.turnId, callId: r.callId, part: r.part }).params().Key as Key);
  await deleteKeys(ctx.deps.db, keys);
}
