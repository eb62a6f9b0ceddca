/**
 * Taking back what a turn (or one of its calls) changed (issue 39; CONTRACT "Undo"):
 * every item goes back to its state before the turn, newest change first, or nothing does.
 *
 * 1. The calls are read (strongly consistent) and the items they changed read as they are now.
 *    An item whose state is not what the newest of those calls left was changed since — by the
 *    person, another turn, a later call: 409 CONFLICT naming them, and nothing changes; with
 *    `skipChanged` those items stay as they are and the rest is undone.
 * 2. The calls are claimed (marked undone under a condition), so two undos at once cannot both
 *    act: the loser reads them undone and answers the no-op a second undo is.
 * 3. Newest first, runs of `restore` calls are put back in transactions (restore.ts), each
 *    write conditioned on the item still being as read; a check or skip goes back through the
 *    domain's own uncheck (inverse.ts). If a write loses a race, the claim is released and the
 *    answer is 409: nothing was put back by that transaction.
 *
 * What the undo writes is not recorded anywhere as a change: there is no undo of an undo.
 */
import { z } from 'zod';
import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { command } from '../../../util/fn';
import { isConditionFailed } from '../../../db/entity';
import { lostRace, MAX_TX_ITEMS, StaleRead, transact, type TxItem } from '../../../util/tx';
import { loadChat } from '../chat/service';
import { Turns } from '../record/entities';
import { UNDO_WINDOW_MS } from './entity';
import { lowerRaisedBests, restoreEntryStatus, type EntryStatusRef } from './inverse';
import { keyId, readMany, type Item } from './recorder';
import { restoreItem, type ItemPlan } from './restore';
import { COUNTERS, fingerprint } from './state';
import { loadTurnCalls, type CallRecord } from './store';
import { labelOf } from './describe';
import { personLanguage } from './language';

export const UndoInput = z.object({
  skipChanged: z
    .boolean()
    .optional()
    .describe('Undo what was not changed since and leave the items that were (after a 409 the person confirmed)'),
});

export interface UndoResult {
  turnId: string;
  /** The calls this request undid (none for a repeated undo). */
  undone: string[];
  /** Items put back. */
  restored: number;
  /** Items left as they were because they changed since (only with skipChanged). */
  skipped: { callId: string; label: string }[];
  /** Everything asked for had already been undone: nothing changed. */
  alreadyUndone: boolean;
}

type Target = Ctx & { chatId: string; turnId: string; callId?: string };

export const undoTurn = command(UndoInput, (ctx: Target, input) => undo(ctx, input.skipChanged ?? false));

/** Ids as the server makes them (chats, turns) and as providers do (call ids): anything else names nothing. */
const ID = /^[A-Za-z0-9_.:-]{1,120}$/;

async function undo(ctx: Target, skipChanged: boolean): Promise<UndoResult> {
  if (![ctx.chatId, ctx.turnId, ctx.callId ?? 'x'].every((id) => ID.test(id))) throw AppError.notFound(ID.test(ctx.chatId) ? 'Turn' : 'Chat');
  await loadChat(ctx, ctx.chatId);
  const now = ctx.deps.clock.now().getTime();
  const all = (await loadTurnCalls(ctx, ctx.chatId, ctx.turnId)).filter((c) => Date.parse(c.createdAt) + UNDO_WINDOW_MS > now);
  const chosen = ctx.callId === undefined ? all : all.filter((c) => c.callId === ctx.callId);
  if (!chosen.length) return nothingToUndo(ctx);
  const pending = chosen.filter((c) => !c.undoneAt);
  const base = { turnId: ctx.turnId, undone: [], restored: 0, skipped: [], alreadyUndone: true };
  if (!pending.length) return base;

  const newestFirst = [...pending].sort((a, b) => b.seq - a.seq);
  const { plans, subjects } = planItems(newestFirst);
  const keys = [...plans.values()].map((p) => p.key).concat([...subjects.values()].map((s) => s.ref.key));
  // The person's language in the same round trip: items are named as the person reads them.
  const [current, lang] = await Promise.all([readMany(ctx.deps.db, ctx.deps.db.tableName, keys), personLanguage(ctx)]);
  const stateOf = (k: { pk: string; sk: string }): Item | null => current.get(keyId(k)) ?? null;

  const changed: { callId: string; label: string; key: string }[] = [];
  // Named as they are now (the person's own new name, in their language), or as the call left them when gone.
  const named = (label: string, key: { pk: string; sk: string }) => (stateOf(key) ? labelOf({ before: null, after: stateOf(key) }, undefined, lang) : label);
  for (const [id, p] of plans) if (fingerprint(stateOf(p.key), expectedAttrs(p, newestFirst)) !== p.expected) changed.push({ callId: p.callId, label: named(p.label, p.key), key: id });
  for (const [id, s] of subjects) if (fingerprint(stateOf(s.ref.key)) !== s.expected) changed.push({ callId: s.callId, label: named(s.label, s.ref.key), key: id });
  if (changed.length && !skipChanged) {
    throw new AppError('CONFLICT', `Changed since, so nothing was undone: ${changed.map((c) => c.label).join(', ')}`.slice(0, 300), {
      data: { changed: changed.map(({ callId, label }) => ({ callId, label })) },
    });
  }
  const leave = new Set(changed.map((c) => c.key));

  if (!(await claim(ctx, pending, changed))) return base;
  let restored = 0;
  try {
    // Newest first: a run of restore calls is one batch; a check/skip is its own step.
    let run: CallRecord[] = [];
    const flush = async () => {
      restored += await restoreRun(ctx, run, leave);
      run = [];
    };
    for (const call of newestFirst) {
      const ref = call.inverse as EntryStatusRef | undefined;
      if (!ref) {
        run.push(call);
        continue;
      }
      await flush();
      if (leave.has(keyId(ref.key))) continue;
      const others = call.changes.filter((ch) => keyId(ch.key) !== keyId(ref.key));
      const read = (keys: { pk: string; sk: string }[]) => readMany(ctx.deps.db, ctx.deps.db.tableName, keys);
      const [subject, untouched] = await Promise.all([read([ref.key]), read(others.map((ch) => ch.key))]);
      await restoreEntryStatus(ctx, ref, subject.get(keyId(ref.key)) ?? null);
      const bests = lowerRaisedBests(ctx.deps.db, others, untouched, await read(others.map((ch) => ch.key)));
      if (bests.length) await transact(ctx.deps.db, bests.slice(0, MAX_TX_ITEMS));
      restored += 1;
    }
    await flush();
  } catch (err) {
    // Nothing put back yet: the calls are undoable again. Once something was, they stay marked
    // (what is left changed meanwhile, and a retry would only find the restored items "changed").
    if (restored === 0) await release(ctx, pending);
    else ctx.deps.log.warn('undo stopped part-way', { userId: ctx.actor.userId, turnId: ctx.turnId, restored, errorName: (err as Error)?.name });
    if (lostRace(err) || isConditionFailed(err)) throw new AppError('CONFLICT', 'Something changed while undoing, so the undo stopped. Check the items and try again.');
    throw err;
  }
  return { turnId: ctx.turnId, undone: pending.map((c) => c.callId), restored, skipped: changed.map(({ callId, label }) => ({ callId, label })), alreadyUndone: false };
}

/** Nothing recorded: a turn that changed nothing (200, nothing to do), or no such turn / call (404). */
async function nothingToUndo(ctx: Target): Promise<UndoResult> {
  const turn = (await Turns(ctx.deps.db).get({ userId: ctx.actor.userId, chatId: ctx.chatId, turnId: ctx.turnId }).go()).data;
  if (!turn || ctx.callId !== undefined) {
    throw AppError.notFound(ctx.callId !== undefined ? 'A change by this call (or it is older than 7 days)' : 'A change by this turn (or it is older than 7 days)');
  }
  return { turnId: ctx.turnId, undone: [], restored: 0, skipped: [], alreadyUndone: false };
}

/**
 * Per item, merged over the calls undone (newest first): back to the oldest call's
 * before-state, expected as the newest call left it, totals moved back by all of them. A check
 * or skip's other rows (its XP, streaks, the day) are its inverse's business, not restored.
 */
function planItems(newestFirst: CallRecord[]) {
  const plans = new Map<string, ItemPlan>();
  const subjects = new Map<string, { ref: EntryStatusRef; expected: string | null; callId: string; label: string }>();
  for (const call of newestFirst) {
    const ref = call.inverse as EntryStatusRef | undefined;
    for (const ch of call.changes) {
      const id = keyId(ch.key);
      if (ref) {
        if (id === keyId(ref.key) && !subjects.has(id)) subjects.set(id, { ref, expected: ch.after, callId: call.callId, label: ch.label });
        continue;
      }
      const moved: Record<string, number> = {};
      for (const k of COUNTERS[ch.entity] ?? []) {
        const before = typeof ch.before?.[k] === 'number' ? (ch.before[k] as number) : 0;
        moved[k] = before - (ch.afterCounters?.[k] ?? 0);
      }
      const seen = plans.get(id);
      if (!seen) plans.set(id, { key: ch.key, entity: ch.entity, label: ch.label, callId: call.callId, target: ch.before, expected: ch.after, moved, ...(ch.attrs ? { attrs: ch.attrs } : {}) });
      else {
        seen.target = ch.before;
        for (const k of Object.keys(moved)) seen.moved[k] = (seen.moved[k] ?? 0) + moved[k]!;
        // A shared row changed by several calls: each one's attributes go back (to the oldest call's before-state).
        if (seen.attrs && ch.attrs) seen.attrs = [...new Set([...seen.attrs, ...ch.attrs])].sort();
      }
    }
  }
  return { plans, subjects };
}

/** The attributes the newest call's fingerprint covers on a shared row (its own, not the merged set). */
function expectedAttrs(plan: ItemPlan, calls: CallRecord[]): string[] | undefined {
  if (!plan.attrs) return undefined;
  const newest = calls.find((c) => c.callId === plan.callId);
  return newest?.changes.find((ch) => keyId(ch.key) === keyId(plan.key))?.attrs ?? plan.attrs;
}

/** One run of restore calls: their items back in transactions (the first read is re-done for later runs). */
async function restoreRun(ctx: Ctx, run: CallRecord[], leave: Set<string>): Promise<number> {
  if (!run.length) return 0;
  const { plans } = planItems(run);
  const todo = [...plans.entries()].filter(([id]) => !leave.has(id));
  const fresh = await readMany(ctx.deps.db, ctx.deps.db.tableName, todo.map(([, p]) => p.key));
  const items: TxItem[] = [];
  for (const [id, plan] of todo) {
    const now = fresh.get(id) ?? null;
    // Changed between the first read (which decided the conflicts) and now: a race, refused as one.
    if (fingerprint(now, expectedAttrs(plan, run)) !== plan.expected) throw new StaleRead(`${plan.entity} changed while undoing`);
    const item = restoreItem(ctx.deps.db, plan, now);
    if (item) items.push(item);
  }
  for (let i = 0; i < items.length; i += MAX_TX_ITEMS) await transact(ctx.deps.db, items.slice(i, i + MAX_TX_ITEMS));
  return todo.length;
}

/** Marks the calls undone, each only if it is not yet: false when another undo got there first. */
async function claim(ctx: Ctx, calls: CallRecord[], skipped: { callId: string; label: string }[]): Promise<boolean> {
  const at = ctx.deps.clock.now().toISOString();
  const items: TxItem[] = calls.flatMap((call) => {
    const left = skipped.filter((s) => s.callId === call.callId).map((s) => s.label);
    return call.parts.map((Key) => ({
      Update: {
        TableName: ctx.deps.db.tableName,
        Key,
        UpdateExpression: left.length ? 'SET undoneAt = :at, skipped = :skipped' : 'SET undoneAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(undoneAt)',
        ExpressionAttributeValues: { ':at': at, ...(left.length ? { ':skipped': left } : {}) },
      },
    }));
  });
  try {
    for (let i = 0; i < items.length; i += MAX_TX_ITEMS) await transact(ctx.deps.db, items.slice(i, i + MAX_TX_ITEMS));
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return false;
  }
}

/** Gives the calls back to the undoable after an undo that lost a race. */
async function release(ctx: Ctx, calls: CallRecord[]): Promise<void> {
  const items: TxItem[] = calls.flatMap((call) =>
    call.parts.map((Key) => ({ Update: { TableName: ctx.deps.db.tableName, Key, UpdateExpression: 'REMOVE undoneAt, skipped' } })),
  );
  try {
    for (let i = 0; i < items.length; i += MAX_TX_ITEMS) await transact(ctx.deps.db, items.slice(i, i + MAX_TX_ITEMS));
  } catch (err) {
    ctx.deps.log.error('undo claim not released', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
  }
}
