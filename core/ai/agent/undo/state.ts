/**
 * How an item's state is compared and put back. Most items are restored whole. A few
 * attributes are running totals many writers move (XP, a habit's checks, how many things use
 * a category or place a habit): the person's other activity since a turn must not count as
 * "changed since" on them, nor be wiped by an undo, so the undo moves them by exactly what the
 * call moved them (before − after), as an uncheck takes back exactly what a check paid.
 */
import { createHash } from 'node:crypto';
import type { Item } from './recorder';

export const COUNTERS: Readonly<Record<string, readonly string[]>> = {
  userStats: ['xp'],
  habit: ['xp', 'totalChecks', 'routineRefs'],
  category: ['xp', 'useCount'],
  routine: ['xp'],
  xpLedger: ['delta'],
};

export const countersOf = (item: Item | null): readonly string[] => COUNTERS[String(item?.__edb_e__ ?? '')] ?? [];

/**
 * Rows a tool shares with everything else (the profile, a chat): only the attributes the call
 * changed are compared and put back — an assistant's note, a display name — while the rest (a
 * chat's title and last activity, the password) moves on its own and is never taken back.
 */
export const SHARED_ROWS: ReadonlySet<string> = new Set(['user', 'chat']);

/**
 * Attributes every write of a shared row moves, or that only sign-in writes (an ended
 * session's mark, core/auth/ended-sessions.ts): never a call's own change, never put back.
 */
const STAMPS = new Set(['updatedAt', 'version', 'lastActivityAt', 'endedSessions', 'tokensValidFrom']);

/** What a call changed on a shared row (undefined for any other row: it is compared whole). */
export function sharedAttrs(before: Item | null, after: Item | null): string[] | undefined {
  const entity = String((after ?? before)?.__edb_e__ ?? '');
  if (!SHARED_ROWS.has(entity) || !before || !after) return undefined;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !STAMPS.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort();
}

/** A value with sets and binaries in a stable, comparable form. */
function canonical(v: unknown): unknown {
  if (v instanceof Set) return { $set: [...v].map(canonical).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)) };
  if (v instanceof Uint8Array) return { $bin: Buffer.from(v).toString('base64') };
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/**
 * A fingerprint of an item without its running totals (or, on a shared row, of just `attrs`):
 * equal exactly when nothing else in it changed.
 */
export function fingerprint(item: Item | null, attrs?: readonly string[]): string | null {
  if (!item) return null;
  const skip = new Set(countersOf(item));
  const rest = attrs ? Object.fromEntries(attrs.map((k) => [k, item[k] ?? null])) : Object.fromEntries(Object.entries(item).filter(([k]) => !skip.has(k)));
  return createHash('sha256').update(JSON.stringify(canonical(rest))).digest('base64url');
}

export function counterValues(item: Item | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of countersOf(item)) {
    const v = item?.[c];
    if (typeof v === 'number') out[c] = v;
  }
  return out;
}
