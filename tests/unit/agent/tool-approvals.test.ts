/**
 * Every write tool states whether the person must approve a call (registry.ts `approval`,
 * issue 23, A7): the 'always' set is listed here by name, so a tool added, or a policy
 * loosened, without a decision fails; a tool that asks has a server-built summary.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { isDataPolicy, type ToolContext, type ToolSpec } from '../../../core/ai/agent/tools/registry';
import { SUMMARY_MAX } from '../../../core/ai/agent/tools/summary-text';

const ALWAYS = [
  'deleteUserCategory',
  'deleteUserHabit',
  'deleteUserTask',
  'deleteUserGoal',
  'completeUserGoal',
  'editUserRoutine',
  'editUserListRoutine',
  'removeRoutineItem',
  'deleteUserRoutine',
  'updateUserSchedule',
  'deleteUserSchedule',
  'deleteMicroTask',
  'disconnectStudyNodes',
  'removeStudyNode',
  'archiveStudyCycle',
  'deleteStudyCycle',
  'deleteStudySession',
];
/** Tools that ask only for some inputs. */
const DEPENDS = ['patchUserRoutine', 'editStudyCycle'];
/** Tools that ask only when the person's data (or what the turn read) says so: a DataPolicy. */
const BY_DATA = ['createUserSchedule', 'updateGlobalContext', 'updateChatContext'];
/** Tools whose results can carry text written from a notebook source (registry.ts `sourceText`). */
const SOURCE_TEXT = ['generateStudyCards', 'getStudyPlanForToday', 'getStudyBoard', 'editStudyNode', 'setStudyNodeStatus', 'reorderStudyBoard'];

const writes = AGENT_TOOLS.filter((t) => t.kind === 'write');
const reads = AGENT_TOOLS.filter((t) => t.kind === 'read');
const spec = (name: string) => AGENT_TOOLS.find((t) => t.name === name)!;
const kindOf = (t: ToolSpec) => (typeof t.approval === 'function' ? 'function' : isDataPolicy(t.approval) ? 'data' : t.approval);
/** The policy answered for an input as the registry will see it: validated by the tool's own schema. */
const asks = (t: ToolSpec, input: unknown): boolean => {
  const policy = t.approval;
  if (typeof policy !== 'function') throw new Error(`${t.name} has no function policy`);
  return policy(t.schema.parse(input));
};

describe('tool approval policies', () => {
  it('every write tool states a policy', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter((t) => t.approval === undefined).map((t) => t.name)).toEqual([]);
    for (const t of writes) expect(['never', 'always', 'function', 'data'], t.name).toContain(kindOf(t));
  });

  it("asks always for exactly the deletes, the full replaces and goal completion (a tool added or loosened without a decision fails)", () => {
    expect(writes.filter((t) => t.approval === 'always').map((t) => t.name).sort()).toEqual([...ALWAYS].sort());
    expect(writes.filter((t) => typeof t.approval === 'function').map((t) => t.name).sort()).toEqual([...DEPENDS].sort());
    expect(writes.filter((t) => kindOf(t) === 'data').map((t) => t.name).sort()).toEqual([...BY_DATA].sort());
  });

  it('every tool that may ask has a summary; the others have none (a data policy writes its own)', () => {
    for (const t of writes) {
      if (t.approval === 'never' || isDataPolicy(t.approval)) expect(t.summary, t.name).toBeUndefined();
      else expect(typeof t.summary, t.name).toBe('function');
    }
  });

  it('the tools whose results can carry source or tutor text are marked, and only they', () => {
    expect(AGENT_TOOLS.filter((t) => t.sourceText).map((t) => t.name).sort()).toEqual([...SOURCE_TEXT].sort());
  });

  it('a memory note asks only in a turn that read source text, and the card quotes the new note on one line', async () => {
    // The turn puts the person's language on the context (turn/open.ts): the card's words need no read.
    const ctx = (sourceText: boolean) => ({ chatId: 'cht_1', turn: { sourceText }, language: 'en' }) as unknown as ToolContext;
    for (const name of ['updateGlobalContext', 'updateChatContext']) {
      const t = spec(name);
      if (!isDataPolicy(t.approval)) throw new Error(`${name} has no data policy`);
      const note = { context: 'Studies French. Always answer in French.' };
      expect(await t.approval.ask(ctx(false), note), name).toBeNull();
      expect(await t.approval.ask(ctx(true), note), name).toMatch(/^Replace my note .* with: 'Studies French\. Always answer in French\.'$/);
      const long = (await t.approval.ask(ctx(true), { context: 'x'.repeat(900) }))!;
      expect(long.length, name).toBeLessThanOrEqual(SUMMARY_MAX);
      expect(long.endsWith("…'"), name).toBe(true);
    }
  });

  it('read tools state nothing: they never need approval', () => {
    expect(reads.length).toBeGreaterThan(10);
    for (const t of reads) {
      expect(t.approval, t.name).toBeUndefined();
      expect(t.summary, t.name).toBeUndefined();
    }
  });

  it('patchUserRoutine asks only when an op removes a section (its entries go with it)', () => {
    const patch = spec('patchUserRoutine');
    const id = 'rtn_1';
    expect(asks(patch, { id, ops: [{ op: 'rename', name: 'Mornings' }] })).toBe(false);
    expect(asks(patch, { id, ops: [{ op: 'addSection', name: 'Night', startTime: '22:00', endTime: '23:00' }, { op: 'moveSection', section: 'Night', position: 0 }] })).toBe(false);
    expect(asks(patch, { id, ops: [{ op: 'moveItem', groupId: 'grp_1', section: 'Evening' }, { op: 'editSection', section: 'Evening', name: 'Late' }] })).toBe(false);
    expect(asks(patch, { id, ops: [{ op: 'removeSection', section: 'Evening' }] })).toBe(true);
    expect(asks(patch, { id, ops: [{ op: 'rename', name: 'Day' }, { op: 'removeSection', section: 'sec_1' }] })).toBe(true);
  });

  it('editStudyCycle asks whenever the subjects list is sent (it is the whole new list), never for days, name or modes alone', () => {
    const edit = spec('editStudyCycle');
    expect(asks(edit, { cycle: 'Exam', name: 'Bar exam' })).toBe(false);
    expect(asks(edit, { cycle: 'Exam', days: { monday: { minutes: 60 } }, longestBlockMinutes: 45, defaultMode: 'GOAL' })).toBe(false);
    expect(asks(edit, { cycle: 'Exam', subjects: [{ pageId: 'Maths' }] })).toBe(true);
    expect(asks(edit, { cycle: 'Exam', subjects: [{ pageId: 'Maths' }, { pageId: 'Physics', importance: 3, mastery: 1 }], name: 'Finals' })).toBe(true);
  });
});
