import { describe, expect, it } from 'vitest';
import { nextCell, relayout, wouldCycle, type StoredNode } from '../../../core/notebook/board';
import type { CardRow } from '../../../core/notebook/card-entity';
import type { PageRow } from '../../../core/notebook/entity';
import { newCardState, nextState, toFsrsCard } from '../../../core/notebook/fsrs';
import { diagramProblem } from '../../../core/notebook/mermaid';
import { findPage } from '../../../core/notebook/naming';
import { plainText } from '../../../core/notebook/plain';
import { effectiveStatus, rollUp } from '../../../core/notebook/status';
import { byId, canPlaceUnder, relationOf } from '../../../core/notebook/tree';

const pageRow = (pageId: string, title: string, parentId?: string): PageRow => ({
  pageId,
  title,
  ...(parentId ? { parentId } : {}),
  boardStatus: 'TO_STUDY',
  version: 0,
  createdAt: '',
  updatedAt: '',
});

describe('page tree', () => {
  const pages = byId([pageRow('t', 'Topic'), pageRow('a', 'A', 't'), pageRow('b', 'B', 'a'), pageRow('u', 'Other')]);
  it('relations for study cycles: same, ancestor, descendant, unrelated', () => {
    expect(relationOf(pages, 'a', 'a')).toBe('SAME');
    expect(relationOf(pages, 't', 'b')).toBe('ANCESTOR');
    expect(relationOf(pages, 'b', 't')).toBe('DESCENDANT');
    expect(relationOf(pages, 'b', 'u')).toBe('UNRELATED');
  });
  it('refuses placing a page under itself or its descendant', () => {
    expect(canPlaceUnder(pages, 'a', 'b')).toEqual({ ok: false, reason: 'CYCLE' });
    expect(canPlaceUnder(pages, 'a', 'a')).toEqual({ ok: false, reason: 'CYCLE' });
    expect(canPlaceUnder(pages, 'u', 'b')).toEqual({ ok: true });
  });
  it('names: id, then the exact letters, then any case; never a substring', () => {
    const named = byId([pageRow('p1', 'Algebra'), pageRow('p2', 'algebra'), pageRow('p3', 'Geometry')]);
    expect(findPage(named, 'p2').pageId).toBe('p2');
    expect(findPage(named, 'Algebra').pageId).toBe('p1');
    expect(findPage(named, 'geometry').pageId).toBe('p3');
    expect(() => findPage(named, 'ALGEBRA')).toThrow(expect.objectContaining({ code: 'AMBIGUOUS_NAME' }));
    expect(() => findPage(named, 'Geo')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});

describe('board rules', () => {
  const node = (id: string, row: number, col: number): StoredNode => ({ id, kind: 'SECTION', title: id, status: 'TO_STUDY', row, col });
  it('the next cell is the first free one in reading order, three per row', () => {
    expect(nextCell([])).toEqual({ row: 0, col: 0 });
    expect(nextCell([node('a', 0, 0), node('b', 0, 1), node('c', 0, 2)])).toEqual({ row: 1, col: 0 });
    expect(nextCell([node('a', 0, 0), node('c', 0, 2)])).toEqual({ row: 0, col: 1 });
  });
  it('a cycle is found through any path', () => {
    const edges = [{ id: '1', from: 'a', to: 'b' }, { id: '2', from: 'b', to: 'c' }, { id: '3', from: 'x', to: 'a' }];
    expect(wouldCycle(edges, 'c', 'a')).toBe(true);
    expect(wouldCycle(edges, 'c', 'x')).toBe(true);
    expect(wouldCycle(edges, 'a', 'c')).toBe(false);
  });
  it('relayout packs nodes in the given order', () => {
    const out = relayout([node('a', 0, 0), node('b', 2, 1)], ['b', 'a']);
    expect(out.map((n) => [n.id, n.row, n.col])).toEqual([['b', 0, 0], ['a', 0, 1]]);
  });
  it('status roll-up and the manual override', () => {
    expect(rollUp([])).toBe('TO_STUDY');
    expect(rollUp([{ status: 'TO_STUDY' }, { status: 'DONE' }])).toBe('STUDYING');
    expect(rollUp([{ status: 'DONE' }, { status: 'DONE' }])).toBe('DONE');
    expect(effectiveStatus({ boardStatus: 'DONE', manualStatus: 'TO_STUDY' })).toBe('TO_STUDY');
    expect(effectiveStatus({ boardStatus: 'DONE' })).toBe('DONE');
  });
});

describe('mermaid checks and plain text', () => {
  it('accepts known types, refuses the rest', () => {
    expect(diagramProblem('\n\n  sequenceDiagram\n  A->>B: hi')).toBeNull();
    expect(diagramProblem('stateDiagram-v2\n  [*] --> A')).toBeNull();
    expect(diagramProblem('graph LR; A-->B')).toBeNull();
    expect(diagramProblem('hello\nflowchart TD')).toMatch(/diagram type/);
    expect(diagramProblem('flowchart TD\n  CLICK A call x()')).toMatch(/click/);
    expect(diagramProblem('flowchart TD\n  %%{ INIT: {} }%%')).toMatch(/init/);
  });
  it('markdown loses its markup, keeps its words', () => {
    expect(plainText('# Title\n\n- **bold** and _it_\n- [link](http://x) `code`\n\n```js\nx = 1\n```')).toBe('Title\n\nbold and it\nlink code\n\nx = 1');
  });
});

describe('stored FSRS state', () => {
  const card = (over: Partial<CardRow> = {}): CardRow => ({
    cardId: 'nbc_1',
    pageId: 'nbp_1',
    front: 'q',
    back: 'a',
    ...newCardState(new Date('2026-01-01T00:00:00Z')),
    version: 0,
    createdAt: '',
    updatedAt: '',
    ...over,
  });
  it('round-trips through the library', () => {
    const next = nextState(card(), 'GOOD', new Date('2026-01-01T00:00:00Z'));
    expect(next).toMatchObject({ state: 'Learning', reps: 1 });
    expect(toFsrsCard(card(next)).reps).toBe(1);
  });
  it.each([
    ['a bad date', { due: 'tomorrow' }],
    ['a negative stability', { stability: -1 }],
    ['an unknown state', { state: 'Dormant' as never }],
    ['a fractional count', { reps: 1.5 }],
    ['a NaN difficulty', { difficulty: Number.NaN }],
  ])('a malformed state (%s) is refused on read, never scheduled from', (_what, over) => {
    expect(() => toFsrsCard(card(over as Partial<CardRow>))).toThrow(/malformed/);
  });
});
