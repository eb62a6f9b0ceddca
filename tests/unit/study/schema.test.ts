/**
 * Study-cycle input (SPEC D12, CONTRACT "Study cycles"): weekday keys in any case, English or
 * Portuguese; minutes on the 5-minute grid; every failure listed at once; the whole-config
 * rules; and every field described, since the descriptions are the model's tool docs.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAppError } from '../../../core/errors';
import { parse } from '../../../core/util/fn';
import { snapMinutes } from '../../../core/study/config';
import { CreateCycleInput, CycleRefInput, EditCycleInput } from '../../../core/study/schema';
import { EditBlockInput, ListSessionsInput, LogSessionInput, parseLogSession, SessionRefInput } from '../../../core/study/sessions-schema';

const subjects = [{ pageId: 'p1', importance: 3, mastery: 1 }];
const create = (over: Record<string, unknown>) => CreateCycleInput.safeParse({ name: 'Exam', days: { monday: { minutes: 60 } }, subjects, ...over });
const paths = (r: { success: boolean; error?: z.ZodError }) => (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe.each(Object.entries({ CreateCycleInput, EditCycleInput, CycleRefInput, EditBlockInput, LogSessionInput, ListSessionsInput, SessionRefInput }))(
  '%s',
  (_name, schema) => {
    it('converts for the agent and describes every field', () => {
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }> };
      const props = Object.entries(json.properties ?? {});
      expect(props.length).toBeGreaterThan(0);
      for (const [field, prop] of props) expect(prop.description, field).toMatch(/\w{3,}/);
    });
  },
);

describe('weekdays', () => {
  it('takes English and Portuguese keys in any case, with or without accents', () => {
    const r = CreateCycleInput.parse({
      name: 'x',
      subjects,
      days: { SEGUNDA: { minutes: 10 }, 'Terça-feira': { minutes: 10 }, QuArTa: { minutes: 10 }, sábado: { minutes: 10 }, Sunday: { minutes: 10 } },
    });
    expect(Object.keys(r.days)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'SATURDAY', 'SUNDAY']);
    expect(CreateCycleInput.parse({ name: 'x', subjects, days: { terca: { minutes: 5 }, SABADO: { minutes: 5 } } }).days).toEqual({
      TUESDAY: { minutes: 5 },
      SATURDAY: { minutes: 5 },
    });
  });

  it('refuses unknown names and the same day twice, each on its own key, with the values\' problems too', () => {
    const r = create({ days: { funday: { minutes: 30 }, monday: { minutes: 30 }, segunda: { minutes: 30 }, friday: { minutes: -5 } } });
    expect(paths(r)).toEqual(expect.arrayContaining(['days.funday', 'days.segunda', 'days.friday.minutes']));
    expect(r.error!.issues.find((i) => i.path.join('.') === 'days.segunda')!.message).toContain('same day');
  });

  it('days that are not a record are one issue, not one per character', () => {
    expect(paths(create({ days: 'monday' }))).toEqual(['days']);
    expect(paths(create({ subjects: 'p1' }))).toEqual(['subjects']);
  });

  it('a day left out or given 0 minutes is rest; a start on a rest day is refused', () => {
    expect(create({ days: { monday: { minutes: 60 }, tuesday: { minutes: 0 }, wednesday: {} } }).data!.days).toEqual({ MONDAY: { minutes: 60 } });
    expect(paths(create({ days: { monday: { minutes: 60 }, tuesday: { start: '07:00' } } }))).toEqual(['days.tuesday.start']);
  });

  it('an all-rest week is refused on days', () => {
    expect(paths(create({ days: { monday: { minutes: 0 } } }))).toEqual(['days']);
  });

  it('start times are HH:mm, padded', () => {
    expect(create({ days: { monday: { minutes: 30, start: '7:05' } } }).data!.days.MONDAY).toEqual({ minutes: 30, start: '07:05' });
    expect(paths(create({ days: { monday: { minutes: 30, start: '25:00' } } }))).toEqual(['days.monday.start']);
  });
});

describe('snapping to 5', () => {
  it.each([[0, 0], [1, 5], [2, 5], [2.5, 5], [7, 5], [7.5, 10], [47, 45], [48, 50], [60, 60], [1440, 1440]])('%d → %d', (given, snapped) => {
    expect(snapMinutes(given)).toBe(snapped);
  });

  it('applies to day minutes, the longest block and hand-set subject minutes', () => {
    const r = create({ days: { monday: { minutes: 62 } }, longestBlockMinutes: 33, subjects: [{ ...subjects[0], minutes: 21 }, { pageId: 'p2', importance: 1, mastery: 0 }] });
    expect(r.data).toMatchObject({ days: { MONDAY: { minutes: 60 } }, longestBlockMinutes: 35, subjects: [{ minutes: 20 }, {}] });
  });

  it('defaults: longest block 60, mode TIME', () => {
    expect(create({}).data).toMatchObject({ longestBlockMinutes: 60, defaultMode: 'TIME' });
    expect(create({ defaultMode: 'goal' }).data!.defaultMode).toBe('GOAL');
  });
});

describe('every failure at once', () => {
  it('lists each bad field of a create in one go', () => {
    const r = CreateCycleInput.safeParse({
      name: '',
      days: { someday: { minutes: 30 } },
      subjects: [{ pageId: 'p', importance: 6, mastery: -1 }, { pageId: 'p', importance: 1, mastery: 0 }],
      longestBlockMinutes: 5,
      defaultMode: 'POMODORO',
    });
    expect(paths(r).sort()).toEqual(
      ['name', 'days.someday', 'subjects.0.importance', 'subjects.0.mastery', 'subjects.1.pageId', 'longestBlockMinutes', 'defaultMode'].sort(),
    );
  });

  it('through the house parse, one VALIDATION_FAILED names them all', () => {
    expect(() => parse(CreateCycleInput, { days: { nope: {} }, subjects: [] })).toThrow('Invalid input: name, days.nope, subjects');
  });

  it('the whole-config rules still run when only the name is wrong', () => {
    const r = CreateCycleInput.safeParse({ name: '', days: { monday: { minutes: 30 } }, subjects: [{ ...subjects[0], minutes: 60 }] });
    expect(paths(r).sort()).toEqual(['name', 'subjects']);
  });

  it('hand-set minutes over the week, and a subject the week cannot give a block, are named', () => {
    const many = [1, 2, 3].map((i) => ({ pageId: `p${i}`, importance: 1, mastery: 5 }));
    expect(paths(create({ days: { monday: { minutes: 10 } }, subjects: many }))).toEqual(['subjects.2']);
    const all = [{ ...subjects[0], minutes: 30 }];
    expect(create({ subjects: all }).error!.issues[0]!.message).toContain('Every subject has minutes set by hand');
  });
});

describe('block edits and sessions', () => {
  it('TIME with a concept is refused as a contradiction, on concept', () => {
    const r = EditBlockInput.safeParse({ cycle: 'Exam', n: 2, mode: 'time', concept: 'p9' });
    expect(paths(r)).toEqual(['concept']);
    expect(EditBlockInput.parse({ cycle: 'Exam', n: '2', concept: 'next' })).toEqual({ cycle: 'Exam', n: 2, concept: 'NEXT' });
  });

  it('a session is dated today by default and only back to 30 days, never ahead', () => {
    const today = '2026-03-31';
    expect(parseLogSession({ pageId: 'p', minutes: 25 }, today)).toEqual({ pageId: 'p', minutes: 25, date: today });
    expect(parseLogSession({ pageId: 'p', minutes: 25, date: '2026-03-01' }, today).date).toBe('2026-03-01');
    for (const date of ['2026-02-28', '2026-04-01']) {
      expect(() => parseLogSession({ pageId: 'p', minutes: 25, date }, today)).toThrow(/date/);
    }
  });

  it('a session refusal lists the range problem with the other fields', () => {
    try {
      parseLogSession({ minutes: 0, date: '2025-01-01' }, '2026-03-31');
      expect.unreachable();
    } catch (err) {
      expect(isAppError(err) && err.details.fields!.map((f) => f.path).sort()).toEqual(['date', 'minutes', 'pageId']);
    }
  });

  it('sessions list over 1–31 days, 7 by default, from a query string too', () => {
    expect(ListSessionsInput.parse({})).toEqual({ days: 7 });
    expect(ListSessionsInput.parse({ days: '31' })).toEqual({ days: 31 });
    expect(ListSessionsInput.safeParse({ days: 32 }).success).toBe(false);
    expect(ListSessionsInput.safeParse({ days: 0 }).success).toBe(false);
  });
});
