/**
 * What a call changed, in the server's own words (the write card's `reason`, a conflict's item
 * names): built from the before- and after-states the recorder captured, never from what the
 * model says it did. Names come from the person's data, quoted as written (summary-text.ts).
 */
import { line, listed, quoted } from '../tools/summary-text';
import type { Item, RawChange } from './recorder';
import { countersOf } from './state';

/** How an item is named to the person, by entity; entities absent here are bookkeeping a write carries along. */
const NOUNS: Record<string, string> = {
  habit: 'habit',
  task: 'task',
  category: 'category',
  goal: 'goal',
  routine: 'routine',
  schedules: 'schedule',
  quickNote: 'note',
  microTask: 'micro-task',
  pinnedMicroTask: 'pinned micro-task',
  mood: 'mood',
  check: 'routine entry',
  configuration: 'settings',
  user: 'profile',
  chat: 'chat',
  notebookPage: 'page',
  notebookBlock: 'page block',
  notebookBoard: 'board',
  notebookCard: 'flashcard',
  studyCycle: 'study cycle',
  studySession: 'study session',
  feedback: 'feedback',
};

/** Attributes that change with every write: no one reads "changed its version". */
const NOISE = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', '__edb_e__', '__edb_v__', 'version', 'updatedAt', 'createdAt', 'expiresAt', 'lastActivityAt', 'userId']);

/** Words for attributes whose name says little on a card. */
const FIELD_WORDS: Record<string, string> = { categoryIds: 'categories', globalContext: 'note about you', context: 'note', currentValue: 'progress', parentId: 'parent' };

export const entityOf = (item: Item | null | undefined): string => String(item?.__edb_e__ ?? '');

function nameOf(item: Item | null): string | undefined {
  if (!item) return undefined;
  for (const attr of ['name', 'title', 'text', 'front', 'date', 'day']) {
    const v = item[attr];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return undefined;
}

/** "the task 'Gym 7 am'", "your settings": how a conflict names an item. */
export function labelOf(change: Pick<RawChange, 'before' | 'after'>, now?: Item | null): string {
  const item = now ?? change.after ?? change.before;
  const entity = entityOf(change.after ?? change.before);
  const noun = NOUNS[entity] ?? entity.replace(/([A-Z])/g, ' $1').toLowerCase();
  if (entity === 'configuration') return 'your settings';
  if (entity === 'schedules') return 'your schedules';
  if (entity === 'user') return 'your profile';
  if (entity === 'chat') return "this chat's note";
  const name = nameOf(item ?? null);
  return name ? `the ${noun} ${quoted(name, 48)}` : `a ${noun}`;
}

function changedFields(before: Item, after: Item): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  // Running totals (XP, use counts) move with what a write does elsewhere: that is said there.
  const totals = new Set(countersOf(after));
  return [...keys].filter((k) => !NOISE.has(k) && !totals.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => FIELD_WORDS[k] ?? k.replace(/([A-Z])/g, ' $1').toLowerCase());
}

/** One change as a phrase: "Created the habit 'Read'", "Renamed the task 'Gym' to 'Gym 7 am'". */
function phrase(change: RawChange): string | undefined {
  const entity = entityOf(change.after ?? change.before);
  if (!(entity in NOUNS)) return undefined;
  const noun = NOUNS[entity]!;
  const { before, after } = change;
  if (!before && entity === 'feedback') return `Sent the feedback ${quoted(nameOf(after) ?? '', 60)}`;
  if (!before) return `Created ${labelOf({ before: null, after })}`;
  if (!after) return `Deleted ${labelOf({ before, after: null })}`;
  const was = nameOf(before);
  const is = nameOf(after);
  if (was && is && was !== is && ['name', 'title', 'text'].some((a) => before[a] === was)) {
    return `Renamed the ${noun} ${quoted(was, 40)} to ${quoted(is, 40)}`;
  }
  const fields = changedFields(before, after);
  if (!fields.length) return undefined;
  if (entity === 'schedules') return 'Changed your schedules';
  // The assistant's own notes (A6), in its words as on the memory screen.
  if (entity === 'user' && JSON.stringify(before.globalContext) !== JSON.stringify(after.globalContext)) return 'Updated my note about you';
  if (entity === 'chat' && JSON.stringify(before.context) !== JSON.stringify(after.context)) return 'Updated my note for this chat';
  return `Changed ${labelOf(change)} (${listed(fields.slice(0, 3))}${fields.length > 3 ? ', …' : ''})`;
}

/**
 * The server's line for a call: what its changes did, the person's things first (bookkeeping
 * rows a write carries, such as XP ledgers and name claims, are left to the phrase of what they
 * serve), then the model's stated purpose when it gave one.
 */
export function reasonFor(changes: RawChange[], purpose?: string, override?: string): string | undefined {
  const merged = mergeByKey(changes);
  const phrases = [...new Set(merged.map(phrase).filter((p): p is string => Boolean(p)))];
  const named = phrases.length > 2 ? `${phrases.slice(0, 2).join('; ')} and ${phrases.length - 2} more` : phrases.join('; ');
  // Only bookkeeping rows moved (a pinned name listed, a streak walked): still say that something did.
  const what = override ?? (named || (merged.length ? `Changed ${merged.length === 1 ? '1 item' : `${merged.length} items`} of yours` : ''));
  if (!what && !purpose) return undefined;
  const why = purpose?.replace(/\s+/g, ' ').trim();
  return line(what && why ? `${what}: ${why}` : what || `Changed your data: ${why}`);
}

/** A call's changes with one entry per item: the first before-state, the last after-state. */
export function mergeByKey(changes: RawChange[]): RawChange[] {
  const byKey = new Map<string, RawChange>();
  for (const c of changes) {
    const id = `${c.key.pk}\u0000${c.key.sk}`;
    const seen = byKey.get(id);
    byKey.set(id, seen ? { key: c.key, before: seen.before, after: c.after } : c);
  }
  return [...byKey.values()].filter((c) => c.before !== null || c.after !== null);
}
