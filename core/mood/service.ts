import type { Ctx } from '../context';
import { isConditionFailed } from '../db/entity';
import { AppError, type FieldError } from '../errors';
import { command } from '../util/fn';
import { ownerToday } from '../configuration/today';
import { CONSISTENT } from '../util/tx';
import { addDays, daysBetween } from '../xp/dates';
import { MoodEntries, type MoodRow } from './entity';
import { HISTORY_DEFAULT_DAYS, HISTORY_MAX_DAYS, MoodDayInput, MoodRangeInput, PutMoodInput, SetMoodLevelInput } from './schema';
import { toMoodDay, toMoodEntry, type MoodDay, type MoodEntry } from './view';

/** The day's level or null: the day-close snapshot's (and the briefing's) only window on mood. */
export async function moodLevelOn(ctx: Ctx, date: string): Promise<number | null> {
  const row = (await MoodEntries(ctx.deps.db).get({ userId: ctx.actor.userId, date }).go()).data;
  return row?.level ?? null;
}

async function refuseFuture(ctx: Ctx, date: string, path = 'date'): Promise<void> {
  const today = await ownerToday(ctx);
  if (date > today) throw AppError.validation([{ path, message: `Must not be in the future (today is ${today})` }]);
}

async function loadRow(ctx: Ctx, date: string): Promise<MoodRow | null> {
  return (await MoodEntries(ctx.deps.db).get({ userId: ctx.actor.userId, date }).go(CONSISTENT)).data;
}

/**
 * PUT: the day becomes exactly what was sent — a missing or whitespace-only journal clears it
 * (DOMAIN-FACTS). One UpdateItem, so `createdAt` survives a replace without a read.
 */
export const putMood = command(PutMoodInput, async (ctx: Ctx, { date, level, journal }): Promise<MoodEntry> => {
  await refuseFuture(ctx, date);
  const now = ctx.deps.clock.now().toISOString();
  const text = journal?.trim() ? journal : undefined;
  const res = await MoodEntries(ctx.deps.db)
    .update({ userId: ctx.actor.userId, date })
    .data((a, op) => {
      op.set(a.level, level);
      op.set(a.updatedAt, now);
      op.ifNotExists(a.createdAt, now);
      if (text === undefined) op.remove(a.journal);
      else op.set(a.journal, text);
    })
    .go({ response: 'all_new' });
  return toMoodEntry(res.data as MoodRow);
});

/**
 * The level only, keeping the journal (REST PATCH and the agent's `logUserMood`). Creates the
 * day when it has no entry yet: "log my mood" must work on a fresh day. Returns no words.
 */
export const setMoodLevel = command(SetMoodLevelInput, async (ctx: Ctx, input): Promise<MoodDay> => {
  const date = input.date ?? (await ownerToday(ctx));
  await refuseFuture(ctx, date);
  const now = ctx.deps.clock.now().toISOString();
  const res = await MoodEntries(ctx.deps.db)
    .update({ userId: ctx.actor.userId, date })
    .data((a, op) => {
      op.set(a.level, input.level);
      op.set(a.updatedAt, now);
      op.ifNotExists(a.createdAt, now);
    })
    .go({ response: 'all_new' });
  return toMoodDay(res.data as MoodRow);
});

export const getMood = command(MoodDayInput, async (ctx: Ctx, { date }): Promise<MoodEntry> => {
  const row = await loadRow(ctx, date);
  if (!row) throw AppError.notFound(`Mood entry for ${date}`);
  return toMoodEntry(row);
});

export const deleteMood = command(MoodDayInput, async (ctx: Ctx, { date }): Promise<void> => {
  try {
    await MoodEntries(ctx.deps.db).delete({ userId: ctx.actor.userId, date }).where((a, op) => op.exists(a.level)).go({ response: 'none' });
  } catch (err) {
    if (isConditionFailed(err)) throw AppError.notFound(`Mood entry for ${date}`);
    throw err;
  }
});

/** Defaults and limits of a history range; every broken rule is reported at once. */
async function resolveRange(ctx: Ctx, input: { from?: string; to?: string }): Promise<{ from: string; to: string }> {
  const today = await ownerToday(ctx);
  const to = input.to ?? today;
  const from = input.from ?? addDays(to, -(HISTORY_DEFAULT_DAYS - 1));
  const fields: FieldError[] = [];
  for (const [path, day] of [['from', from], ['to', to]] as const) {
    if (day > today) fields.push({ path, message: `Must not be in the future (today is ${today})` });
  }
  if (from > to) fields.push({ path: 'from', message: 'Must not be after `to`' });
  else if (daysBetween(from, to) + 1 > HISTORY_MAX_DAYS) {
    fields.push({ path: 'from', message: `A range covers at most ${HISTORY_MAX_DAYS} days` }, { path: 'to', message: `A range covers at most ${HISTORY_MAX_DAYS} days` });
  }
  if (fields.length) throw AppError.validation(fields, `Invalid range: ${[...new Set(fields.map((f) => f.path))].join(', ')}`);
  return { from, to };
}

async function rowsIn(ctx: Ctx, range: { from: string; to: string }): Promise<MoodRow[]> {
  const res = await MoodEntries(ctx.deps.db)
    .query.primary({ userId: ctx.actor.userId })
    .between({ date: range.from }, { date: range.to })
    .go({ pages: 'all' });
  return res.data;
}

/** The person's own screen: entries with their journal, oldest first. */
export const listMood = command(MoodRangeInput, async (ctx: Ctx, input) => {
  const range = await resolveRange(ctx, input);
  return { ...range, items: (await rowsIn(ctx, range)).map(toMoodEntry) };
});

/** The model's view (`getUserMoodHistory`): date, level and whether text exists — never the words. */
export const moodHistory = command(MoodRangeInput, async (ctx: Ctx, input) => {
  const range = await resolveRange(ctx, input);
  return { ...range, items: (await rowsIn(ctx, range)).map(toMoodDay) };
});
