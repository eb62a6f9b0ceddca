import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { WEB_TYPES_PATH, webApiTypes } from '../../../functions/http/openapi/web-types';

/**
 * The web client's REST types are generated from the served OpenAPI document and committed
 * (so `tsc -p web` needs no server). If a route's schema changes and nobody regenerates, the
 * web client would typecheck against the old API: this test is what makes that fail.
 */
describe('the web client REST types', () => {
  it('are exactly what the OpenAPI document generates (run `npm run gen:api-types` after a route change)', async () => {
    const committed = await readFile(WEB_TYPES_PATH, 'utf8');
    expect(committed === (await webApiTypes()), `${WEB_TYPES_PATH} is stale: run npm run gen:api-types`).toBe(true);
  });
});
