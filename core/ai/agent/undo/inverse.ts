/**
 * Undo by the domain's own inverse (policies.ts `entryStatus`): a check or a skip the assistant
 * made is taken back through checkItem/skipItem, the person's own uncheck and un-skip, so its
 * XP is taken back exactly as paid (from the owners that were paid) and the streaks are walked
 * again by the same rules; nothing here knows how XP or streaks work.
 */
import type { Ctx } from '../../../context';
import { checkItem, skipItem } from '../../../today/service';
import type { Item, RawChange } from './recorder';
import type { InverseRef, StoredChange } from './store';
import type { Db } from '../../../db/client';
import type { TxItem } from '../../../util/tx';
import { keyId } from './recorder';
import { fingerprint } from './state';

type Status = 'OPEN' | 'CHECKED' | 'SKIPPED';

export interface EntryStatusRef extends InverseRef {
  kind: 'entryStatus';
  day: string;
  entryId: string;
  /** The status the entry had before the call: what the undo brings back. */
  from: Status;
}

const statusOf = (row: Item | null): Status => (row ? (row.status as Status) : 'OPEN');

/** The check row a check/skip call changed, as the reference its undo needs (undefined: it changed none). */
export function entryStatusRef(changes: RawChange[]): EntryStatusRef | undefined {
  const rows = changes.filter((c) => String((c.after ?? c.before)?.__edb_e__) === 'check');
  if (!rows.length) return undefined;
  const first = rows[0]!;
  const row = (first.before ?? first.after)!;
  return { kind: 'entryStatus', key: first.key, day: String(row.day), entryId: String(row.entryId), from: statusOf(first.before) };
}

/**
 * A best streak is a high-water mark: the uncheck walks the streaks again but keeps the best a
 * check raised. An undone check never happened, so a best it raised goes back to the larger of
 * the best before it and the streak as now walked — only on rows nothing else has changed
 * since the check (`untouched`: as the check left them, read before the uncheck ran).
 */
export function lowerRaisedBests(db: Db, changes: StoredChange[], untouched: Map<string, Item>, now: Map<string, Item>): TxItem[] {
  const items: TxItem[] = [];
  for (const ch of changes) {
    const left = untouched.get(keyId(ch.key));
    const current = now.get(keyId(ch.key));
    if (!left || !current || fingerprint(left) !== ch.after) continue;
    const was = typeof ch.before?.bestStreak === 'number' ? ch.before.bestStreak : 0;
    const best = current.bestStreak;
    if (typeof best !== 'number' || typeof left.bestStreak !== 'number' || left.bestStreak <= was) continue;
    const target = Math.max(was, typeof current.currentStreak === 'number' ? current.currentStreak : 0);
    if (best <= target) continue;
    items.push({
      Update: {
        TableName: db.tableName,
        Key: ch.key,
        UpdateExpression: 'SET bestStreak = :to',
        ConditionExpression: 'bestStreak = :now',
        ExpressionAttributeValues: { ':to': target, ':now': best },
      },
    });
  }
  return items;
}

/** Brings the entry back to `from`, from whatever status it has now (the caller checked it is the call's). */
export async function restoreEntryStatus(ctx: Ctx, ref: EntryStatusRef, now: Item | null): Promise<void> {
  const at = { groupId: ref.entryId, date: ref.day };
  const is = statusOf(now);
  if (is === ref.from) return;
  if (is === 'CHECKED') await checkItem(ctx, { ...at, checked: false });
  if (is === 'SKIPPED') await skipItem(ctx, { ...at, skipped: false });
  if (ref.from === 'CHECKED') await checkItem(ctx, { ...at, checked: true });
  if (ref.from === 'SKIPPED') await skipItem(ctx, { ...at, skipped: true });
}
