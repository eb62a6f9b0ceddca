import { AppError } from '../errors';

export interface Named {
  id: string;
  name: string;
}

/** How many names a refusal lists: enough to pick from, short enough for a model's context. */
export const MAX_LISTED = 10;

const pairs = (items: Named[]) => items.slice(0, MAX_LISTED).map(({ id, name }) => ({ id, name }));
const quoted = (items: Named[]) => pairs(items).map((i) => `"${i.name}" (${i.id})`).join(', ');

/**
 * Name resolution (DOMAIN-FACTS "Names"): exact id, then exact name in any case if unique,
 * then a unique substring; anything else is refused with what exists, never guessed. The
 * agent relies on this to turn "my running goal" into an id without inventing one (A7).
 */
export function resolveByName<T extends Named>(items: T[], query: string, kind: string): T {
  const wanted = query.trim();
  const byId = items.find((i) => i.id === wanted);
  if (byId) return byId;

  const lower = wanted.toLocaleLowerCase();
  const exact = items.filter((i) => i.name.toLocaleLowerCase() === lower);
  const matches = exact.length ? exact : lower ? items.filter((i) => i.name.toLocaleLowerCase().includes(lower)) : [];
  if (matches.length === 1) return matches[0]!;

  if (matches.length > 1) {
    throw new AppError('AMBIGUOUS_NAME', `"${wanted}" matches ${matches.length} ${kind}s: ${quoted(matches)}`, {
      data: { candidates: pairs(matches) },
    });
  }
  const hint = items.length ? `Existing: ${quoted(items)}` : `There are no ${kind}s yet`;
  throw new AppError('NOT_FOUND', `No ${kind} matches "${wanted}". ${hint}`, { data: { existing: pairs(items) } });
}
