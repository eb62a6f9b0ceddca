/**
 * The language a write card's reason is written in: the person's app language (their
 * configuration's `language`, as the account emails use it). A turn reads it with the person's
 * day, in its first wave (turn/open.ts, approve.ts: `ownerDay`), and hands it to its tool
 * context. Without that (the undo route), it is read once per context, started as the first
 * write call starts, so it travels with that command's own first reads.
 */
import type { Ctx } from '../../../context';
import { Configurations } from '../../../configuration/entity';
import type { RawChange } from './recorder';
import type { ReasonLanguage } from './reason-words';

const asked = new WeakMap<object, Promise<ReasonLanguage>>();

/** The person's language, memoised on `ctx` (the registry's one tool context per turn). */
export function personLanguage(ctx: Ctx & { language?: ReasonLanguage }): Promise<ReasonLanguage> {
  let language = asked.get(ctx);
  if (!language) {
    language = ctx.language ? Promise.resolve(ctx.language) : Configurations(ctx.deps.db)
      .get({ userId: ctx.actor.userId })
      .go({ attributes: ['language'] })
      .then((res): ReasonLanguage => (res.data?.language === 'pt' ? 'pt' : 'en'))
      // The write already happened: a reason in English beats no card at all.
      .catch((err: unknown): ReasonLanguage => {
        ctx.deps.log.warn('reason language not read', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
        return 'en';
      });
    asked.set(ctx, language);
  }
  return language;
}

/**
 * The language of a call's reason: the person's (personLanguage, started before the call ran),
 * or, for a call that switched it, the new one — for this card and the turn's later ones.
 */
export async function reasonLanguage(ctx: Ctx, changes: RawChange[]): Promise<ReasonLanguage> {
  const switched = changes.findLast((c) => c.after?.__edb_e__ === 'configuration' && (c.after.language === 'en' || c.after.language === 'pt'));
  const now = switched?.after?.language as ReasonLanguage | undefined;
  if (!now) return personLanguage(ctx);
  asked.set(ctx, Promise.resolve(now));
  return now;
}
