import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Ctx, Deps } from '../context';
import { Users } from '../users/entity';
import { getRow } from '../util/direct';
import { command } from '../util/fn';
import { AppError } from '../errors';
import { isConditionFailed } from '../db/entity';
import { Configurations, defaultConfiguration, type ConfigurationRow } from './entity';
import { UpdateConfigurationInput } from './schema';
import { noteZoneInUse } from './zones';

export type ConfigurationView = Omit<ConfigurationRow, 'userId' | 'phrase' | 'phraseAuthor'> & {
  displayName: string;
  phrase: string | null;
  phraseAuthor: string | null;
};

export async function loadConfiguration(ctx: Ctx): Promise<ConfigurationRow> {
  const row = await getRow(ctx.deps.db, Configurations(ctx.deps.db), { userId: ctx.actor.userId });
  // Widget ids are checked by the schema on the way in; the entity stores plain strings.
  return (row as ConfigurationRow | null) ?? defaultConfiguration(ctx.actor.userId);
}

function view(row: ConfigurationRow, displayName: string): ConfigurationView {
  const { userId: _userId, phrase, phraseAuthor, ...rest } = row;
  return { displayName, phrase: phrase ?? null, phraseAuthor: phraseAuthor ?? null, ...rest };
}

export async function getConfiguration(ctx: Ctx): Promise<ConfigurationView> {
  const [row, user] = await Promise.all([loadConfiguration(ctx), Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()]);
  if (!user.data) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
  return view(row, user.data.displayName);
}

/**
 * Patch semantics (D9): only the fields sent change; `widgets` is replaced whole. The display
 * name lives on the profile, so a patch that renames writes both rows in one transaction.
 */
export const updateConfiguration = command(UpdateConfigurationInput, async (ctx: Ctx, input): Promise<ConfigurationView> => {
  const current = await loadConfiguration(ctx);
  const { displayName, phrase, phraseAuthor, ...fields } = input;
  const next: ConfigurationRow = { ...current, ...fields };
  if (phrase !== undefined) next.phrase = phrase ?? undefined;
  if (phraseAuthor !== undefined) next.phraseAuthor = phraseAuthor ?? undefined;
  if (input.timeZone && !input.timeZoneSource) next.timeZoneSource = 'EXPLICIT';
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    // Only over the row sign-up made: a write racing the account's deletion must not recreate
    // it (the day close finds users through this row).
    { Put: Configurations(ctx.deps.db).put(next).where((a, op) => op.exists(a.userId)).params() },
  ];
  if (displayName !== undefined) {
    items.push({ Update: Users(ctx.deps.db).patch({ userId: ctx.actor.userId }).set({ displayName }).params() });
  }
  // The zone first: a day close must never miss a user whose row already says this zone.
  await noteZoneInUse(ctx.deps.db, next.timeZone);
  try {
    await ctx.deps.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    if (isConditionFailed(err)) throw new AppError('UNAUTHORIZED', 'This account no longer exists');
    throw err;
  }
  return getConfiguration(ctx);
});

/**
 * Every user id in one time zone, page by page (the day close's way in; never a Scan). A page
 * of 500 index items (~200 bytes each) is ~100 KB: 12.5 read units, well inside one Query's 1 MB.
 */
export async function* usersInTimeZone(deps: Deps, timeZone: string, pageSize = 500): AsyncGenerator<string[]> {
  let cursor: string | null = null;
  do {
    const page: { data: { userId: string }[]; cursor: string | null } = await Configurations(deps.db)
      .query.byTimeZone({ timeZone })
      .go({ cursor, limit: pageSize });
    yield page.data.map((r) => r.userId);
    cursor = page.cursor;
  } while (cursor);
}
