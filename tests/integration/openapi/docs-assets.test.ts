import { describe, expect, it } from 'vitest';
import { testApi } from '../../support/http';

/** The reference page's files: a name that is no asset is a plain 404, whatever objects inherit. */
describe('GET /docs/assets/:name', () => {
  const api = testApi();

  it('serves the page’s own files', async () => {
    for (const name of ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) expect((await api.request('GET', `/docs/assets/${name}`)).status).toBe(200);
  });

  it('answers 404 in the error envelope for names every object has (constructor, __proto__, toString…)', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'nothing.js']) {
      const res = await api.request('GET', `/docs/assets/${name}`);
      expect({ name, status: res.status, code: (res.body as { error?: { code?: string } }).error?.code }).toEqual({ name, status: 404, code: 'NOT_FOUND' });
    }
  });
});
