import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { allCategories, createCategory } from '../../category/service';
import { allHabits, createHabit } from '../../habit/service';
import { allTasks, createTask } from '../../task/service';
import { createGoal } from '../../goal/service';
import { allGoalRows } from '../../goal/store';
import { addDays } from '../../xp/dates';
import { ownerToday } from '../../configuration/today';
import { parse } from '../../util/fn';
import { AcceptInput } from './accept-schema';
import { withUserLease } from '../../limits/user-lease';
import { loadSaved, recordSaved, type SavedItem, type SavedKind } from './record';
import type { Lookup, Plan } from './plan';
import { allRoutineNames, routinePlans } from './accept-routine';

const key = (s: string) => s.trim().toLocaleLowerCase();

/**
 * Accept one step's suggestions, idempotently (O4, the "3 habits became 58" incident): read
 * what the account holds, skip every name that exists (any case), write one item at a time
 * and record it the moment it lands. A refused write names the item, keeps the server's reason
 * and lists what is already saved — it is never reported as the AI being unavailable.
 */
export async function acceptSuggestions(ctx: Ctx, raw: unknown) {
  const input = parse(AcceptInput, raw);
  // One accept at a time per person: read-then-skip is exact only if no other accept writes
  // between the read and the writes (3 parallel accepts of 3 habits once made 9).
  return withUserLease(ctx, 'onboarding-accept', () => acceptUnderLease(ctx, input));
}

async function acceptUnderLease(ctx: Ctx, input: AcceptInput) {
  const plans = await planOf(ctx, input);
  const [cats, habits, tasks, goals] = await Promise.all([allCategories(ctx), allHabits(ctx), allTasks(ctx), allGoalRows(ctx)]);
  const existing: Record<SavedKind, Set<string>> = {
    categories: new Set(cats.map((c) => key(c.name))),
    habits: new Set(habits.map((h) => key(h.name))),
    tasks: new Set(tasks.map((t) => key(t.name))),
    goals: new Set(goals.map((g) => key(g.name))),
    routines: new Set((await allRoutineNames(ctx)).map(key)),
  };
  const named = { habit: new Map(habits.map((h) => [key(h.name), h.id])), task: new Map(tasks.map((t) => [key(t.name), t.id])) };
  const lookup: Lookup = {
    categoryIds: (name) => {
      const found = name ? cats.find((c) => key(c.name) === key(name)) : undefined;
      return found ? [found.id] : [];
    },
    itemId: (kind, name) => named[kind].get(key(name)),
  };
  const created: SavedItem[] = [];
  const skipped: { kind: SavedKind; name: string }[] = [];
  for (const plan of plans) {
    if (existing[plan.kind].has(key(plan.name))) {
      skipped.push({ kind: plan.kind, name: plan.name });
      continue;
    }
    let id: string;
    try {
      ({ id } = await plan.create(lookup));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new AppError(err.code, `Could not save ${plan.kind.replace(/s$/, '')} "${plan.name}": ${err.message}`, {
        fields: err.details.fields,
        data: { item: { kind: plan.kind, name: plan.name }, saved: await loadSaved(ctx) },
      });
    }
    const item = { kind: plan.kind, name: plan.name, id };
    await recordSaved(ctx, item);
    existing[plan.kind].add(key(plan.name));
    created.push(item);
    if (plan.kind === 'categories') cats.push({ id, name: plan.name } as (typeof cats)[number]);
    if (plan.kind === 'habits' || plan.kind === 'tasks') named[plan.kind === 'habits' ? 'habit' : 'task'].set(key(plan.name), id);
  }
  return { created, skipped, saved: await loadSaved(ctx) };
}

async function planOf(ctx: Ctx, input: AcceptInput): Promise<Plan[]> {
  switch (input.step) {
    case 'categories':
      return input.categories.map((c) => ({
        kind: 'categories',
        name: c.name,
        create: () => createCategory(ctx, { name: c.name, description: c.description, icon: c.icon ?? undefined }),
      }));
    case 'habits-tasks':
      return [
        ...input.habits.map((h): Plan => ({
          kind: 'habits',
          name: h.name,
          create: (l) => createHabit(ctx, { name: h.name, description: h.description, importance: h.importance, difficulty: h.difficulty, categoryIds: l.categoryIds(h.category) }),
        })),
        ...input.tasks.map((t): Plan => ({
          kind: 'tasks',
          name: t.name,
          create: (l) => createTask(ctx, { name: t.name, importance: t.importance, difficulty: t.difficulty, categoryIds: l.categoryIds(t.category) }),
        })),
      ];
    case 'routine':
      return routinePlans(ctx, input.routine);
    case 'goals': {
      const today = await ownerToday(ctx);
      return input.goals.map((g): Plan => ({
        kind: 'goals',
        name: g.name,
        create: (l) =>
          createGoal(ctx, {
            name: g.name,
            targetValue: g.targetValue,
            unit: g.unit,
            term: g.term,
            description: g.description,
            startDate: today,
            endDate: addDays(today, (g.durationDays ?? 30) - 1),
            categoryIds: l.categoryIds(g.category),
          }),
      }));
    }
  }
}
