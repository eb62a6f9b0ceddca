/**
 * Every agent tool carries its card (tools/card.ts): the words the router (tools/routing/)
 * scores a person's message against, in English and Brazilian Portuguese. A tool without one
 * could only be reached through findTools; a card naming a tool that does not exist is a typo.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import { withCards } from '../../../core/ai/agent/tools/card';
import { PAGE_TOOLS, pageKey } from '../../../core/ai/agent/tools/routing/pages';

const names = new Set(AGENT_TOOLS.map((t) => t.name));

describe('tool cards', () => {
  it('every tool has words and examples in both languages, and its companions exist', () => {
    for (const t of AGENT_TOOLS) {
      const card = t.card!;
      expect(card, t.name).toBeDefined();
      for (const lang of ['en', 'pt'] as const) {
        expect(card.words[lang].split(',').filter((w) => w.trim()).length, `${t.name} ${lang} words`).toBeGreaterThanOrEqual(3);
        expect(card.examples[lang].length, `${t.name} ${lang} examples`).toBeGreaterThanOrEqual(2);
      }
      for (const w of card.with ?? []) {
        expect(names.has(w), `${t.name} with ${w}`).toBe(true);
        expect(w).not.toBe(t.name);
      }
    }
  });

  it('a tool without a card, or a card without a tool, fails at import', () => {
    const spec = AGENT_TOOLS[0]!;
    expect(() => withCards({}, [{ ...spec, card: undefined }])).toThrow(/has no card/);
    expect(() => withCards({ [spec.name]: spec.card!, nope: spec.card! }, [spec])).toThrow(/unknown tool nope/);
  });

  it('pages name real tools, and the hint is read from any path the clients send', () => {
    for (const [page, tools] of Object.entries(PAGE_TOOLS)) for (const n of tools) expect(names.has(n), `${page}: ${n}`).toBe(true);
    expect(pageKey('/notebook/nbp_01/study')).toBe('notebook');
    expect(pageKey('#/focus/grp_1')).toBe('focus');
    expect(pageKey('habits')).toBe('habits');
    expect(pageKey('/assistant')).toBeUndefined();
    expect(pageKey(undefined)).toBeUndefined();
  });
});
