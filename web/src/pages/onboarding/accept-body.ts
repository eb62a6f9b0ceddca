import type { AcceptBody, Step, Suggestions } from './types';
import { keyOf } from './keys';

/** What the person kept, as the next steps' "story so far" (SuggestInput.accepted). */
export interface StorySoFar {
  categories: string[];
  habits: { name: string; category: string | null }[];
  tasks: { name: string; category: string | null }[];
}

/** The accept route's body for one step: only the suggestions still ticked. */
export function acceptBody<S extends Step>(step: S, data: Suggestions[S], kept: (key: string) => boolean): AcceptBody {
  switch (step) {
    case 'categories': {
      const s = data as Suggestions['categories'];
      return { step, categories: s.categories.filter((c) => kept(keyOf.category(c.name))).map((c) => ({ name: c.name, description: c.description, icon: c.icon })) };
    }
    case 'habits-tasks': {
      const s = data as Suggestions['habits-tasks'];
      return {
        step,
        habits: s.habits.filter((h) => kept(keyOf.habit(h.name))),
        tasks: s.tasks.filter((x) => kept(keyOf.task(x.name))),
      };
    }
    case 'routine': {
      const s = data as Suggestions['routine'];
      return {
        step,
        routine: {
          name: s.name,
          weekdays: s.weekdays,
          sections: s.sections.map((sec, i) => ({
            name: sec.name,
            startTime: sec.startTime,
            endTime: sec.endTime,
            items: sec.items.filter((it) => kept(keyOf.item(i, it.name))).map(({ name, kind, startTime, endTime }) => ({ name, kind, startTime, endTime })),
          })),
        },
      };
    }
    default: {
      const s = data as Suggestions['goals'];
      return { step: 'goals', goals: s.goals.filter((g) => kept(keyOf.goal(g.name))) };
    }
  }
}

/** The story so far once a step is saved (what exists now, kept or already there). */
export function afterSave(story: StorySoFar, body: AcceptBody): StorySoFar {
  if (body.step === 'categories') return { ...story, categories: body.categories.map((c) => c.name) };
  if (body.step === 'habits-tasks') {
    const pick = (i: { name: string; category?: string | null }) => ({ name: i.name, category: i.category ?? null });
    return { ...story, habits: (body.habits ?? []).map(pick), tasks: (body.tasks ?? []).map(pick) };
  }
  return story;
}
