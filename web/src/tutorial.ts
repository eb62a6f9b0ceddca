import { ok } from './client/rest';
import { loadConfiguration } from './config';
import { refreshDomains } from './refresh';
import { rest } from './session';

/**
 * The tutorial flag lives only in the user's configuration (`GET|PATCH /me/configuration`,
 * D9): the same on every device, and settings can turn it back off. No browser copy: a
 * failed read leaves the assistant hidden rather than guessing.
 */
export async function tutorialCompleted(): Promise<boolean> {
  return (await loadConfiguration()).tutorialCompleted;
}

/** Mark the tutorial done (or not), then let every open reader of the configuration refresh. */
export async function setTutorialCompleted(done: boolean): Promise<void> {
  await ok(rest.PATCH('/me/configuration', { body: { tutorialCompleted: done } }));
  refreshDomains(['profile']);
}
