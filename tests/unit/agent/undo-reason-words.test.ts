/**
 * The write card's reason exists in English and Brazilian Portuguese (SPEC: every string a
 * person reads does; issue 39's reason lines): every template of core/ai/agent/undo/reason-words.ts
 * has a Portuguese form that is not the English one, every entity a card names has a Portuguese
 * noun, and every attribute of those entities a Portuguese word — so a new entity or attribute
 * fails here until it has one, instead of showing up half in English.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../core/db/client';
import { Chats } from '../../../core/ai/agent/chat/entities';
import { entryLine, labelOf, NOISE, reasonFor } from '../../../core/ai/agent/undo/describe';
import type { Item, RawChange } from '../../../core/ai/agent/undo/recorder';
import { FIELDS } from '../../../core/ai/agent/undo/reason-fields';
import { NOUNS, REASON_WORDS, type EntryAct, type ReasonWords } from '../../../core/ai/agent/undo/reason-words';
import { Categories } from '../../../core/category/entity';
import { Configurations } from '../../../core/configuration/entity';
import { Feedback } from '../../../core/feedback/entity';
import { MicroTasks, PinnedNames } from '../../../core/focus/entity';
import { Goals } from '../../../core/goal/entity';
import { Habits } from '../../../core/habit/entity';
import { QuickNotes } from '../../../core/ideas/entity';
import { MoodEntries } from '../../../core/mood/entity';
import { Boards } from '../../../core/notebook/board-entity';
import { Cards } from '../../../core/notebook/card-entity';
import { Blocks, Pages } from '../../../core/notebook/entity';
import { Routines } from '../../../core/routine/entity';
import { Schedules } from '../../../core/schedule/entity';
import { StudyCycles, StudySessions } from '../../../core/study/entity';
import { Tasks } from '../../../core/task/entity';
import { Checks } from '../../../core/today/entity';
import { Users } from '../../../core/users/entity';

/** Each named entity's definition, to read its attributes (no table is touched). */
const ENTITIES: Record<string, (db: Db) => unknown> = {
  habit: Habits, task: Tasks, category: Categories, goal: Goals, routine: Routines, schedules: Schedules,
  quickNote: QuickNotes, microTask: MicroTasks, pinnedMicroTask: PinnedNames, mood: MoodEntries, check: Checks,
  configuration: Configurations, user: Users, chat: Chats, notebookPage: Pages, notebookBlock: Blocks,
  notebookBoard: Boards, notebookCard: Cards, studyCycle: StudyCycles, studySession: StudySessions, feedback: Feedback,
};
const db = { doc: { send: async () => ({}) }, tableName: 'words-only' } as unknown as Db;
const schemaOf = (entity: string) => (ENTITIES[entity]!(db) as { schema: { model: { entity: string }; attributes: Record<string, unknown> } }).schema;

/** Sample arguments for every template, so each can be rendered in both languages. */
const SAMPLES: { [K in keyof ReasonWords]: ReasonWords[K] extends (...a: infer A) => string ? A : null } = {
  item: ['habit', "'Read'"],
  yourSettings: null,
  yourSchedules: null,
  yourProfile: null,
  chatNote: null,
  created: ["'Read'"],
  deleted: ["'Read'"],
  sentFeedback: ["'Nice'"],
  renamed: ['task', "'Gym'", "'Gym 7 am'"],
  changed: ["'Read'", 'x'],
  changedSchedules: null,
  noteAboutYou: null,
  noteForChat: null,
  changedItems: [2],
  changedData: ['why'],
  andMore: ['a; b', 3],
  and: null,
  etc: null,
  entry: ['checked', "'Read'", ' (+30 XP)'],
};
/** Templates that are the same in both languages by nature: punctuation. */
const SAME_IN_BOTH = new Set(['etc']);

const render = (words: ReasonWords, key: keyof ReasonWords): string => {
  const t = words[key] as unknown;
  return typeof t === 'function' ? (t as (...a: unknown[]) => string)(...(SAMPLES[key] as unknown[])) : (t as string);
};

const item = (entity: string, attrs: Record<string, unknown>): Item => ({ pk: 'USER#u', sk: `${entity}#1`, __edb_e__: entity, ...attrs });

describe('the reason lines in English and Portuguese', () => {
  it('every template has a Portuguese form of its own', () => {
    for (const key of Object.keys(SAMPLES) as (keyof ReasonWords)[]) {
      const [en, pt] = [render(REASON_WORDS.en, key), render(REASON_WORDS.pt, key)];
      expect(pt, key).toMatch(/\S/);
      if (!SAME_IN_BOTH.has(key)) expect(pt, key).not.toBe(en);
    }
    expect(Object.keys(REASON_WORDS.pt).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('every entity a card names has a Portuguese noun, and every attribute of it a Portuguese word', () => {
    expect(Object.keys(ENTITIES).sort()).toEqual(Object.keys(NOUNS).sort());
    const missing: string[] = [];
    for (const entity of Object.keys(NOUNS)) {
      const schema = schemaOf(entity);
      expect(schema.model.entity).toBe(entity);
      expect(NOUNS[entity]!.pt).toMatch(/\S/);
      for (const attr of Object.keys(schema.attributes)) if (!NOISE.has(attr) && !FIELDS[attr]?.pt) missing.push(`${entity}.${attr}`);
    }
    expect(missing).toEqual([]);
  });

  it('a change to any named entity reads as Portuguese, with no English template word left', () => {
    const ENGLISH = /\b(Created|Deleted|Changed|Renamed|Sent|Updated|the|your|and|of)\b/;
    for (const entity of Object.keys(NOUNS)) {
      const attrs = Object.keys(schemaOf(entity).attributes).filter((a) => !NOISE.has(a) && a !== 'name' && a !== 'text' && a !== 'title');
      const before = item(entity, { name: 'Alpha', ...Object.fromEntries(attrs.map((a) => [a, 1])) });
      const after = item(entity, { name: 'Alpha', ...Object.fromEntries(attrs.map((a) => [a, 2])) });
      const changes: RawChange[][] = [
        [{ key: before, before: null, after }],
        [{ key: before, before, after: null }],
        [{ key: before, before, after }],
      ];
      for (const c of changes) {
        const [en, pt] = [reasonFor(c, undefined, undefined, 'en'), reasonFor(c, undefined, undefined, 'pt')];
        if (en === undefined) continue;
        expect(pt, `${entity}: ${en}`).toBeDefined();
        expect(pt, `${entity}: ${en}`).not.toMatch(ENGLISH);
      }
    }
  });

  it('reads a whole line the same way in both languages', () => {
    const task = (name: string) => item('task', { name, taskId: 't1' });
    const habit = item('habit', { name: 'Read', habitId: 'h1' });
    const rename: RawChange = { key: task('Gym'), before: task('Gym'), after: task('Gym 7 am') };
    const create: RawChange = { key: habit, before: null, after: habit };
    expect(reasonFor([rename, create], 'you asked', undefined, 'en')).toBe("Renamed the task 'Gym' to 'Gym 7 am'; Created the habit 'Read': you asked");
    expect(reasonFor([rename, create], 'você pediu', undefined, 'pt')).toBe("Renomeei a tarefa 'Gym' para 'Gym 7 am'; Criei o hábito 'Read': você pediu");
    expect(labelOf(rename, undefined, 'pt')).toBe("a tarefa 'Gym 7 am'");
    expect(reasonFor([], 'porque sim', undefined, 'pt')).toBe('Alterei seus dados: porque sim');
    const acts: [EntryAct, unknown][] = [
      ['checked', { status: 'checked', xpChange: 30 }],
      ['unchecked', { status: 'open', xpChange: -30 }],
      ['skipped', { status: 'skipped', xpChange: 0 }],
    ];
    expect(acts.map(([, d]) => entryLine('checkRoutineItem', { ok: true, data: { name: 'Read', changed: true, ...(d as object) } }, 'pt'))).toEqual([
      "Marquei 'Read' (+30 XP)",
      "Desmarquei 'Read' (−30 XP)",
      "Pulei 'Read'",
    ]);
    expect(entryLine('skipRoutineItem', { ok: true, data: { name: 'Read', changed: true, status: 'open' } }, 'pt')).toBe("Desfiz o pulo de 'Read'");
    expect(entryLine('checkRoutineItem', { ok: true, data: { name: 'Read', changed: true, status: 'checked', xpChange: 30 } })).toBe("Checked 'Read' (+30 XP)");
  });
});
