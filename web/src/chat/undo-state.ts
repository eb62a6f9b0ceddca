import type { ClientDomain } from '../../../core/ai/agent/protocol/segments';
import type { ApiError } from '../client/api';
import { ok, type Rest, type Schema } from '../client/rest';
import { errorText } from '../i18n/errors';

/**
 * Taking back what the assistant changed (issue 39), the chat's side and no UI: which cards can
 * be undone, the two undo routes (one call's card, or the whole turn's "Undo all of this"), and
 * how an answer moves the cards. The server is the judge of everything: an item the person (or
 * another turn) changed since is never overwritten; it answers 409 CONFLICT naming those items
 * and changes nothing, and only the person's "Undo the rest" sends `skipChanged`.
 */

/** Where an undo stands, on one write card or on a whole answer. */
export type UndoState =
  | { phase: 'idle' }
  | { phase: 'undoing' }
  /** `kept`: items left as they are because they changed since (after "Undo the rest"). */
  | { phase: 'undone'; kept: string[] }
  /** Nothing was changed: these items changed since; the person picks "Undo the rest" or keeps things. */
  | { phase: 'conflict'; changed: string[] }
  | { phase: 'error'; text: string };

export type UndoResult = Schema<'UndoResult'>;
type Named = UndoResult['skipped'];

export type UndoOutcome = { kind: 'done'; result: UndoResult } | { kind: 'conflict'; changed: Named } | { kind: 'error'; text: string };

/** The parts of a card and a message this module reads and writes (the controller's UiPart / UiMessage). */
export interface UndoCard {
  type: 'tool';
  callId: string;
  kind: 'read' | 'write';
  ok?: boolean;
  domains: ClientDomain[];
  reason?: string;
  undo?: UndoState;
}
interface UndoMessage<P> {
  parts: P[];
  undoAll?: UndoState;
}

/**
 * A write card can be undone when it changed something: the server gives such a write (and only
 * such a write) its `reason`. Reads, failed calls and writes that changed nothing have none.
 */
export const isUndoable = (p: { kind: 'read' | 'write'; ok?: boolean; reason?: string }): boolean => p.kind === 'write' && p.ok === true && !!p.reason;

const isCard = <P extends { type: string }>(p: P): p is P & UndoCard => p.type === 'tool';
const cards = <P extends { type: string }>(parts: P[]): (P & UndoCard)[] => parts.filter((p): p is P & UndoCard => isCard(p));
const open = (s: UndoState | undefined) => s !== undefined && s.phase !== 'undone' && s.phase !== 'undoing';

/** The cards an undo would cover: that one card, or every card of the answer not undone yet. */
export function undoScope<P extends { type: string }>(parts: P[], callId?: string): string[] {
  return cards(parts).filter((p) => open(p.undo) && (callId === undefined || p.callId === callId)).map((p) => p.callId);
}

/** "Undo all of this": an answer with two or more writes still to undo, or one whose turn-wide undo has something to say. */
export function offersUndoAll<P extends { type: string }>(m: UndoMessage<P>): boolean {
  return undoScope(m.parts).length >= 2 || (m.undoAll !== undefined && m.undoAll.phase !== 'idle');
}

/** Cards rebuilt from the stored segments (the turn's `done`) keep the undo they had on screen. */
export function keepUndo<P extends { type: string }>(before: P[], after: P[]): P[] {
  const had = new Map(cards(before).map((p) => [p.callId, p.undo]));
  return after.map((p) => (isCard(p) && had.get(p.callId) ? { ...p, undo: had.get(p.callId) } : p));
}

/** Both undo routes, with every answer as a value: done, the 409 naming what changed since, or the error in words. */
export async function requestUndo(rest: Rest, target: { chatId: string; turnId: string; callId?: string }, skipChanged: boolean): Promise<UndoOutcome> {
  const body = skipChanged ? { skipChanged: true } : {};
  const path = { id: target.chatId, turnId: target.turnId };
  try {
    const res =
      target.callId === undefined
        ? await rest.POST('/ai/agent/chats/{id}/turns/{turnId}/undo', { params: { path }, body })
        : await rest.POST('/ai/agent/chats/{id}/turns/{turnId}/calls/{callId}/undo', { params: { path: { ...path, callId: target.callId } }, body });
    if (res.response.ok) return { kind: 'done', result: res.data! };
    // The conflict's envelope names the items beside the code (`error.changed`).
    const changed = namedItems((res.error as { error?: Record<string, unknown> } | undefined)?.error?.changed);
    if (res.response.status === 409 && changed.length) return { kind: 'conflict', changed };
    return await ok(Promise.resolve(res)).then(
      () => ({ kind: 'error' as const, text: errorText({ code: 'other', message: '' }) }),
      (err: ApiError) => ({ kind: 'error' as const, text: errorText(err) }),
    );
  } catch {
    return { kind: 'error', text: errorText({ code: 'NETWORK', message: '' }) };
  }
}

const namedItems = (v: unknown): Named =>
  Array.isArray(v) ? v.filter((x): x is Named[number] => typeof x?.callId === 'string' && typeof x?.label === 'string') : [];

/** The cards in `scope` (and the answer, for "Undo all of this") show the request is on its way. */
export function markUndoing<P extends { type: string }, M extends UndoMessage<P>>(m: M, scope: string[], wholeTurn: boolean): M {
  const parts = m.parts.map((p) => (isCard(p) && scope.includes(p.callId) ? { ...p, undo: { phase: 'undoing' } } : p));
  return { ...m, parts, ...(wholeTurn ? { undoAll: { phase: 'undoing' } } : {}) };
}

/**
 * The answer to an undo, on the cards: those undone read "Undone" (with what was left as it
 * was); a repeated undo is the same (the server had done it already). A refusal stays where
 * the person pressed: on the card for its own Undo, on the answer for "Undo all of this" (its
 * cards go back to their Undo button, since nothing was changed).
 */
export function settleUndo<P extends { type: string }, M extends UndoMessage<P>>(m: M, scope: string[], wholeTurn: boolean, outcome: UndoOutcome): M {
  const failed: UndoState | undefined =
    outcome.kind === 'conflict' ? { phase: 'conflict', changed: outcome.changed.map((c) => c.label) } : outcome.kind === 'error' ? { phase: 'error', text: outcome.text } : undefined;
  const card = (p: UndoCard): UndoState => {
    if (outcome.kind !== 'done') return wholeTurn ? { phase: 'idle' } : failed!;
    const { undone, skipped, alreadyUndone } = outcome.result;
    if (alreadyUndone || undone.includes(p.callId)) return { phase: 'undone', kept: skipped.filter((s) => s.callId === p.callId).map((s) => s.label) };
    return { phase: 'idle' };
  };
  const parts = m.parts.map((p) => (isCard(p) && scope.includes(p.callId) ? { ...p, undo: card(p) } : p));
  if (!wholeTurn) return { ...m, parts };
  const { undoAll: _, ...rest } = m;
  return { ...rest, parts, ...(failed ? { undoAll: failed } : {}) } as M;
}

/** "Keep things as they are" after a conflict: nothing was changed, the Undo buttons come back. */
export function dismissConflict<P extends { type: string }, M extends UndoMessage<P>>(m: M, callId?: string): M {
  if (callId === undefined) {
    const { undoAll: _, ...rest } = m;
    return rest as M;
  }
  return { ...m, parts: m.parts.map((p) => (isCard(p) && p.callId === callId ? { ...p, undo: { phase: 'idle' } } : p)) };
}

/** The pages showing what was just put back, refreshed as after the assistant's own write. */
export function undoneDomains<P extends { type: string }>(parts: P[], outcome: UndoOutcome): ClientDomain[] {
  if (outcome.kind !== 'done' || !outcome.result.undone.length) return [];
  const undone = new Set(outcome.result.undone);
  return [...new Set(cards(parts).filter((p) => undone.has(p.callId)).flatMap((p) => p.domains))];
}
