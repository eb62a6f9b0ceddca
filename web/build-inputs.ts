import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What a web build was made from: every module the bundler read (the client's sources, the
 * agent's event schemas in core/, the npm packages), plus the files that steer the build.
 * The build writes the list with one content hash into dist; the browser test rebuilds only
 * when that hash no longer matches the files, so `npm test` on a fresh clone builds once.
 */
export const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
export const REPO_DIR = resolve(WEB_DIR, '..');
export const DIST_DIR = join(WEB_DIR, 'dist');
export const MANIFEST = 'build-inputs.json';
const ALWAYS = ['web/index.html', 'web/vite.config.ts', 'web/build-inputs.ts', 'package-lock.json'];

export interface BuildManifest {
  files: string[];
  hash: string;
}

export function hashFiles(files: string[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort()) {
    const path = join(REPO_DIR, f);
    h.update(f).update('\0').update(existsSync(path) ? readFileSync(path) : 'missing').update('\0');
  }
  return h.digest('hex');
}

/** Module ids from the bundler → the manifest (ids outside the repo or virtual are skipped). */
export function manifestFor(moduleIds: Iterable<string>): BuildManifest {
  const files = new Set(ALWAYS);
  for (const id of moduleIds) {
    const path = id.split('?')[0]!;
    if (path.startsWith('\0') || !existsSync(path)) continue;
    const rel = relative(REPO_DIR, path);
    if (!rel.startsWith('..')) files.add(rel.split('\\').join('/'));
  }
  const list = [...files].sort();
  return { files: list, hash: hashFiles(list) };
}

/** True when `dist` holds a build of exactly the current files. */
export function buildIsFresh(dist = DIST_DIR): boolean {
  try {
    const m = JSON.parse(readFileSync(join(dist, MANIFEST), 'utf8')) as BuildManifest;
    return existsSync(join(dist, 'index.html')) && hashFiles(m.files) === m.hash;
  } catch {
    return false;
  }
}
