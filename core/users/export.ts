import type { Ctx } from '../context';
import { getConfiguration, type ConfigurationView } from '../configuration/service';
import { Chats } from '../ai/agent/chat/entities';
import { SOURCE_TEXT_KINDS, sourceTexts } from '../notebook/sources/export';
import { settleAll } from '../ai/agent/record/settle';
// What the assistant's turns changed, with each item's state before (issue 39): ai/agent/undo/export.ts.
import { exportedChange } from '../ai/agent/undo/export';
import { toPublicUser, Users, type PublicUser } from './entity';
import { partitionItems, type RawItem, type SkRange } from './partition';

/**
 * Bookkeeping that is not the person's data: credentials, counters, leases and uniqueness
 * claims (a quick note carries its own cell, a category its own name). Everything else in the
 * partition is exported, so an entity added later is exported without touching this file.
 */
export const INTERNAL_ENTITIES: ReadonlySet<string> = new Set([
  'refreshFamily',
  // Counts derived from the day snapshots (which are exported).
  'daySummary',
  'rateWindow',
  'streamSlot',
  // A turn's record, its stored events and its idempotency key: what it said is the chat's
  // message (exported); a turn that died unsettled is settled before the export reads.
  'agentTurn',
  'agentTurnEvents',
  'agentTurnKey',
  // A question waiting (at most 10 minutes) for the person's yes: the turn's working state; the
  // person's message is in the chat (exported), and the change it asks about has not happened.
  'agentApproval',
  'userLease',
  // The export's own progress (export-job.ts): where it stands, not the person's data.
  'exportJob',
  'categoryName',
  'quickNoteCell',
  // Serialises the study cycles' overlap and name checks; holds only a version.
  'studyCycleGuard',
  // A page's source count and version (the 20-per-page rule, the retrieval cache key).
  'notebookPageSources',
  // When the person's last source piece began: the source queue's fair turns (sources/fair-turn.ts).
  'notebookSourceTurn',
  // Not left out: carried as each notebookSource's `text` (withSourceText below).
  ...SOURCE_TEXT_KINDS,
]);

/** Kinds placed in their own section of the document instead of under `data`. */
export const SECTIONED_ENTITIES: ReadonlySet<string> = new Set(['user', 'configuration', 'chat', 'chatMessage']);

const INTERNAL_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', '__edb_e__', '__edb_v__', 'passwordHash', 'expiresAt', 'version', 'userId']);

// DOMAIN-FACTS: both notes are exported as what the assistant notes about the person / the chat.
export const ABOUT_YOU = 'What the assistant notes about you';
export const ABOUT_THIS_CHAT = 'What the assistant notes about this chat';

interface MemoryNote {
  label: string;
  note: string | null;
}

export interface ExportedChat {
  id: string;
  title: string;
  createdAt: string;
  lastActivityAt: string;
  memory: MemoryNote;
  messages: Record<string, unknown>[];
}

export interface ExportDocument {
  format: 'beyou-export/1';
  exportedAt: string;
  user: PublicUser;
  configuration: ConfigurationView;
  assistant: { memory: MemoryNote; chats: ExportedChat[] };
  /** Every other kind the person owns, by entity name (mood with its journal, quick notes, …). */
  data: Record<string, Record<string, unknown>[]>;
}

function publicAttributes(item: RawItem, drop: string[] = []): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([k]) => !INTERNAL_ATTRIBUTES.has(k) && !drop.includes(k)));
}

/** Where chat messages sort in the partition (CHATMSG#<chatId>#<messageId>): one run per chat. */
const MESSAGES = 'CHATMSG#';
/** The two runs of the partition around the messages, each read by kind into `data`. */
const DATA_RANGES: SkRange[] = [{ below: MESSAGES }, { above: `${MESSAGES}\uffff` }];

const json = (v: unknown) => JSON.stringify(v);

/**
 * Where an export stands, between two pieces of text: enough to go on in another invocation
 * without writing anything twice (export-job.ts saves it with each part it uploads). Plain
 * JSON; `afterSk` is the sort key of the last item read in the current stage.
 */
export interface ExportCursor {
  stage: 'head' | 'messages' | 'chatsEnd' | 'data0' | 'data1' | 'end' | 'done';
  afterSk?: string;
  chats: { written: number; open?: string; first: boolean; begun: string[] };
  kinds: { current?: string; seen: string[]; first: boolean };
}

export const startCursor = (): ExportCursor => ({ stage: 'head', chats: { written: 0, first: true, begun: [] }, kinds: { seen: [], first: true } });

/**
 * Everything the person owns as one JSON document (D13, A11), PRODUCED AS IT IS READ: nothing
 * holds the whole document (an active person's outgrows a Lambda response within a year).
 * Three Queries over the partition, never a Scan: the chats' messages (each chat's one
 * contiguous run, oldest first), then everything before and after that run, by kind. Each
 * kind's items are contiguous in sort-key order (its key prefix is its own; a test checks
 * that no entity's prefix nests in another's), so each is one list under `data`.
 *
 * Yields the document a piece at a time (a whole item, or the punctuation between sections),
 * and moves `cursor` BEFORE each yield: whenever the consumer holds a piece, the cursor says
 * what comes after it. Started again from a saved cursor it goes on from there.
 */
export async function* exportPieces(ctx: Ctx, cursor: ExportCursor, exportedAt: string): AsyncGenerator<string> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  if (cursor.stage === 'head') {
    const profile = (await Users(db).get({ userId }).go({ consistent: true })).data;
    if (!profile) throw new Error('export of a partition without a profile');
    // An answer whose instance died lives only in its turn's events until settled: settle first.
    await settleAll(ctx);
    const head =
      `{"format":"beyou-export/1","exportedAt":${json(exportedAt)},"user":${json(toPublicUser(profile))},` +
      `"configuration":${json(await getConfiguration(ctx))},"assistant":{"memory":${json({ label: ABOUT_YOU, note: profile.globalContext ?? null })},"chats":[`;
    cursor.stage = 'messages';
    yield head;
  }
  if (cursor.stage === 'messages' || cursor.stage === 'chatsEnd') yield* chatPieces(ctx, cursor);
  for (const [stage, range] of [['data0', DATA_RANGES[0]], ['data1', DATA_RANGES[1]]] as const) {
    if (cursor.stage !== stage) continue;
    for await (const page of partitionItems(db, userId, range, cursor.afterSk)) {
      for (const item of page) {
        cursor.afterSk = item.sk;
        const kind = String(item.__edb_e__ ?? 'other');
        if (INTERNAL_ENTITIES.has(kind) || SECTIONED_ENTITIES.has(kind)) continue;
        const text = kindListPiece(cursor, kind, kind === 'notebookSource' ? await withSourceText(ctx, item) : kind === 'agentChange' ? exportedChange(item, publicAttributes) : publicAttributes(item));
        yield text;
      }
    }
    cursor.stage = stage === 'data0' ? 'data1' : 'end';
    cursor.afterSk = undefined;
  }
  if (cursor.stage === 'end') {
    cursor.stage = 'done';
    yield `${cursor.kinds.current === undefined ? '' : ']'}}}`;
  }
}

/** The whole document through `write`, in one go (the request's inline export and tests). */
export async function writeExport(ctx: Ctx, write: (text: string) => Promise<void>): Promise<void> {
  for await (const piece of exportPieces(ctx, startCursor(), ctx.deps.clock.now().toISOString())) await write(piece);
}

/**
 * A source with its text: what was read, chunk by chunk in order, or the words still waiting
 * to be read (core/notebook/sources/export.ts). One source's text in memory at a time.
 */
async function withSourceText(ctx: Ctx, source: RawItem): Promise<Record<string, unknown>> {
  const id = String(source.sourceId);
  const parts: RawItem[] = [];
  for (const prefix of [`NBCHUNK#${id}#`, `NBSRCTEXT#${id}#`]) {
    for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId, { prefix })) parts.push(...page);
  }
  return { ...publicAttributes(source), text: sourceTexts(parts).get(id) ?? '' };
}

/**
 * Every chat with its messages and memory note; messages whose chat row is gone are still the
 * person's words. Chats are begun as their first message arrives; the ones with none are
 * written after the last message (`begun` says which are left).
 */
async function* chatPieces(ctx: Ctx, cursor: ExportCursor): AsyncGenerator<string> {
  const rows = (await Chats(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' })).data;
  const byId = new Map(rows.map((c) => [c.chatId, c]));
  const c = cursor.chats;
  const begin = (chatId: string) => {
    const row = byId.get(chatId);
    const head = row
      ? { id: chatId, title: row.title, createdAt: row.createdAt, lastActivityAt: row.lastActivityAt, memory: { label: ABOUT_THIS_CHAT, note: row.context ?? null } }
      : { id: chatId, title: '(a deleted chat)', memory: { label: ABOUT_THIS_CHAT, note: null } };
    c.begun.push(chatId);
    return `${c.written++ ? ',' : ''}${json(head).slice(0, -1)},"messages":[`;
  };

  if (cursor.stage === 'messages') {
    for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId, { prefix: MESSAGES }, cursor.afterSk)) {
      for (const m of page) {
        const chatId = String(m.chatId);
        let text = '';
        if (chatId !== c.open) {
          if (c.open !== undefined) text += ']}';
          text += begin(chatId);
          c.open = chatId;
          c.first = true;
        }
        text += `${c.first ? '' : ','}${json({ id: m.messageId, ...publicAttributes(m, ['chatId', 'messageId']) })}`;
        c.first = false;
        cursor.afterSk = m.sk;
        yield text;
      }
    }
    const close = c.open !== undefined ? ']}' : '';
    c.open = undefined;
    cursor.stage = 'chatsEnd';
    cursor.afterSk = undefined;
    if (close) yield close;
  }
  const begun = new Set(c.begun);
  for (const chatId of byId.keys()) {
    if (begun.has(chatId)) continue;
    yield `${begin(chatId)}]}`; // a chat with no message yet
  }
  cursor.stage = 'data0';
  yield ']},"data":{';
}

/** One item of the `"kind":[…]` lists, one list per kind, in the order the kinds arrive. */
function kindListPiece(cursor: ExportCursor, kind: string, item: Record<string, unknown>): string {
  const k = cursor.kinds;
  let text = '';
  if (kind !== k.current) {
    // A kind met again after another would be a second key: its items must be contiguous.
    if (k.seen.includes(kind)) throw new Error(`export: "${kind}" items are not contiguous in the partition`);
    text = `${k.current === undefined ? '' : '],'}${json(kind)}:[`;
    k.seen.push(kind);
    k.current = kind;
    k.first = true;
  }
  text += `${k.first ? '' : ','}${json(item)}`;
  k.first = false;
  return text;
}
