import type { ModelOutput, SuggestInput } from './schema';

/** DOMAIN-FACTS "Onboarding wizard": the caps and defaults a suggestion must survive. */
export const LIMITS = { habits: 20, tasks: 20, goals: 10, sections: 8, newRoutineItems: 3 } as const;

const clampRating = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(5, Math.max(1, Math.round(v))) : 3;
const cleanName = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 256);
const key = (s: string) => cleanName(s).toLocaleLowerCase();

/** The requested name a model's category refers to (any case), or undefined if not requested. */
function requested(input: SuggestInput, category: string | null | undefined): string | undefined {
  if (!category) return undefined;
  return input.categoryNames.find((n) => key(n) === key(category));
}

function uniqueByName<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = key(i.name);
    if (k.length < 2 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Exactly one category per requested name, kept verbatim; details only from a matching suggestion. */
export function sanitizeCategories(input: SuggestInput, out: ModelOutput<'categories'>) {
  return {
    categories: input.categoryNames.map((name) => {
      const s = out.categories.find((c) => key(c.name) === key(name));
      return { name, description: (s?.description ?? '').trim().slice(0, 256), icon: s?.icon?.trim().slice(0, 64) || null };
    }),
  };
}

/** Habits and tasks: only for requested categories (verbatim), ratings clamped, lists capped. */
export function sanitizeHabitsTasks(input: SuggestInput, out: ModelOutput<'habits-tasks'>) {
  const keep = <T extends { name: string; category?: string | null }>(items: T[]) =>
    uniqueByName(items.map((i) => ({ ...i, name: cleanName(i.name) }))).flatMap((i) => {
      const category = requested(input, i.category);
      return category ? [{ ...i, category }] : [];
    });
  return {
    habits: keep(out.habits)
      .slice(0, LIMITS.habits)
      .map((h) => ({
        name: h.name,
        category: h.category,
        description: (h.description ?? '').trim().slice(0, 256),
        importance: clampRating(h.importance),
        difficulty: clampRating(h.difficulty),
      })),
    tasks: keep(out.tasks)
      .slice(0, LIMITS.tasks)
      .map((t) => ({ name: t.name, category: t.category, importance: clampRating(t.importance), difficulty: clampRating(t.difficulty) })),
  };
}

const TERMS = ['SHORT', 'MEDIUM', 'LONG'] as const;

/** Goals: capped at 10, target ≤ 0 → 1, blank unit → "times", bad term → SHORT, duration ≤ 0 → 30. */
export function sanitizeGoals(input: SuggestInput, out: ModelOutput<'goals'>) {
  return {
    goals: uniqueByName(out.goals.map((g) => ({ ...g, name: cleanName(g.name) })))
      .slice(0, LIMITS.goals)
      .map((g) => {
        const term = TERMS.find((t) => t === g.term?.trim().toUpperCase()) ?? 'SHORT';
        const target = typeof g.targetValue === 'number' && g.targetValue > 0 ? Math.min(g.targetValue, 1_000_000) : 1;
        const days = typeof g.durationDays === 'number' && g.durationDays > 0 ? Math.min(Math.round(g.durationDays), 3650) : 30;
        return {
          name: g.name,
          targetValue: target,
          unit: g.unit?.trim().slice(0, 32) || 'times',
          term,
          durationDays: days,
          category: requested(input, g.category) ?? null,
          description: (g.description ?? '').trim().slice(0, 256),
        };
      }),
  };
}
