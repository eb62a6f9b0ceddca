/**
 * A write tool's call as the registry runs it (tools/registry.ts): inside a ChangeRecorder,
 * with the recording Db, so every item it writes is kept with its before-state whatever
 * domain helper wrote it; then the record is stored under the turn and the call, and the
 * server's line about it (describe.ts, plus the model's purpose) is what the card shows.
 */
import type { Ctx } from '../../../context';
import { entryLine, reasonFor } from './describe';
import { entryStatusRef } from './inverse';
import { personLanguage, reasonLanguage } from './language';
import { undoPolicyOf } from './policies';
import { ChangeRecorder, recordingChanges, recordingDb } from './recorder';
import { saveCall, toStored } from './store';

export interface Captured<T> {
  result: T;
  /** The card's line; absent when the call changed nothing. */
  reason?: string;
}

/** Whether the outcome the tool returned says it succeeded (registry's ToolOutcome). */
const succeeded = (outcome: unknown) => (outcome as { ok?: unknown })?.ok === true;

/**
 * The call's context as this module needs it (the registry's ToolContext satisfies it): named
 * structurally so the registry can run calls through here without an import circle.
 */
type CallContext = Ctx & { chatId: string; turnId?: string };

export async function runCaptured<T, C extends CallContext>(
  spec: { kind: 'read' | 'write'; name: string },
  ctx: C,
  callId: string,
  purpose: string | undefined,
  run: (ctx: C) => Promise<T>,
): Promise<Captured<T>> {
  if (spec.kind !== 'write' || !ctx.turnId) return { result: await run(ctx) };
  const policy = undoPolicyOf(spec.name);
  const recorder = new ChangeRecorder(`USER#${ctx.actor.userId}`);
  const recording: C = { ...ctx, deps: { ...ctx.deps, db: recordingDb(ctx.deps.db) } };
  // The card's language, read alongside the command's own first reads (language.ts).
  void personLanguage(ctx);
  let result: T;
  try {
    result = await recordingChanges(recorder, () => run(recording));
  } finally {
    recorder.close();
  }
  const raw = recorder.changes;
  const lang = await reasonLanguage(ctx, raw);
  // A write that left the person's data (feedback) has nothing of theirs to take back.
  if (!raw.length || (policy && 'none' in policy)) return { result, ...(succeeded(result) && purpose ? { reason: reasonFor([], purpose, undefined, lang) } : {}) };
  const inverse = policy && 'inverse' in policy ? entryStatusRef(raw) : undefined;
  const reason = succeeded(result) ? reasonFor(raw, purpose, inverse ? entryLine(spec.name, result, lang) : undefined, lang) : undefined;
  try {
    await saveCall(ctx, { chatId: ctx.chatId, turnId: ctx.turnId, callId, tool: spec.name, reason, changes: toStored(raw), inverse });
  } catch (err) {
    // The change itself happened: the turn goes on, this call just cannot be undone.
    ctx.deps.log.error('undo record not stored', { userId: ctx.actor.userId, tool: spec.name, errorName: (err as Error)?.name });
  }
  return { result, ...(reason ? { reason } : {}) };
}
