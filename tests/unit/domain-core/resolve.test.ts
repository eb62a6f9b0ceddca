import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors';
import { MAX_LISTED, resolveByName } from '../../../core/util/resolve';

const items = [
  { id: 'gol_1', name: 'Run a marathon' },
  { id: 'gol_2', name: 'Run' },
  { id: 'gol_3', name: 'Read 12 books' },
  { id: 'gol_4', name: 'READ 12 BOOKS' },
  { id: 'gol_5', name: 'Save money' },
];

function refused(query: string, list = items): AppError {
  try {
    resolveByName(list, query, 'goal');
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error(`"${query}" resolved but should not`);
}

describe('resolveByName', () => {
  it.each([
    ['an exact id', 'gol_5', 'gol_5'],
    ['an exact name', 'Run', 'gol_2'],
    ['an exact name in another case, trimmed', '  rUN ', 'gol_2'],
    ['a unique substring', 'marathon', 'gol_1'],
    ['a unique substring in another case', 'MONEY', 'gol_5'],
  ])('finds %s', (_what, query, id) => {
    expect(resolveByName(items, query, 'goal').id).toBe(id);
  });

  it('refuses an exact name shared by several (any case) with the candidates', () => {
    const err = refused('read 12 books');
    expect(err.code).toBe('AMBIGUOUS_NAME');
    expect(err.details.data).toEqual({
      candidates: [
        { id: 'gol_3', name: 'Read 12 books' },
        { id: 'gol_4', name: 'READ 12 BOOKS' },
      ],
    });
    expect(err.message).toContain('"Read 12 books" (gol_3)');
  });

  it('refuses a substring matching several', () => {
    expect(refused('e').code).toBe('AMBIGUOUS_NAME');
  });

  it('refuses no match, listing a few existing names', () => {
    const err = refused('swim');
    expect(err.code).toBe('NOT_FOUND');
    expect(err.message).toMatch(/No goal matches "swim"\. Existing: "Run a marathon" \(gol_1\)/);
    expect((err.details.data?.existing as unknown[]).length).toBe(5);
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `gol_${i}`, name: `Goal ${i}` }));
    expect((refused('swim', many).details.data?.existing as unknown[]).length).toBe(MAX_LISTED);
    expect(refused('swim', []).message).toMatch(/no goals yet/);
  });

  it('never guesses from an empty query', () => {
    expect(refused('   ').code).toBe('NOT_FOUND');
  });
});
