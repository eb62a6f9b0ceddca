import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No test compares elapsed wall-clock time with a fixed bound: on a loaded machine such a test
 * turns `npm test` red for a slow machine, not for a bug (it happened: 1,994 ms against 1,800).
 * A deadline is shown by the order of events (the slow link was hung up on, the next one
 * answered), by an injected clock or fake timers, or by a test that would hang without it.
 * Benchmarks (bench/) measure time; tests never judge it.
 */
const NOW = String.raw`(?:performance\.now|Date\.now)\(\)`;
const BOUND = /\.(?:not\.)?toBe(?:Less|Greater)Than(?:OrEqual)?\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `file:line` of every assertion that judges an elapsed time against a bound. */
export function stopwatchAssertions(file: string, text: string): string[] {
  // Names that hold an elapsed time: a const, or an object field, set to the clock minus a start.
  const elapsed = new Set<string>();
  for (const m of text.matchAll(new RegExp(String.raw`(?:const|let|var)\s+(\w+)\s*=\s*${NOW}\s*-`, 'g'))) elapsed.add(m[1]!);
  for (const m of text.matchAll(new RegExp(String.raw`(\w+)\s*:\s*${NOW}\s*-`, 'g'))) elapsed.add(m[1]!);
  const judged = (subject: string) =>
    new RegExp(String.raw`${NOW}\s*-`).test(subject) || [...elapsed].some((name) => new RegExp(String.raw`(?:^|[^\w.])${name}\b|\.${name}\b`).test(subject));
  return text.split('\n').flatMap((line, i) => {
    const m = /expect\((.*)\)\s*\.(?:not\.)?toBe(?:Less|Greater)Than/.exec(line);
    return m && BOUND.test(line) && judged(m[1]!) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('tests never time the machine', () => {
  it('no assertion compares an elapsed wall-clock time with a fixed bound', () => {
    const files = testFiles(resolve(process.cwd(), 'tests'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => stopwatchAssertions(relative(process.cwd(), f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('sees each shape such an assertion took', () => {
    // Written with {now} so that this file is not itself one of them.
    const shapes = [
      'const t0 = {perf};\nexpect({perf} - t0).toBeLessThan(1800);',
      'const started = {date};\nexpect({date} - started).toBeGreaterThanOrEqual(170);',
      'const ms = {perf} - t0;\nexpect(ms).toBeLessThan(1500 + 1000);',
      'return { ...settled, ms: {perf} - t0 };\nexpect(r.ms).toBeLessThan(2500);',
    ].map((s) => s.replaceAll('{perf}', ['performance', 'now()'].join('.')).replaceAll('{date}', ['Date', 'now()'].join('.')));
    expect(shapes.map((s) => stopwatchAssertions('x.ts', s).length)).toEqual([1, 1, 1, 1]);
    // A deadline computed from the clock is not a stopwatch: it says when, not how long it took.
    expect(stopwatchAssertions('x.ts', 'expect(Date.parse(a.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);')).toEqual([]);
  });
});
