import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { DIST_DIR, REPO_DIR, buildIsFresh } from './build-inputs';
import config from './vite.config';

/**
 * Build web/dist unless it is already a build of the current files. The new build is made
 * beside it and swapped in with two renames, so a server running from web/dist meanwhile
 * sees the old files or the new ones, never a half-emptied folder. Browser test files run in
 * parallel and may both find `dist` stale: the second swap finds a fresh build there and keeps it.
 */
export async function ensureWebBuild(opts: { force?: boolean } = {}): Promise<{ built: boolean; ms: number }> {
  const started = performance.now();
  if (!opts.force && buildIsFresh()) return { built: false, ms: performance.now() - started };
  const scratch = join(REPO_DIR, 'node_modules', '.cache', `beyou-web-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  try {
    await build({ ...config, configFile: false, build: { ...config.build, outDir: join(scratch, 'dist') } });
    const old = join(scratch, 'old');
    try {
      renameSync(DIST_DIR, old);
    } catch {
      /* no previous build */
    }
    try {
      renameSync(join(scratch, 'dist'), DIST_DIR);
    } catch (err) {
      // Two test files built at once and the other swapped its build in first: the same files.
      if (!buildIsFresh()) throw err;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { built: true, ms: performance.now() - started };
}

// `npm run build:web`: always build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ms } = await ensureWebBuild({ force: true });
  console.log(`web client built into web/dist in ${Math.round(ms)} ms`);
}
