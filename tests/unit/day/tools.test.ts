/**
 * The routine/today/focus tools (A5): the DOMAIN-FACTS names, read/write kinds, reported
 * domains, and schemas the model can read — every field at every depth described.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { focusTools } from '../../../core/ai/agent/tools/focus';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { routineTools } from '../../../core/ai/agent/tools/routines';
import { todayTools } from '../../../core/ai/agent/tools/today';

const mine = [...routineTools, ...todayTools, ...focusTools];

const EXPECTED: Record<string, [kind: 'read' | 'write', domains: string[]]> = {
  getUserRoutines: ['read', []],
  getTodayRoutine: ['read', []],
  createUserRoutine: ['write', ['routines', 'habits']],
  editUserRoutine: ['write', ['routines', 'habits']],
  patchUserRoutine: ['write', ['routines', 'habits']],
  createUserListRoutine: ['write', ['routines', 'habits']],
  editUserListRoutine: ['write', ['routines', 'habits']],
  addHabitToRoutineSection: ['write', ['routines', 'habits']],
  addTaskToRoutineSection: ['write', ['routines']],
  removeRoutineItem: ['write', ['routines', 'habits']],
  deleteUserRoutine: ['write', ['routines', 'habits']],
  getUserSchedules: ['read', []],
  createUserSchedule: ['write', ['routines']],
  updateUserSchedule: ['write', ['routines']],
  deleteUserSchedule: ['write', ['routines']],
  checkRoutineItem: ['write', ['routines', 'profile']],
  skipRoutineItem: ['write', ['routines', 'profile']],
  getItemMicroTasks: ['write', ['focus']],
  getFocusDay: ['read', []],
  addMicroTask: ['write', ['focus']],
  toggleMicroTask: ['write', ['focus']],
  pinMicroTask: ['write', ['focus']],
  deleteMicroTask: ['write', ['focus']],
  reorderMicroTasks: ['write', ['focus']],
};

type Json = { description?: string; properties?: Record<string, Json>; items?: Json; oneOf?: Json[]; anyOf?: Json[] };

/** Every property at every depth, with its path, and whether it carries a description. */
function undescribed(schema: Json, path = ''): string[] {
  const out: string[] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const at = path ? `${path}.${key}` : key;
    if (!prop.description || !/\w{3,}/.test(prop.description)) out.push(at);
    out.push(...undescribed(prop, at));
  }
  if (schema.items) out.push(...undescribed(schema.items, `${path}[]`));
  for (const [i, s] of (schema.oneOf ?? schema.anyOf ?? []).entries()) out.push(...undescribed(s, `${path}|${i}`));
  return out;
}

describe('routine, today and focus tools', () => {
  it('are exactly the DOMAIN-FACTS names plus the targeted edit, with kinds and domains', () => {
    expect(Object.fromEntries(mine.map((t) => [t.name, [t.kind, t.domains]]))).toEqual(EXPECTED);
    for (const t of mine) expect(AGENT_TOOLS).toContain(t);
  });

  it.each(mine.map((t) => [t.name, t] as const))('%s converts for the model and describes every field at every depth', (_n, t) => {
    const json = z.toJSONSchema(t.schema, { io: 'input', unrepresentable: 'any' }) as Json;
    expect(undescribed(json)).toEqual([]);
    expect(t.description.length).toBeGreaterThan(30);
  });

  it('never take a user id: identity comes from the server', () => {
    for (const t of mine) expect(JSON.stringify(z.toJSONSchema(t.schema, { io: 'input', unrepresentable: 'any' }))).not.toMatch(/userId/);
  });
});
