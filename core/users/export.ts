import type { Ctx } from '../context';
import { getConfiguration, type ConfigurationView } from '../configuration/service';
import { SOURCE_TEXT_KINDS, sourceTexts } from '../notebook/sources/export';
import { toPublicUser, type PublicUser } from './entity';
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
  'categoryName',
  'quickNoteCell',
  // A page's source count and version (the 20-per-page rule, the retrieval cache key).
  'notebookPageSources',
  // Numbers computed from the sources' text, which is exported.
  'notebookSourceVectors',
  // Not left out: carried as each notebookSource's `text` (core/notebook/sources/export.ts).
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

/**
 * Everything the person owns as one JSON document (D13, A11), grouped by kind. One pass over
 * the partition (a Query, never a Scan); chats come with their messages and memory notes.
 */
export async function buildExport(ctx: Ctx): Promise<ExportDocument> {
  const byKind = new Map<string, RawItem[]>();
  const sourceParts: RawItem[] = [];
  for await (const page of partitionItems(ctx.deps.db, ctx.actor.userId)) {
    for (const item of page) {
      const kind = String(item.__edb_e__ ?? 'other');
      if (SOURCE_TEXT_KINDS.has(kind)) sourceParts.push(item);
      if (INTERNAL_ENTITIES.has(kind)) continue;
      const list = byKind.get(kind);
      if (list) list.push(item);
      else byKind.set(kind, [item]);
    }
  }
  const profile = byKind.get('user')?.[0] as (RawItem & { userId: string; email: string; displayName: string; createdAt: string; globalContext?: string }) | undefined;
  if (!profile) throw new Error('export of a partition without a profile');

  // Messages sort under their chat by time-ordered id, so each chat's list is oldest first.
  const messagesOf = new Map<string, Record<string, unknown>[]>();
  for (const m of byKind.get('chatMessage') ?? []) {
    const chatId = String(m.chatId);
    const list = messagesOf.get(chatId) ?? [];
    list.push({ id: m.messageId, ...publicAttributes(m, ['chatId', 'messageId']) });
    messagesOf.set(chatId, list);
  }
  const chats: ExportedChat[] = (byKind.get('chat') ?? []).map((c) => {
    const chatId = String(c.chatId);
    const chat = {
      id: chatId,
      title: String(c.title),
      createdAt: String(c.createdAt),
      lastActivityAt: String(c.lastActivityAt),
      memory: { label: ABOUT_THIS_CHAT, note: typeof c.context === 'string' ? c.context : null },
      messages: messagesOf.get(chatId) ?? [],
    };
    messagesOf.delete(chatId);
    return chat;
  });

  const data: ExportDocument['data'] = {};
  for (const [kind, items] of byKind) {
    if (!SECTIONED_ENTITIES.has(kind)) data[kind] = items.map((i) => publicAttributes(i));
  }
  // Every source with its text (what was read, or the words still waiting to be).
  const texts = sourceTexts(sourceParts);
  if (data.notebookSource) data.notebookSource = data.notebookSource.map((s) => ({ ...s, text: texts.get(String(s.sourceId)) ?? '' }));
  // Messages whose chat row is gone are still the person's words: never dropped.
  const orphans = [...messagesOf.values()].flat();
  if (orphans.length) data.chatMessage = orphans;

  return {
    format: 'beyou-export/1',
    exportedAt: ctx.deps.clock.now().toISOString(),
    user: toPublicUser(profile),
    configuration: await getConfiguration(ctx),
    assistant: { memory: { label: ABOUT_YOU, note: profile.globalContext ?? null }, chats },
    data,
  };
}
