import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ScannedEntity {
  name: string;
  file: string;
  /** Its primary key is the user's partition (`userPk` or a `USER#` template). */
  userPartition: boolean;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * Every ElectroDB entity defined under core/, read from the source: a new entity is found
 * without anyone registering it, which is what lets the export and deletion tests fail for an
 * entity nobody taught them about. A definition this cannot read fails loudly.
 */
export function scanEntities(dir = join(ROOT, 'core')): ScannedEntity[] {
  const out: ScannedEntity[] = [];
  for (const path of tsFiles(dir)) {
    const source = readFileSync(path, 'utf8');
    const file = relative(ROOT, path);
    for (const chunk of source.split('new Entity(').slice(1)) {
      const name = /model:\s*\{[^}]*?entity:\s*['"]([^'"]+)['"]/.exec(chunk)?.[1];
      const pk = /primary:\s*\{\s*(?:index:[^,]*,\s*)?pk:\s*(\w+|\{[^}]*\})/.exec(chunk)?.[1];
      if (!name || !pk) throw new Error(`cannot read the entity definition in ${file}: teach entity-scan.ts its shape`);
      out.push({ name, file, userPartition: pk === 'userPk' || pk.includes('USER#') });
    }
  }
  return out;
}
