import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, release, type } from 'node:os';
import { join } from 'node:path';

/** Shared by the benches: statistics, the machine line, and bench/RESULTS.md sections. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

export function stats(values: number[]) {
  return { median: percentile(values, 50), p95: percentile(values, 95) };
}

/** Median of per-run differences: robust to drift that hits both sides of a pair. */
export function pairedMedian(a: number[], b: number[]): number {
  return percentile(a.map((x, i) => x - (b[i] ?? 0)), 50);
}

export const ms = (v: number) => v.toFixed(2);

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpu}, nproc ${availableParallelism()}, Node ${process.version}, ${type()} ${release()}`;
}

/** Replaces (or appends) `## title` in bench/RESULTS.md, leaving other sections alone. */
export function writeSection(title: string, body: string): void {
  const file = join(process.cwd(), 'bench', 'RESULTS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const section = `## ${title}\n\n${body.trim()}\n`;
  const re = new RegExp(`## ${title}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = re.test(current) ? current.replace(re, section.trimEnd() + '\n') : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
}

