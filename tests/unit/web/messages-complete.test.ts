import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { definedNamespaces } from '../../../web/src/i18n/messages';

/**
 * Every dictionary of the web client, found by walking web/src: each namespace is defined once,
 * and its Portuguese has a non-empty text for every English key (TypeScript checks the keys
 * match; this checks nothing was left blank and no two files share a namespace).
 */
const WEB = resolve(__dirname, '../../../web/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const CALL = /\bdefineMessages\(\s*'([^']+)'/g;
const files = sources(WEB).filter((f) => !f.endsWith(join('i18n', 'messages.ts')) && readFileSync(f, 'utf8').includes('defineMessages('));

describe('the web client dictionaries', () => {
  it('live in .ts modules (importable without rendering anything)', () => {
    expect(files.filter((f) => f.endsWith('.tsx')).map((f) => relative(WEB, f))).toEqual([]);
  });

  it('are complete in Portuguese, one namespace each', async () => {
    const declared = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(CALL)].map((m) => m[1]!));
    for (const f of files) await import(pathToFileURL(f).href);
    const names = definedNamespaces.map((n) => n.ns);
    expect(names.length).toBeGreaterThan(10);
    // Every namespace written in the sources was registered, and none twice.
    expect([...names].sort()).toEqual([...declared].sort());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const { ns, en, pt } of definedNamespaces) {
      expect(Object.keys(pt).sort(), ns).toEqual(Object.keys(en).sort());
      const blank = Object.keys(en).filter((k) => typeof pt[k] !== 'string' || pt[k]!.trim() === '');
      expect(blank, `${ns}: Portuguese missing`).toEqual([]);
      // Same placeholders on both sides: a Portuguese line never drops or renames a {{value}}
      // (`count` aside: a singular may say "one" in words in either language).
      for (const k of Object.keys(en)) {
        const vars = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).filter((v) => v !== 'count'))].sort();
        expect(vars(pt[k]!), `${ns}.${k}`).toEqual(vars(en[k]!));
      }
    }
  });
});
