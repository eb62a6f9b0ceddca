import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circles in the server code: a circle (even through `import type`) means two
 * modules each need the other to be read, and it is where initialisation-order bugs start.
 * Shared shapes go to a module both import (core/ai/onboarding/plan.ts is one).
 */
const ROOTS = ['core', 'functions', 'local', 'stacks'];
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return undefined;
}

function cycles(files: string[]): string[][] {
  const edges = new Map(files.map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORT)].flatMap((m) => resolveImport(f, m[1]!) ?? [])]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of edges.get(f) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((p) => relative(process.cwd(), p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

/**
 * The ground floor every domain stands on: it imports nothing above it, so a helper never drags
 * a domain (and its table reads) into whatever uses it. `ownerToday` once sat in util/ and
 * read the configuration: it lives in core/configuration/today.ts now.
 */
const GROUND = ['core/util', 'core/db', 'core/limits', 'core/queue', 'core/storage', 'core/errors.ts', 'core/context.ts', 'core/config.ts', 'core/log.ts'];
const onGround = (file: string) => GROUND.some((g) => relative(process.cwd(), file) === g || relative(process.cwd(), file).startsWith(`${g}/`));

function upwardImports(files: string[]): string[] {
  return files.filter(onGround).flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(IMPORT)]
      .flatMap((m) => resolveImport(f, m[1]!) ?? [])
      .filter((t) => !onGround(t))
      .map((t) => `${relative(process.cwd(), f)} -> ${relative(process.cwd(), t)}`),
  );
}

describe('import graph', () => {
  it('keeps the ground floor (util, db, limits, queue, storage, errors, context, config, log) free of domain imports', () => {
    const files = sources(resolve(process.cwd(), 'core'));
    expect(files.filter(onGround).length).toBeGreaterThan(20);
    expect(upwardImports(files)).toEqual([]);
  });

  it('has no circles in core/, functions/, local/ or stacks/', () => {
    const files = ROOTS.flatMap((r) => sources(resolve(process.cwd(), r)));
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(files)).toEqual([]);
  });

  it('sees a circle when there is one, type-only imports included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    writeFileSync(join(dir, 'accept.ts'), "import type { Plan } from './accept-routine';\nexport const a = 1;\n");
    writeFileSync(join(dir, 'accept-routine.ts'), "import { a } from './accept';\nexport interface Plan { a: typeof a }\n");
    writeFileSync(join(dir, 'plan.ts'), "export interface Shared { n: number }\n");
    try {
      expect(cycles(sources(dir)).map((c) => c.length)).toEqual([3]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
