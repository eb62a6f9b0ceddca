import type { operations } from '../../client/openapi';
import { ok } from '../../client/rest';
import { refreshDomains } from '../../refresh';
import { rest } from '../../session';

type Patch = operations['patchMeConfiguration']['requestBody']['content']['application/json'];

/**
 * Save part of the configuration, then announce it as a `profile` write (what the assistant's
 * configuration tool announces too): the cached copy is dropped and every open reader — the
 * shell (name, language, tutorial), Today (widgets, time zone) — reads it afresh.
 */
export async function saveConfiguration(patch: Patch) {
  const saved = await ok(rest.PATCH('/me/configuration', { body: patch }));
  refreshDomains(['profile']);
  return saved;
}
