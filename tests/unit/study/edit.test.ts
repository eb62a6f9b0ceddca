/**
 * editStudyCycle and editStudyBlock as the seeds define them: only what is given changes, days
 * sent replace those days only, "none" removes a start, subjects sent are the whole new list
 * and keep their weights and hand-set minutes; a block PATCH by number, TIME never with a concept.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { type CycleConfig, findOverlap } from '../../../core/study/config';
import { editQueueBlock, mergeCycleEdit } from '../../../core/study/edit';
import type { Block } from '../../../core/study/planner';
import { EditCycleInput } from '../../../core/study/schema';
import { EditBlockInput } from '../../../core/study/sessions-schema';

const current: CycleConfig = {
  name: 'Exam',
  days: { MONDAY: { minutes: 60, start: '07:00' }, WEDNESDAY: { minutes: 45 }, FRIDAY: { minutes: 75, start: '19:30' } },
  subjects: [
    { pageId: 'law', importance: 5, mastery: 1 },
    { pageId: 'civil', importance: 4, mastery: 2, minutes: 60 },
  ],
  longestBlockMinutes: 60,
  defaultMode: 'TIME',
};

/** Through the real schema, as a tool or route would call it. */
const edit = (patch: Record<string, unknown>) => {
  const { cycle: _c, ...p } = EditCycleInput.parse({ cycle: 'Exam', ...patch });
  return mergeCycleEdit(current, p);
};
const fieldsOf = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    if (err instanceof AppError) return err.details.fields!.map((x) => x.path);
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('mergeCycleEdit', () => {
  it('an empty edit changes nothing', () => {
    expect(edit({})).toEqual(current);
  });

  it('days sent replace those days only; a day without minutes or start keeps the old one', () => {
    const next = edit({ days: { segunda: { minutes: 30 }, Sexta: { start: '20:00' }, SATURDAY: { minutes: 20, start: '09:00' }, quarta: {} } });
    expect(next.days).toEqual({
      MONDAY: { minutes: 30, start: '07:00' },
      WEDNESDAY: { minutes: 45 },
      FRIDAY: { minutes: 75, start: '20:00' },
      SATURDAY: { minutes: 20, start: '09:00' },
    });
    expect(next.subjects).toEqual(current.subjects);
  });

  it('"none" removes a start time; 0 minutes makes a rest day and its start goes with it', () => {
    expect(edit({ days: { monday: { start: 'None' }, friday: { minutes: 0 } } }).days).toEqual({ MONDAY: { minutes: 60 }, WEDNESDAY: { minutes: 45 } });
  });

  it('refuses a start for a day that stays a rest day, and a week left with no time', () => {
    expect(fieldsOf(() => edit({ days: { sunday: { start: '10:00' } } }))).toEqual(['days.SUNDAY.start']);
    expect(fieldsOf(() => edit({ days: { monday: { minutes: 0 }, wednesday: { minutes: 0 }, friday: { minutes: 0 } } }))).toEqual(['days']);
  });

  it('subjects sent are the whole new list; one that stays keeps its weights and hand-set minutes', () => {
    const next = edit({ subjects: [{ pageId: 'civil' }, { pageId: 'math', importance: 2, mastery: 0 }] });
    expect(next.subjects).toEqual([
      { pageId: 'civil', importance: 4, mastery: 2, minutes: 60 },
      { pageId: 'math', importance: 2, mastery: 0 },
    ]);
    // Re-sending the same weights (copied from getStudyCycle) keeps the hand-set minutes too.
    expect(edit({ subjects: [{ pageId: 'law' }, { pageId: 'civil', importance: 4, mastery: 2 }] }).subjects).toEqual(current.subjects);
  });

  it('different weights put a hand-set subject back to sharing by weight, unless minutes come too', () => {
    expect(edit({ subjects: [{ pageId: 'law' }, { pageId: 'civil', mastery: 3 }] }).subjects[1]).toEqual({ pageId: 'civil', importance: 4, mastery: 3 });
    expect(edit({ subjects: [{ pageId: 'law' }, { pageId: 'civil', mastery: 3, minutes: 90 }] }).subjects[1]).toMatchObject({ minutes: 90 });
    expect(edit({ subjects: [{ pageId: 'law' }, { pageId: 'civil', minutes: null }] }).subjects[1]).toEqual({ pageId: 'civil', importance: 4, mastery: 2 });
  });

  it('other edits leave hand-set minutes alone', () => {
    expect(edit({ name: 'Bar', longestBlockMinutes: 30, days: { monday: { minutes: 90 } } }).subjects).toEqual(current.subjects);
  });

  it('a new subject needs its weights; every missing one is named', () => {
    expect(fieldsOf(() => edit({ subjects: [{ pageId: 'law' }, { pageId: 'math' }] }))).toEqual(['subjects.1.importance', 'subjects.1.mastery']);
  });

  it('hand-set minutes that no longer fit the week are refused', () => {
    expect(fieldsOf(() => edit({ days: { monday: { minutes: 5 }, wednesday: { minutes: 5 }, friday: { minutes: 5 } } }))).toEqual(['subjects']);
  });
});

const queue: Block[] = [
  { n: 1, pageId: 'law', minutes: 50, mode: 'TIME' },
  { n: 2, pageId: 'civil', minutes: 60, mode: 'GOAL', concept: 'NEXT' },
];
const under = (page: string, ancestor: string) => page === ancestor || page.startsWith(`${ancestor}/`);
const block = (patch: Record<string, unknown>) => editQueueBlock(queue, EditBlockInput.parse({ cycle: 'Exam', ...patch }), under);

describe('editQueueBlock', () => {
  it('a concept makes the block GOAL; it must be inside the subject or NEXT', () => {
    expect(block({ n: 1, concept: 'law/chapter-2' })[0]).toEqual({ n: 1, pageId: 'law', minutes: 50, mode: 'GOAL', concept: 'law/chapter-2', byHand: true });
    expect(block({ n: 1, concept: 'next' })[0]).toMatchObject({ mode: 'GOAL', concept: 'NEXT' });
    expect(fieldsOf(() => block({ n: 1, concept: 'civil/appeals' }))).toEqual(['concept']);
  });

  it('TIME drops the concept; GOAL alone keeps the concept it had, NEXT if none; only that block changes', () => {
    const timed = block({ n: 2, mode: 'TIME' });
    expect(timed[1]).toEqual({ n: 2, pageId: 'civil', minutes: 60, mode: 'TIME', byHand: true });
    expect(timed[0]).toBe(queue[0]);
    expect(block({ n: 1, mode: 'GOAL' })[0]).toMatchObject({ mode: 'GOAL', concept: 'NEXT' });
  });

  it('a number outside the queue is NOT_FOUND naming the range', () => {
    expect(() => block({ n: 3, mode: 'GOAL' })).toThrow('Block 3 not found: the queue has blocks 1–2');
  });
});

describe('findOverlap', () => {
  it('finds a page and its ancestor across cycles and inside one, not siblings', () => {
    expect(findOverlap(['law/a'], ['civil', 'law'], under)).toEqual(['law/a', 'law']);
    expect(findOverlap(['law', 'civil'], ['math'], under)).toBeUndefined();
    const own = ['law', 'civil', 'civil/appeals'];
    expect(findOverlap(own, own, under)).toEqual(['civil', 'civil/appeals']);
    const siblings = ['law/a', 'law/b'];
    expect(findOverlap(siblings, siblings, under)).toBeUndefined();
  });
});
