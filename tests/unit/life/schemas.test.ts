/**
 * Mood and Ideas-board schemas are the agent's tool schemas too: every field described, the
 * colour rule (any case in, palette listed on refusal), and a mood writer with no journal.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { COLOURS } from '../../../core/ideas/board';
import { CreateQuickNoteInput, EditQuickNoteInput, ListQuickNotesInput, MoveQuickNoteInput, QuickNoteIdInput } from '../../../core/ideas/schema';
import { MoodDayInput, MoodRangeInput, PutMoodInput, SetMoodLevelInput } from '../../../core/mood/schema';

const schemas = {
  PutMoodInput, SetMoodLevelInput, MoodDayInput, MoodRangeInput,
  CreateQuickNoteInput, EditQuickNoteInput, MoveQuickNoteInput, QuickNoteIdInput, ListQuickNotesInput,
};

describe.each(Object.entries(schemas))('%s', (_name, schema) => {
  it('converts for the agent and describes every field', () => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }> };
    const props = Object.entries(json.properties ?? {});
    expect(props.length).toBeGreaterThan(0);
    for (const [field, prop] of props) expect(prop.description, field).toMatch(/\w{3,}/);
  });
});

describe('quick-note colours', () => {
  it.each(['yellow', 'PINK', ' Blue ', 'gReEn'])('accepts %j in any case and stores the palette spelling', (colour) => {
    const parsed = CreateQuickNoteInput.parse({ text: 'x', colour });
    expect(COLOURS).toContain(parsed.colour);
    expect(parsed.colour).toBe(colour.trim().toLowerCase());
  });

  it('refuses a colour outside the palette, listing the palette', () => {
    const res = CreateQuickNoteInput.safeParse({ text: 'x', colour: 'magenta' });
    expect(res.success).toBe(false);
    const message = res.error!.issues.find((i) => i.path[0] === 'colour')!.message;
    for (const c of COLOURS) expect(message).toContain(c);
  });
});

describe('mood tools cannot reach the journal (A5)', () => {
  const tool = (name: string) => AGENT_TOOLS.find((t) => t.name === name)!;

  it('logUserMood writes the level only: no journal field, and one sent is refused', () => {
    const spec = tool('logUserMood');
    expect(spec).toMatchObject({ kind: 'write', domains: ['mood'] });
    const json = JSON.stringify(z.toJSONSchema(spec.schema, { io: 'input' }));
    expect(json).not.toMatch(/journal/i);
    expect(spec.schema.safeParse({ level: 3, journal: '' }).success).toBe(false);
    expect(spec.schema.safeParse({ level: 3 }).success).toBe(true);
  });

  it('the ideas and mood tools are registered with the documented kinds and domains', () => {
    expect(tool('getUserMoodHistory')).toMatchObject({ kind: 'read', domains: [] });
    expect(tool('createQuickNote')).toMatchObject({ kind: 'write', domains: ['quickNotes'] });
    expect(tool('createQuickNote').description).toMatch(/archiv/i);
    expect(tool('createQuickNote').description).toMatch(/task/i);
    expect(tool('getQuickNotes')).toMatchObject({ kind: 'read', domains: [] });
  });
});
