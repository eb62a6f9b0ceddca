/**
 * What a call changed, in the server's own words (the write card's `reason`, a conflict's item
 * names): built from the before- and after-states the recorder captured, never from what the
 * model says it did. Names come from the person's data, quoted as written (summary-text.ts).
 * Written in the person's language (reason-words.ts holds the words of both).
 */
import { line, listed, quoted } from '../tools/summary-text';
import type { Item, RawChange } from './recorder';
import { fieldWord } from './reason-fields';
import { NOUNS, REASON_WORDS, type EntryAct, type ReasonLanguage } from './reason-words';
import { countersOf } from './state';

export type { ReasonLanguage } from './reason-words';

/**
 * Attributes that change with every write: no one reads "changed its version". And
 * `fromSources` (provenance/mark.ts), which says where a write's text came from, not what it changed.
 */
export const NOISE: ReadonlySet<string> = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', '__edb_e__', '__edb_v__', 'version', 'updatedAt', 'createdAt', 'expiresAt', 'lastActivityAt', 'userId', 'fromSources']);

export const entityOf = (item: Item | null | undefined): string => String(item?.__edb_e__ ?? '');

function nameOf(item: Item | null): string | undefined {
  if (!item) return undefined;
  for (const attr of ['name', 'title', 'text', 'front', 'date', 'day']) {
    const v = item[attr];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return undefined;
}

/** "the task 'Gym 7 am'", "your settings" ("a tarefa 'Gym 7 am'", "suas configurações"): how a card or a conflict names an item. */
export function labelOf(change: Pick<RawChange, 'before' | 'after'>, now?: Item | null, lang: ReasonLanguage = 'en'): string {
  const words = REASON_WORDS[lang];
  const item = now ?? change.after ?? change.before;
  const entity = entityOf(change.after ?? change.before);
  if (entity === 'configuration') return words.yourSettings;
  if (entity === 'schedules') return words.yourSchedules;
  if (entity === 'user') return words.yourProfile;
  if (entity === 'chat') return words.chatNote;
  const name = nameOf(item ?? null);
  return words.item(entity, name ? quoted(name, 48) : undefined);
}

function changedFields(before: Item, after: Item, lang: ReasonLanguage): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  // Running totals (XP, use counts) move with what a write does elsewhere: that is said there.
  const totals = new Set(countersOf(after));
  const words = [...keys].filter((k) => !NOISE.has(k) && !totals.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => fieldWord(k, lang));
  // Two attributes can share a word (a micro-task's name and its name key): said once.
  return [...new Set(words)];
}

/** One change as a phrase: "Created the habit 'Read'", "Renamed the task 'Gym' to 'Gym 7 am'". */
function phrase(change: RawChange, lang: ReasonLanguage): string | undefined {
  const entity = entityOf(change.after ?? change.before);
  if (!(entity in NOUNS)) return undefined;
  const words = REASON_WORDS[lang];
  const { before, after } = change;
  if (!before && entity === 'feedback') return words.sentFeedback(quoted(nameOf(after) ?? '', 60));
  if (!before) return words.created(labelOf({ before: null, after }, undefined, lang));
  if (!after) return words.deleted(labelOf({ before, after: null }, undefined, lang));
  const was = nameOf(before);
  const is = nameOf(after);
  if (was && is && was !== is && ['name', 'title', 'text'].some((a) => before[a] === was)) {
    return words.renamed(entity, quoted(was, 40), quoted(is, 40));
  }
  const fields = changedFields(before, after, lang);
  if (!fields.length) return undefined;
  if (entity === 'schedules') return words.changedSchedules;
  // The assistant's own notes (A6), in its words as on the memory screen.
  if (entity === 'user' && JSON.stringify(before.globalContext) !== JSON.stringify(after.globalContext)) return words.noteAboutYou;
  if (entity === 'chat' && JSON.stringify(before.context) !== JSON.stringify(after.context)) return words.noteForChat;
  return words.changed(labelOf(change, undefined, lang), `${listed(fields.slice(0, 3), words.and)}${fields.length > 3 ? words.etc : ''}`);
}

/**
 * The server's line for a call, in the person's language: what its changes did, the person's
 * things first (bookkeeping rows a write carries, such as XP ledgers and name claims, are left
 * to the phrase of what they serve), then the model's stated purpose when it gave one (in the
 * words the model chose; it is told to answer in the person's language).
 */
export function reasonFor(changes: RawChange[], purpose?: string, override?: string, lang: ReasonLanguage = 'en'): string | undefined {
  const words = REASON_WORDS[lang];
  const merged = mergeByKey(changes);
  const phrases = [...new Set(merged.map((c) => phrase(c, lang)).filter((p): p is string => Boolean(p)))];
  const named = phrases.length > 2 ? words.andMore(phrases.slice(0, 2).join('; '), phrases.length - 2) : phrases.join('; ');
  // Only bookkeeping rows moved (a pinned name listed, a streak walked): still say that something did.
  const what = override ?? (named || (merged.length ? words.changedItems(merged.length) : ''));
  if (!what && !purpose) return undefined;
  const why = purpose?.replace(/\s+/g, ' ').trim();
  return line(what && why ? `${what}: ${why}` : what || words.changedData(why ?? ''));
}

/** A check or skip says what it did in its own words ("Checked 'Gym' (+12 XP)"), from the domain's result. */
export function entryLine(tool: string, outcome: unknown, lang: ReasonLanguage = 'en'): string | undefined {
  const data = (outcome as { data?: { name?: unknown; status?: unknown; xpChange?: unknown; changed?: unknown } })?.data;
  if (!data || data.changed !== true || typeof data.name !== 'string') return undefined;
  const name = `'${data.name.replace(/\s+/g, ' ').trim().slice(0, 60)}'`;
  const xp = typeof data.xpChange === 'number' && data.xpChange !== 0 ? ` (${data.xpChange > 0 ? '+' : '−'}${Math.abs(data.xpChange)} XP)` : '';
  const act: EntryAct = data.status === 'checked' ? 'checked' : data.status === 'skipped' ? 'skipped' : tool === 'skipRoutineItem' ? 'unskipped' : 'unchecked';
  return REASON_WORDS[lang].entry(act, name, xp);
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
