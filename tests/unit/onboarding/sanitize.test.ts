import { describe, expect, it } from 'vitest';
import { sanitizeCategories, sanitizeGoals, sanitizeHabitsTasks, LIMITS } from '../../../core/ai/onboarding/sanitize-lists';
import { sanitizeRoutine } from '../../../core/ai/onboarding/sanitize-routine';
import { SuggestInput } from '../../../core/ai/onboarding/schema';
import { parseClockTime } from '../../../core/util/clock-time';
import { normaliseWeekdays, parseWeekday } from '../../../core/util/weekdays';

const input = (over: Record<string, unknown> = {}) => SuggestInput.parse({ story: 'I want to be healthier', categoryNames: ['Health', 'Study'], ...over });

describe('categories step', () => {
  it('answers exactly one category per requested name, verbatim, dropping the rest', () => {
    const out = sanitizeCategories(input(), {
      categories: [
        { name: 'health', description: 'Body and mind', icon: 'heart' },
        { name: 'Finance', description: 'not requested' },
      ],
    });
    expect(out.categories).toEqual([
      { name: 'Health', description: 'Body and mind', icon: 'heart' },
      { name: 'Study', description: '', icon: null },
    ]);
  });
});

describe('habits and tasks step', () => {
  it('keeps only requested categories (verbatim), clamps ratings, defaults missing ones to 3', () => {
    const out = sanitizeHabitsTasks(input(), {
      habits: [
        { name: 'Run', category: 'HEALTH', importance: 9, difficulty: 0 },
        { name: 'Budget', category: 'Finance', importance: 3, difficulty: 3 },
        { name: 'Read', category: 'study', importance: 2.6 },
        { name: '  run ', category: 'Health' },
      ],
      tasks: [{ name: 'Buy shoes', category: 'Health', importance: null, difficulty: -4 }],
    });
    expect(out.habits).toEqual([
      { name: 'Run', category: 'Health', description: '', importance: 5, difficulty: 1 },
      { name: 'Read', category: 'Study', description: '', importance: 3, difficulty: 3 },
    ]);
    expect(out.tasks).toEqual([{ name: 'Buy shoes', category: 'Health', importance: 3, difficulty: 1 }]);
  });

  it(`caps each list at ${LIMITS.habits}`, () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Habit ${i}`, category: 'Health' }));
    const out = sanitizeHabitsTasks(input(), { habits: many, tasks: many });
    expect(out.habits).toHaveLength(LIMITS.habits);
    expect(out.tasks).toHaveLength(LIMITS.tasks);
  });
});

describe('routine step', () => {
  const accepted = { habits: [{ name: 'Run', category: 'Health' }], tasks: [{ name: 'Email', category: 'Study' }] };

  it('parses times leniently and clamps items into their section window', () => {
    const out = sanitizeRoutine(input({ accepted }), {
      sections: [
        {
          name: 'Morning',
          startTime: '7:0',
          endTime: '09:00:30',
          items: [
            { name: 'Run', kind: 'habit', startTime: '6:15', endTime: '7:45' },
            { name: 'Email', kind: 'task', startTime: '10:00', endTime: '24:00' },
          ],
        },
      ],
    });
    expect(out.sections[0]).toMatchObject({ startTime: '07:00', endTime: '09:00' });
    expect(out.sections[0]!.items).toEqual([
      { name: 'Run', kind: 'habit', isNew: false, startTime: '07:00', endTime: '07:45' },
      { name: 'Email', kind: 'task', isNew: false, startTime: '09:00', endTime: '09:00' },
    ]);
  });

  it('leaves overnight sections alone and drops sections with unreadable times', () => {
    const out = sanitizeRoutine(input({ accepted }), {
      sections: [
        { name: 'Night', startTime: '22:00', endTime: '06:00', items: [{ name: 'Run', kind: 'habit', startTime: '23:30', endTime: '00:30' }] },
        { name: 'Broken', startTime: 'soon', endTime: '10:00', items: [] },
      ],
    });
    expect(out.sections).toHaveLength(1);
    expect(out.sections[0]!.items[0]).toMatchObject({ startTime: '23:30', endTime: '00:30' });
  });

  it(`allows at most ${LIMITS.newRoutineItems} new items and ${LIMITS.sections} sections`, () => {
    const items = Array.from({ length: 6 }, (_, i) => ({ name: `New thing ${i}`, kind: 'task' as const }));
    const sections = Array.from({ length: 12 }, (_, i) => ({ name: `S${i}`, startTime: `${i + 1}:00`, endTime: `${i + 1}:30`, items }));
    const out = sanitizeRoutine(input({ accepted }), { sections });
    expect(out.sections).toHaveLength(LIMITS.sections);
    expect(out.sections.flatMap((s) => s.items).filter((i) => i.isNew)).toHaveLength(LIMITS.newRoutineItems);
  });

  it('normalises and de-duplicates weekdays in any case, English or Portuguese', () => {
    const out = sanitizeRoutine(input(), { weekdays: ['terça-feira', 'MONDAY', 'sáb', 'monday', 'someday'], sections: [] });
    expect(out.weekdays).toEqual(['MONDAY', 'TUESDAY', 'SATURDAY']);
  });
});

describe('goals step', () => {
  it('caps at 10 and repairs target, unit, term and duration', () => {
    const goals = Array.from({ length: 15 }, (_, i) => ({ name: `Goal ${i}`, targetValue: i === 0 ? -3 : 5, unit: i === 0 ? '  ' : 'km', term: i === 0 ? 'FOREVER' : 'long', durationDays: i === 0 ? 0 : 90 }));
    const out = sanitizeGoals(input(), { goals });
    expect(out.goals).toHaveLength(LIMITS.goals);
    expect(out.goals[0]).toMatchObject({ targetValue: 1, unit: 'times', term: 'SHORT', durationDays: 30, category: null });
    expect(out.goals[1]).toMatchObject({ targetValue: 5, unit: 'km', term: 'LONG', durationDays: 90 });
  });
});

describe('lenient parsing', () => {
  it.each([
    ['7:5', '07:05'],
    ['07:05:59', '07:05'],
    ['7h30', '07:30'],
    ['24:00', '23:59'],
    ['23:60', undefined],
    ['25:00', undefined],
    ['noon', undefined],
  ])('parseClockTime(%s) = %s', (inp, out) => expect(parseClockTime(inp)).toBe(out));

  it('reads weekday names in both languages', () => {
    expect(parseWeekday('Quarta')).toBe('WEDNESDAY');
    expect(parseWeekday('sabado')).toBe('SATURDAY');
    expect(parseWeekday('Sun')).toBe('SUNDAY');
    expect(normaliseWeekdays(['domingo', 'segunda'])).toEqual(['MONDAY', 'SUNDAY']);
  });
});
