import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorToId, idToCursor, pageFields } from '../../../core/util/page';
import { newId } from '../../../core/util/ids';

describe('list cursors', () => {
  const schema = z.object(pageFields('hab'));

  it('round-trip an id of the listed kind', () => {
    const id = newId('hab');
    const cursor = idToCursor(id);
    expect(cursor).not.toContain('hab_');
    expect(schema.parse({ cursor })).toEqual({ cursor });
    expect(cursorToId(cursor, 'hab')).toBe(id);
  });

  it('refuses cursors of another list or not cursors at all', () => {
    for (const cursor of [idToCursor(newId('gol')), 'garbage', idToCursor('hab_short')]) {
      expect(schema.safeParse({ cursor }).success, cursor).toBe(false);
    }
  });

  it('coerces limit from a query string and bounds it', () => {
    expect(schema.parse({ limit: '20' })).toEqual({ limit: 20 });
    for (const limit of ['0', '101', '2.5', 'ten']) expect(schema.safeParse({ limit }).success, limit).toBe(false);
  });
});
