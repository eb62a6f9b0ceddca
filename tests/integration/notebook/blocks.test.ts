import { describe, expect, it } from 'vitest';
import { readStudyContext } from '../../../core/notebook/study-context';
import { testApi } from '../../support/http';
import { page, student } from './helpers';

const api = testApi();
const FLOW = 'flowchart TD\n  A[Read] --> B[Recall]\n  B --> C[Review]';

describe('page blocks: Markdown notes and Mermaid diagrams', () => {
  it('notes append text blocks in order; blocks take text or diagram; both can be edited and deleted', async () => {
    const s = await student(api);
    const p = await page(s, 'Memory');
    const note = await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: '# Spacing\nReview **often**, then *less*.' });
    expect(note).toMatchObject({ id: expect.stringMatching(/^nbb_/), type: 'text', text: '# Spacing\nReview **often**, then *less*.' });
    const diagram = await s.ok('POST', `/notebook/pages/${p.id}/blocks`, { type: 'diagram', text: FLOW });
    const text = await s.ok('POST', `/notebook/pages/${p.id}/blocks`, { type: 'text', text: 'Sleep consolidates.' });
    expect((await s.ok('GET', `/notebook/pages/${p.id}`)).blocks.map((b: { id: string; type: string }) => [b.id, b.type])).toEqual([
      [note.id, 'text'],
      [diagram.id, 'diagram'],
      [text.id, 'text'],
    ]);
    expect((await s.ok('PATCH', `/notebook/pages/${p.id}/blocks/${text.id}`, { text: 'Sleep consolidates memory.' })).text).toBe('Sleep consolidates memory.');
    await s.ok('DELETE', `/notebook/pages/${p.id}/blocks/${note.id}`);
    expect((await s.call('DELETE', `/notebook/pages/${p.id}/blocks/${note.id}`)).status).toBe(404);
    // A block is addressed under its own page only.
    const other = await page(s, 'Other');
    expect((await s.call('PATCH', `/notebook/pages/${other.id}/blocks/${text.id}`, { text: 'moved?' })).status).toBe(404);

    // The tutor's seam: plain text with the block ids, ancestors parent first, no diagrams.
    const child = await page(s, 'Sleep', p.id);
    const childNote = await s.ok('POST', `/notebook/pages/${child.id}/notes`, { text: '## REM\n- dreams' });
    expect(await readStudyContext(s.ctx, child.id)).toEqual({
      page: { id: child.id, title: 'Sleep' },
      ancestors: [{ id: p.id, title: 'Memory' }],
      notes: [{ blockId: childNote.id, text: 'REM\ndreams' }],
    });
  });

  it.each([
    ['an unknown diagram type', 'flowchar TD\n  A --> B', /diagram type/],
    ['a click statement', 'flowchart LR\n  A --> B\n  click A "https://evil.example" _blank', /click/],
    ['a click after a semicolon', 'graph TD; A-->B; click B callback', /click/],
    ['an init directive', 'flowchart TD\n%%{init: {"securityLevel": "loose"}}%%\n  A --> B', /init/],
    ['too many lines', `flowchart TD\n${'  A --> B\n'.repeat(300)}`, /lines/],
    ['too many characters', `flowchart TD\n  A["${'x'.repeat(10_000)}"]`, /characters/],
    ['frontmatter config before the type', '---\nconfig:\n  securityLevel: loose\n---\nflowchart TD\n  A-->B', /diagram type/],
  ])('a diagram with %s is refused with the field named', async (_what, text, message) => {
    const s = await student(api);
    const p = await page(s, 'Diagrams');
    const res = await s.call('POST', `/notebook/pages/${p.id}/blocks`, { type: 'diagram', text });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ path: 'text', message: expect.stringMatching(message) }]);
  });

  it('a label that merely contains the word “click” is fine; an edited diagram is checked again', async () => {
    const s = await student(api);
    const p = await page(s, 'UI');
    const ok = await s.ok('POST', `/notebook/pages/${p.id}/blocks`, { type: 'diagram', text: 'sequenceDiagram\n  User->>App: click the button' });
    const bad = await s.call('PATCH', `/notebook/pages/${p.id}/blocks/${ok.id}`, { text: 'sequenceDiagram\n  click A' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ path: 'text', message: expect.stringMatching(/click/) }]);
    // A text block may talk about anything.
    const note = await s.ok('POST', `/notebook/pages/${p.id}/notes`, { text: 'click here %%{init}' });
    expect(note.type).toBe('text');
    const both = await s.call('POST', `/notebook/pages/${p.id}/blocks`, { type: 'video', text: '' });
    expect(both.status).toBe(400);
  });
});
