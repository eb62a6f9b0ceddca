/**
 * Every write tool states how it is undone (core/ai/agent/undo/policies.ts, issue 39), like the
 * approval policies (tool-approvals.test.ts): a write tool added without a decision fails here,
 * and tests/integration/agent/undo-property.test.ts then runs and undoes every one of them.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { UNDO_POLICIES } from '../../../core/ai/agent/undo/policies';
import { withoutPurpose, withPurposeField } from '../../../core/ai/agent/undo/purpose';

const writes = AGENT_TOOLS.filter((t) => t.kind === 'write').map((t) => t.name);
const reads = AGENT_TOOLS.filter((t) => t.kind === 'read').map((t) => t.name);

describe('tool undo policies', () => {
  it('every write tool has one, and only write tools', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter((name) => !(name in UNDO_POLICIES))).toEqual([]);
    expect(Object.keys(UNDO_POLICIES).filter((name) => !writes.includes(name))).toEqual([]);
    expect(reads.filter((name) => name in UNDO_POLICIES)).toEqual([]);
  });

  it('checks and skips go back through the domain’s own uncheck; nothing is left without an undo', () => {
    const by = (kind: string) => Object.entries(UNDO_POLICIES).filter(([, p]) => kind in p).map(([n]) => n).sort();
    expect(by('inverse')).toEqual(['checkRoutineItem', 'skipRoutineItem']);
    expect(by('none')).toEqual([]);
    expect(by('restore')).toHaveLength(writes.length - 2);
  });

  it("offers the model a purpose beside a command's fields and takes it off before the command sees them", () => {
    const schema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
    const offered = withPurposeField(schema) as { properties: Record<string, { type: string; maxLength: number }> };
    expect(Object.keys(offered.properties)).toEqual(['name', 'purpose']);
    expect(offered.properties.purpose).toMatchObject({ type: 'string', maxLength: 120 });
    expect(withoutPurpose({ name: 'Gym', purpose: '  you train\nat 7  ' })).toEqual({ input: { name: 'Gym' }, purpose: 'you train at 7' });
    expect(withoutPurpose({ name: 'Gym', purpose: 42 })).toEqual({ input: { name: 'Gym' } });
    expect(withoutPurpose({ name: 'Gym' })).toEqual({ input: { name: 'Gym' } });
  });
});
