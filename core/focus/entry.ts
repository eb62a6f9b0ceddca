/**
 * No tool guesses which routine entry a micro-task belongs to (seeds, A5): a row written
 * onto the wrong entry is silent and the person finds it later with nothing to explain it.
 * A missing or unknown entry id is refused, never defaulted, and the refusal names the entry
 * the person has open in Focus Mode, when the request carries one — usually the one meant.
 */
import type { z } from 'zod';
import type { Ctx } from '../context';
import { AppError, fromZod } from '../errors';
import { refuseNonGroupId, where } from '../routine/group-ids';
import { loadDay, type DayEntry } from '../today/day';
import type { Command } from '../util/fn';
import { ownerToday } from '../configuration/today';

/** A service context that may know the entry open on the focus screen (agent tools pass it). */
export type FocusCtx = Ctx & { focusEntryId?: string | undefined };

const label = (e: DayEntry, routine: string) => `"${e.name}" (${where({ name: e.sectionName }, e, routine)})`;

/** The sentence naming the open entry, or '' when there is none (or it is not the actor's today). */
async function openEntryHint(ctx: FocusCtx): Promise<string> {
  if (!ctx.focusEntryId) return '';
  const day = await loadDay(ctx, await ownerToday(ctx));
  const open = day.entries.find((e) => e.entryId === ctx.focusEntryId);
  if (!open) return '';
  return ` The person has ${label(open, day.routine?.name ?? '')} open in Focus Mode: entry "${open.entryId}". If that is the entry they mean (e.g. "here"), call again with entryId "${open.entryId}"; otherwise ask which entry.`;
}

/** Today's entry for `entryId`, or the refusal (habit ids name their group ids; see group-ids.ts). */
export async function requireEntry(ctx: FocusCtx, entryId: string): Promise<{ day: string; entry: DayEntry; routineName: string }> {
  const today = await ownerToday(ctx);
  const day = await loadDay(ctx, today);
  const entry = day.entries.find((e) => e.entryId === entryId);
  if (entry) return { day: today, entry, routineName: day.routine?.name ?? '' };
  const choices = day.entries.map((e) => ({ ...e, where: where({ name: e.sectionName }, e, day.routine?.name ?? '') }));
  return refuseNonGroupId(ctx, entryId, choices, 'entryId', `in today's routine (${today})`, await openEntryHint(ctx));
}

/**
 * `command` for focus: same validation, but a missing/invalid `entryId` is answered with the
 * rule and the open entry, so the model can ask or use it for "here" instead of guessing.
 */
export function focusCommand<S extends z.ZodType, R>(schema: S, impl: (ctx: FocusCtx, input: z.output<S>) => Promise<R>): Command<S, FocusCtx, R> {
  const run = async (ctx: FocusCtx, input: unknown): Promise<R> => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return impl(ctx, parsed.data);
    const err = fromZod(parsed.error);
    const entry = err.details.fields?.find((f) => f.path === 'entryId');
    if (!entry) throw err;
    entry.message = `${entry.message}: micro-tasks hang off a routine entry id (the groupId from getTodayRoutine), never guessed.`;
    throw new AppError('VALIDATION_FAILED', `entryId is missing or invalid.${await openEntryHint(ctx)}`, err.details);
  };
  return Object.assign(run, { schema });
}
