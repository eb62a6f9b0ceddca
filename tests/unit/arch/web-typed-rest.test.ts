import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: the web client makes every REST call through the typed client (web/src/client/rest.ts,
 * typed from the OpenAPI document), so a route change that breaks a page breaks `tsc -p web`.
 * A hand-written call or a hand-written response type would typecheck against whatever the
 * page believes instead: this test finds the shapes those took before the typed client.
 *
 * - the old untyped helper: `api.get<T>(…)`, `api.post(…)`…, `getAll(…)`;
 * - `fetch(` or `.json()` outside web/src/client/ (a page reading a response by itself);
 * - a type imported from core/ (a response shape as the server's code declares it rather than
 *   as the document says), except the agent stream's protocol: the SSE events are typed by
 *   their event schemas (core/ai/agent/protocol/), and the stream helper stays as it is.
 *   Values from core/ (limits, pure rules such as the XP formula) are shared code, not shapes.
 */
const WEB = resolve(process.cwd(), 'web/src');
const CLIENT = join(WEB, 'client');
const STREAM_PROTOCOL = /core\/ai\/agent\/protocol\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `what at file:line` for every hand-written REST call or response type in one file. */
export function untypedRest(file: string, text: string, opts: { inClient: boolean }): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (/\bapi\.(?:get|post|patch|put|del)\s*[<(]/.test(line)) found.push(`untyped api call at ${at}: ${line.trim()}`);
    if (/\bgetAll\s*[<(]/.test(line)) found.push(`getAll at ${at}: ${line.trim()}`);
    if (!opts.inClient && /(?<![\w.])fetch\s*\(/.test(line)) found.push(`fetch outside web/src/client at ${at}: ${line.trim()}`);
    if (!opts.inClient && /\.json\(\)/.test(line)) found.push(`.json() outside web/src/client at ${at}: ${line.trim()}`);
  });
  // Imports can span lines: read each statement whole.
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const [, typeOnly, names, from] = m;
    if (!/(?:^|\/)core\//.test(from!) || STREAM_PROTOCOL.test(from!)) continue;
    const types = typeOnly ? names!.split(',').map((n) => n.trim()).filter(Boolean) : [...names!.matchAll(/\btype\s+(\w+)/g)].map((t) => t[1]!);
    const line = text.slice(0, m.index).split('\n').length;
    if (types.length) found.push(`type from core/ at ${file}:${line}: ${types.join(', ')} from ${from}`);
  }
  for (const m of text.matchAll(/export\s+type\s+\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (/(?:^|\/)core\//.test(m[2]!) && !STREAM_PROTOCOL.test(m[2]!)) found.push(`type re-exported from core/ at ${file}: ${m[1]!.trim()} from ${m[2]}`);
  }
  return found;
}

describe('the web client calls REST only through the typed client (issue 36)', () => {
  it('no page makes an untyped REST call or takes a response type from anywhere but the OpenAPI document', () => {
    const files = sourceFiles(WEB);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((f) => untypedRest(relative(process.cwd(), f), readFileSync(f, 'utf8'), { inClient: f.startsWith(CLIENT) }));
    expect(found).toEqual([]);
  });

  it('sees each shape an untyped call or a hand-written response type took', () => {
    const page = (text: string) => untypedRest('x.tsx', text, { inClient: false }).length;
    expect(page("const r = await api.get<Habit[]>('/habits');")).toBe(1);
    expect(page("await api.post(`/goals/${id}/archive`);")).toBe(1);
    expect(page("void api.del('/mood/2026-01-01');")).toBe(1);
    expect(page("useResource('/topics', 'notebook', (p) => getAll<PageSummary>(api, p));")).toBe(1);
    expect(page("const res = await fetch(`${baseUrl}/auth/login`, { method: 'POST' });")).toBe(1);
    expect(page('const tokens = (await res.json()) as Tokens;')).toBe(1);
    expect(page("import type { Goal } from '../../../../core/goal/view';")).toBe(1);
    expect(page("import { type MoodEntry, JOURNAL_MAX } from '../../../core/mood/view';")).toBe(1);
    expect(page("import type {\n  TodayView,\n  TodayEntry,\n} from '../../../../core/today/view';")).toBe(1);
    expect(page("export type { CardView } from '../../../../core/notebook/card-view';")).toBe(1);
    // What is allowed: the typed client, the stream's event schemas, values shared with core/.
    expect(page("const habits = await ok(rest.GET('/habits', { params: { query: { limit: 100 } } }));")).toBe(0);
    expect(page("import type { AgentEvent } from '../../../core/ai/agent/protocol/events';")).toBe(0);
    expect(page("import { MAX_PDF_BYTES } from '../../../../core/notebook/sources/limits';")).toBe(0);
    expect(page('type Habit = Schema<\'Habit\'>;')).toBe(0);
    // The client layer itself fetches and parses (rest.ts, the stream helper, the token refresh).
    expect(untypedRest('client/auth.ts', 'const body = (await res.json()) as Tokens; await doFetch(url);', { inClient: true })).toEqual([]);
  });
});
