import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The export streams each kind as one contiguous run of the partition's sort-key order
 * (core/users/export.ts). That holds when no entity's literal sort-key prefix is a proper
 * prefix of another's ("NB" and "NBX" would interleave; "CAT#" and "CATNAME#" do not).
 */
function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

function userSkPrefixes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of tsFiles(join(process.cwd(), 'core'))) {
    for (const chunk of readFileSync(file, 'utf8').split('new Entity(').slice(1)) {
      const name = /entity:\s*['"]([^'"]+)['"]/.exec(chunk)?.[1];
      const primary = /primary:\s*\{([\s\S]*?)\n\s{10}\}/.exec(chunk)?.[1] ?? chunk;
      if (!/pk:\s*userPk|USER#/.test(primary)) continue;
      const template = /sk:\s*\{[^}]*template:\s*'([^']*)'/.exec(primary)?.[1];
      if (!name || template === undefined) throw new Error(`cannot read the sort key of an entity in ${file}`);
      out.set(name, template.split('${')[0]!);
    }
  }
  return out;
}

describe('sort-key prefixes of user-partition entities', () => {
  it('none nests inside another, so each kind is one contiguous run', () => {
    const prefixes = userSkPrefixes();
    expect(prefixes.size).toBeGreaterThan(20);
    const nested = [...prefixes].flatMap(([a, pa]) =>
      [...prefixes].filter(([b, pb]) => a !== b && pb.startsWith(pa)).map(([b, pb]) => `${a} "${pa}" ⊂ ${b} "${pb}"`),
    );
    expect(nested).toEqual([]);
  });
});
