/**
 * An approval card's summary exists in English and Brazilian Portuguese (SPEC: every string a
 * person reads does): every template of core/ai/agent/tools/summary-words.ts renders in both,
 * and the Portuguese is its own text, not the English left in place. The typed table already
 * refuses a language missing a template at compile time; this catches one that copied it.
 */
import { describe, expect, it } from 'vitest';
import { line, named, SUMMARY_MAX } from '../../../core/ai/agent/tools/summary-text';
import { SUMMARY_WORDS, type SummaryWords } from '../../../core/ai/agent/tools/summary-words';

/** Sample arguments for every template (every branch that changes words has its own case), or null for a plain string. */
const SAMPLES: { [K in keyof SummaryWords]: SummaryWords[K] extends (...a: infer A) => string ? A[] : null } = {
  and: null,
  more: [[3]],
  weekday: [['MONDAY'], ['SATURDAY']],
  deletedPage: null,
  deletedRoutine: null,
  deletedItem: [['habit'], ['task']],
  deleteCategory: [["'Health'", 1250], ["'Chores'", 0]],
  deleteHabit: [["'Read'"]],
  deleteTask: [["'Gym'", undefined], ["'Gym'", { routine: "'Day'" }], ["'Gym'", { routines: 2 }]],
  deleteMicroTask: [["'Stretch'", false], ["'Stretch'", true]],
  deleteGoal: [["'Run'", 0], ["'Run'", 1], ["'Run'", 2]],
  leaveGoal: [["'Run'", true], ["'Run'", false]],
  completeGoal: [["'Run'", 120]],
  uncompleteGoal: [["'Run'", 120]],
  replaceNote: [['global'], ['chat']],
  disconnect: [["'A'", "'B'", "'Page'"]],
  removeNode: [["'A'", 0, "'Page'"], ["'A'", 1, "'Page'"], ["'A'", 2, "'Page'"]],
  replaceRoutine: [["'Day'", { sections: 2, items: 2 }, { sections: 1, items: 1 }, 1], ["'Day'", { sections: 1, items: 3 }, { sections: 2, items: 3 }, 0]],
  replaceListRoutine: [["'Chores'", 3, 2, 1], ["'Chores'", 1, 2, 0]],
  editRoutine: [["'Day'", 2, 0], ["'Day'", 1, 1]],
  removeSections: [["'Day'", "'Evening'", false, 1, 0], ["'Day'", "'A' and 'B'", true, 3, 2]],
  removeItem: [["'Read'", "'Day'", { section: "'Morning'", start: '06:00', end: '12:00' }], ["'Read'", "'Chores'", undefined]],
  deleteRoutine: [["'Day'", 1], ["'Day'", 6]],
  updateSchedule: [["'W'", 'x', 'y', undefined], ["'W'", 'x', 'y', { days: 'z', from: "'Day'" }], ["'W'", 'x', 'y', { routines: "'A' and 'B'" }]],
  giveDays: [['x', "'E'", 'y', undefined], ['x', "'E'", 'y', { names: "'M'", n: 1 }], ['x', "'E'", 'y', { names: "'M' and 'N'", n: 2 }]],
  takingFrom: [[undefined, 1, "'M'"], [undefined, 2, "'M'"], ['x', 2, "'M'"]],
  deleteSchedule: [["'W'", 'x']],
  editCycle: [
    ["'Exam'", { removed: "'A'", several: false, lost: 20 }, "'C'"],
    ["'Exam'", { removed: "'A' and 'B'", several: true, lost: 0 }, undefined],
    ["'Exam'", { kept: 1 }, undefined],
    ["'Exam'", { kept: 2 }, "'C'"],
  ],
  archiveCycle: [["'Exam'"]],
  deleteCycle: [["'Exam'", 0], ["'Exam'", 1], ["'Exam'", 3]],
  deleteSession: [[30, "'French'", '2026-11-28', { minutes: 30, cycle: "'Exam'" }], [1, "'French'", '2026-11-28', { minutes: 1, cycle: "'Exam'" }], [15, 'x', '2026-11-29', undefined]],
};

const renders = (words: SummaryWords, key: keyof SummaryWords): string[] => {
  const t = words[key] as unknown;
  if (typeof t !== 'function') return [t as string];
  return (SAMPLES[key] as unknown[][]).map((args) => (t as (...a: unknown[]) => string)(...args));
};

describe('the approval summaries in English and Portuguese', () => {
  it('every template has a Portuguese form of its own, for every sample', () => {
    for (const key of Object.keys(SAMPLES) as (keyof SummaryWords)[]) {
      const [en, pt] = [renders(SUMMARY_WORDS.en, key), renders(SUMMARY_WORDS.pt, key)];
      pt.forEach((text, i) => {
        expect(text, `${key} #${i}`).toMatch(/\S/);
        expect(text, `${key} #${i}`).not.toBe(en[i]);
      });
    }
  });

  it('keeps the names as they were given, in both languages', () => {
    expect(SUMMARY_WORDS.pt.deleteHabit("'Read'")).toBe("Apagar o hábito 'Read'");
    expect(SUMMARY_WORDS.pt.removeItem("'Read'", "'Day'", { section: "'Morning'", start: '06:00', end: '12:00' })).toBe("Remover 'Read' da rotina 'Day' (em 'Morning', 06:00–12:00)");
    expect(SUMMARY_WORDS.en.deleteSession(30, "'French'", '2026-11-28')).toBe("Delete the 30-minute session on 'French' logged on 2026-11-28");
    expect(SUMMARY_WORDS.pt.deleteSession(30, "'French'", '2026-11-28')).toBe("Apagar a sessão de 30 minutos de 'French' registrada em 28/11/2026");
  });

  it('lists names with the language’s "and" and counts the rest in it', () => {
    const names = ['Maths', 'Physics', 'Chemistry', 'Biology'];
    expect(named(SUMMARY_WORDS.en, names)).toBe("'Maths', 'Physics' and 2 more");
    expect(named(SUMMARY_WORDS.pt, names)).toBe("'Maths', 'Physics' e mais 2");
    expect(named(SUMMARY_WORDS.pt, names.slice(0, 2))).toBe("'Maths' e 'Physics'");
  });

  it('a Portuguese summary is held to one card line as the English one is', () => {
    const long = `'${'x'.repeat(150)}'`;
    const text = line(SUMMARY_WORDS.pt.disconnect(long, long, long));
    expect(text).toHaveLength(SUMMARY_MAX);
    expect(text).toMatch(/^Remover a ligação 'x+…$/);
  });
});
