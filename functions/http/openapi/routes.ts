import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AppError } from '../../../core/errors';
import type { AppEnv } from '../types';
import { openApiDocument } from './document';
import { DOCS_HTML, DOCS_INIT_JS } from './docs-page';

/** The reference page's files, straight from the installed swagger-ui-dist package (no CDN). */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
};

const assetCache = new Map<string, string>();

async function asset(name: string): Promise<string> {
  const cached = assetCache.get(name);
  if (cached !== undefined) return cached;
  let dir: string;
  try {
    dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    // A bundle deployed without the package (see docs/openapi.md "On AWS"): the JSON still works.
    throw AppError.notFound('The reference page');
  }
  const text = await readFile(join(dir, ASSETS[name]!.file), 'utf8');
  assetCache.set(name, text);
  return text;
}

/** Public and cacheable: the document describes the API, nobody's data. */
const PUBLIC_CACHE = 'public, max-age=300';

/**
 * `GET /openapi.json` (the OpenAPI 3.1 document) and `GET /docs` (Swagger UI over it). No
 * auth, no per-user rate bucket; the app's CSP applies unchanged (docs/openapi.md).
 */
export function openApiRoutes() {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(openApiDocument());
    })
    .get('/docs', (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.html(DOCS_HTML);
    })
    .get('/docs/assets/:name', async (c) => {
      const name = c.req.param('name');
      c.header('Cache-Control', PUBLIC_CACHE);
      if (name === 'init.js') return c.body(DOCS_INIT_JS, 200, { 'content-type': 'text/javascript; charset=utf-8' });
      // Own keys only: `constructor`, `__proto__` and `toString` are on every object.
      if (!Object.hasOwn(ASSETS, name)) throw AppError.notFound('No such asset');
      return c.body(await asset(name), 200, { 'content-type': ASSETS[name]!.type });
    });
}
