import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory, signUpInPage, tokenOf } from '../support/browser';
import { startProviderSim, text, toolCall, toolCalls, type ProviderSim } from '../support/provider-sim';

/**
 * Issue 39 (web): what the assistant changed, taken back from the chat. The `npm start` runtime
 * with the provider simulator as the model, headless Chromium, one person: a turn creates a
 * habit and renames a task, each card says what changed and offers Undo, "Undo all of this"
 * puts both back (read over the REST API) and the open Habits page follows; then a rename the
 * person changed again by hand is refused in plain words, and nothing changes.
 */
const SHOTS = resolve(process.env.WEB_E2E_SCREENSHOTS ?? join(tmpdir(), 'beyou-web-e2e'));
const envs = runtimeEnvFactory('beyou-undo');
let browser: Browser;
let sim: ProviderSim;
let rt: Runtime | undefined;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  [sim] = await Promise.all([startProviderSim(), ensureWebBuild()]);
  const env = envs.env({ AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral') });
  [rt, browser] = await Promise.all([startRuntime(env), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
  await sim?.close();
  envs.cleanup();
  vi.unstubAllEnvs();
});

/** The REST API as the signed-in person: to arrange a task, change it by hand, and read what the page did. */
function restAs(token: string) {
  return async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${rt!.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const out = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out as T;
  };
}

async function send(page: Page, message: string) {
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Message').press('Enter');
}

describe('undo from the chat (issue 39)', () => {
  let page: Page;
  let api: ReturnType<typeof restAs>;
  let taskId: string;
  const answer = () => page.getByTestId('assistant-message').last();
  const card = (title: string) => answer().getByTestId('tool-card').filter({ hasText: title });

  it('a turn that created a habit and renamed a task: each card says why, and "Undo all of this" puts both back', async () => {
    ({ page } = await openApp(browser, rt!.url));
    await signUpInPage(page, 'Ana');
    api = restAs(await tokenOf(page));
    taskId = (await api<{ id: string }>('POST', '/tasks', { name: 'Gym' })).id;
    await page.getByRole('button', { name: 'Finish tutorial' }).click();
    await page.getByRole('link', { name: 'Habits', exact: true }).click();
    await page.getByText('No habits yet').waitFor();
    await page.getByRole('button', { name: 'Ask Beyou' }).click();

    sim.script(
      'mistral',
      toolCalls([
        { name: 'createUserHabit', args: { name: 'Read', purpose: 'you asked for a reading habit' } },
        { name: 'editUserTask', args: { id: taskId, name: 'Gym 7 am' } },
      ]),
      text(['Done: Read is a habit and Gym is now Gym 7 am.']),
    );
    await send(page, 'Make a habit Read and rename Gym to Gym 7 am');
    await page.locator('[data-testid="assistant-message"][data-state="done"]').waitFor();
    await page.locator('[data-testid="habit"][data-name="Read"]').waitFor(); // the open page followed the write

    expect(await card('Create habit').getByTestId('tool-reason').textContent()).toBe("Created the habit 'Read': you asked for a reading habit");
    expect(await card('Edit task').getByTestId('tool-reason').textContent()).toBe("Renamed the task 'Gym' to 'Gym 7 am'");
    expect(await answer().getByRole('button', { name: 'Undo', exact: true }).count()).toBe(2);
    expect((await api('GET', `/tasks/${taskId}`)).name).toBe('Gym 7 am');

    await page.getByRole('dialog', { name: 'Assistant' }).screenshot({ path: join(SHOTS, 'undo-cards.png') });
    const undoCall = page.waitForResponse((r) => r.request().method() === 'POST' && /\/turns\/[^/]+\/undo$/.test(new URL(r.url()).pathname));
    await answer().getByRole('button', { name: 'Undo all of this' }).click();
    expect((await undoCall).status()).toBe(200);
    await expect.poll(() => answer().getByTestId('undone').allTextContents()).toEqual(['Undone', 'Undone']);
    // A second press is not offered.
    expect(await answer().getByRole('button', { name: /^Undo/ }).count()).toBe(0);

    const habits = await api<{ items: { name: string }[] }>('GET', '/habits');
    expect(habits.items.map((h) => h.name)).toEqual([]);
    expect((await api('GET', `/tasks/${taskId}`)).name).toBe('Gym');
    await page.getByText('No habits yet').waitFor(); // the open Habits page refreshed after the undo
  });

  it('a rename the person changed again by hand: the card’s Undo says which item and that nothing was changed', async () => {
    sim.script('mistral', toolCall('editUserTask', { id: taskId, name: 'Gym at 7' }), text(['Renamed it.']));
    await send(page, 'Rename Gym to Gym at 7');
    await page.locator('[data-testid="assistant-message"][data-state="done"]').nth(1).waitFor();
    await answer().getByTestId('tool-reason').filter({ hasText: "Renamed the task 'Gym' to 'Gym at 7'" }).waitFor();
    await api('PATCH', `/tasks/${taskId}`, { name: 'Gym at 8' });

    const undoCall = page.waitForResponse((r) => r.request().method() === 'POST' && /\/calls\/[^/]+\/undo$/.test(new URL(r.url()).pathname));
    await card('Edit task').getByRole('button', { name: 'Undo', exact: true }).click();
    expect((await undoCall).status()).toBe(409);
    const conflict = card('Edit task').getByTestId('undo-conflict');
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain("Nothing was changed: the task 'Gym at 8' was changed after this");
    expect((await api('GET', `/tasks/${taskId}`)).name).toBe('Gym at 8');
    await page.getByRole('dialog', { name: 'Assistant' }).screenshot({ path: join(SHOTS, 'undo-conflict.png') });

    // Keeping things as they are sends nothing, and the Undo comes back.
    await conflict.getByRole('button', { name: 'Keep things as they are' }).click();
    await card('Edit task').getByRole('button', { name: 'Undo', exact: true }).waitFor();
    expect((await api('GET', `/tasks/${taskId}`)).name).toBe('Gym at 8');
  });

  it('after a reload the stored answers keep their reasons and turn ids: undoing the first turn again changes nothing', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    const first = page.getByTestId('assistant-message').first();
    await first.getByTestId('tool-reason').first().waitFor();
    // The two calls ran in parallel in one step: their cards are stored in the order they finished.
    expect((await first.getByTestId('tool-reason').allTextContents()).sort()).toEqual(["Created the habit 'Read': you asked for a reading habit", "Renamed the task 'Gym' to 'Gym 7 am'"]);
    // The stored chat does not say it was undone; the server does, and a second undo is a no-op.
    const undoCall = page.waitForResponse((r) => r.request().method() === 'POST' && /\/turns\/[^/]+\/undo$/.test(new URL(r.url()).pathname));
    await first.getByRole('button', { name: 'Undo all of this' }).click();
    expect(await (await undoCall).json()).toMatchObject({ alreadyUndone: true, undone: [] });
    await expect.poll(() => first.getByTestId('undone').allTextContents()).toEqual(['Undone', 'Undone']);
    expect((await api('GET', `/tasks/${taskId}`)).name).toBe('Gym at 8');
  });
});
