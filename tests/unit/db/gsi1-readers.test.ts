import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_KEYS } from '../../../core/db/table';

/**
 * gsi1 projects only what its readers read (core/db/table.ts). An entity that gains a gsi1
 * index, or a reader that reads more, must add the attributes to TABLE_KEYS.gsi1.include,
 * or its queries come back without them (ElectroDB drops items missing `__edb_e__` altogether).
 * The listing below is checked against the sources, so a new reader cannot slip in unseen;
 * the integration tests (chat list, day close) run on DynamoDB Local with this projection.
 */
const READERS: Record<string, { entity: string; reads: string[] }> = {
  'core/ai/agent/chat/entities.ts': { entity: 'Chats.byActivity (listChats)', reads: ['userId', 'chatId', 'title', 'createdAt', 'lastActivityAt'] },
  'core/configuration/entity.ts': { entity: 'Configurations.byTimeZone (the day close)', reads: ['userId'] },
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('gsi1 readers', () => {
  it('are exactly the entities listed here (a new gsi1 index must declare what it reads)', () => {
    const root = resolve(process.cwd());
    const found = tsFiles(join(root, 'core'))
      .filter((f) => /index:\s*['"]gsi1['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f))
      .sort();
    expect(found).toEqual(Object.keys(READERS).sort());
  });

  it('find everything they read projected, ElectroDB\'s entity markers included', () => {
    const projected = new Set<string>(TABLE_KEYS.gsi1.include);
    for (const { entity, reads } of Object.values(READERS)) {
      for (const a of [...reads, '__edb_e__', '__edb_v__']) expect(projected.has(a), `${entity} reads ${a}`).toBe(true);
    }
    // And nothing else: every projected attribute has a reader.
    const read = new Set(Object.values(READERS).flatMap((r) => r.reads).concat('__edb_e__', '__edb_v__'));
    expect([...projected].filter((a) => !read.has(a))).toEqual([]);
  });
});
