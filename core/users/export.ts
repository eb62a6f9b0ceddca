import type { Ctx } from '../context';
import { getConfiguration, type ConfigurationView } from '../configuration/service';
import { Chats } from '../ai/agent/chat/entities';
import { SOURCE_TEXT_KINDS, sourceTexts } from '../notebook/sources/export';
import { settleAll } from '../ai/agent/record/settle';
import { toPublicUser, Users, type PublicUser } from './entity';
import { partitionItems, type RawItem } from './partition';

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
  'categoryName',
  'quickNoteCell',
  // Serialises the study cycles' overlap and name checks; holds only a version.
  'studyCycleGuard',
  // A page's source count and version (the 20-per-page rule, the retrieval cache key).
  'notebookPageSources',
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

type Write = (text: string) => Promise<void>;
const json = (v: unknown) => JSON.stringify(v);

/**
 * Everything the person owns as one JSON document (D13, A11), WRITTEN AS IT IS READ: nothing
 * holds the whole document (an active person's outgrows a Lambda response within a year).
 * Three Queries over the partition, never a Scan: the chats' messages (each chat's one
 * contiguous run, oldest first), then everything before and after that run, by kind. Each
 * kind's items are contiguous in sort-key order (its key prefix is its own; a test checks
 * that no entity's prefix nests in another's), so each is one list under `data`.
 */
export async function writeExport(ctx: Ctx, write: Write): Promise<void> {
  const { db } = ctx.deps;
  const userId = ctx.actor.userId;
  const profile = (await Users(db).get({ userId }).go({ consistent: true })).data;
  if (!profile) throw new Error('export of a partition without a profile');
  // An answer whose instance died lives only in its turn's events until settled: settle first.
  await settleAll(ctx);
  await write(
    `{"format":"beyou-export/1","exportedAt":${json(ctx.deps.clock.now().toISOString())},"user":${json(toPublicUser(profile))},` +
      `"configuration":${json(await getConfiguration(ctx))},"assistant":{"memory":${json({ label: ABOUT_YOU, note: profile.globalContext ?? null })},"chats":[`,
  );
  await writeChats(ctx, write);
  await write('},"data":{');
  const data = new KindLists(write);
  for (const range of [{ below: MESSAGES }, { above: `${MESSAGES}\uffff` }]) {
    for await (const page of partitionItems(db, userId, range)) {
      for (const item of page) {
        const kind = String(item.__edb_e__ ?? 'other');
        if (INTERNAL_ENTITIES.has(kind) || SECTIONED_ENTITIES.has(kind)) continue;
        await data.add(kind, kind === 'notebookSource' ? await withSourceText(ctx, item) : publicAttributes(item));
      }
    }
  }
  await data.end();
  await write('}}');
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

/** Every chat with its messages and memory note; messages whose chat row is gone are still the person's words. */
async function writeChats(ctx: Ctx, write: Write): Promise<void> {
  const rows = (await Chats(ctx.deps.db).query.primary({ userId: ctx.actor.userId }).go({ pages: 'all' })).data;
  const waiting = new Map(rows.map((c) => [c.chatId, c]));
  let written = 0;
  const begin = async (chatId: string) => {
    const c = waiting.get(chatId);
    waiting.delete(chatId);
    const head = c
      ? { id: chatId, title: c.title, createdAt: c.createdAt, lastActivityAt: c.lastActivityAt, memory: { label: ABOUT_THIS_CHAT, note: c.context ?? null } }
      : { id: chatId, title: '(a deleted chat)', memory: { label: ABOUT_THIS_CHAT, note: null } };
    await write(`${written++ ? ',' : ''}${json(head).slice(0, -1)},"messages":[`);
  };
  const end = () => write(']}');

  let open: string | undefined;
  let first = true;
  for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId, { prefix: MESSAGES })) {
    for (const m of page) {
      const chatId = String(m.chatId);
      if (chatId !== open) {
        if (open !== undefined) await end();
        await begin(chatId);
        open = chatId;
        first = true;
      }
      await write(`${first ? '' : ','}${json({ id: m.messageId, ...publicAttributes(m, ['chatId', 'messageId']) })}`);
      first = false;
    }
  }
  if (open !== undefined) await end();
  for (const chatId of [...waiting.keys()]) {
    await begin(chatId); // a chat with no message yet
    await end();
  }
  await write(']');
}

/** `"kind":[…]` lists, one per kind, written in the order the kinds arrive. */
class KindLists {
  private current: string | undefined;
  private readonly seen = new Set<string>();
  private first = true;

  constructor(private readonly write: Write) {}

  async add(kind: string, item: Record<string, unknown>): Promise<void> {
    if (kind !== this.current) {
      // A kind met again after another would be a second key: its items must be contiguous.
      if (this.seen.has(kind)) throw new Error(`export: "${kind}" items are not contiguous in the partition`);
      await this.write(`${this.current === undefined ? '' : '],'}${json(kind)}:[`);
      this.seen.add(kind);
      this.current = kind;
      this.first = true;
    }
    await this.write(`${this.first ? '' : ','}${json(item)}`);
    this.first = false;
  }

  async end(): Promise<void> {
    if (this.current !== undefined) await this.write(']');
  }
}
