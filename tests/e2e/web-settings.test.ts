import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory, signUpInPage, tokenOf } from '../support/browser';
import { startProviderSim, text, toolCall, type ProviderSim } from '../support/provider-sim';

/**
 * Settings, the assistant's side of the account, Today's dashboard and the language (issue 37),
 * in headless Chromium against the `npm start` runtime, one person from a fresh sign-up. The
 * model is the provider simulator, scripted to write the memory notes (the offline `sim` link
 * cannot: its repertoire is creating habits, tasks and categories). Every wait is for a DOM
 * condition or a response.
 */
const SHOTS = resolve(process.env.WEB_E2E_SCREENSHOTS ?? join(tmpdir(), 'beyou-web-e2e'));
const envs = runtimeEnvFactory('beyou-settings');
let browser: Browser;
let sim: ProviderSim;
let rt: Runtime;
let page: Page;
let api: <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  const [, provider] = await Promise.all([ensureWebBuild(), startProviderSim()]);
  sim = provider;
  const env = envs.env({
    AI_LLM_CHAIN_ORDER: 'mistral',
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    BRIEFING_WAIT_MS: '300',
    // One person arranges data over the API and visits Today five times within a minute or two.
    LIMIT_READS_PER_MIN: '600',
  });
  [rt, browser] = await Promise.all([startRuntime(env), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  ({ page } = await openApp(browser, rt.url));
  await signUpInPage(page, 'Ana');
  const token = await tokenOf(page);
  api = async (method, path, body) => {
    const res = await fetch(`${rt.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const out: any = res.status === 204 ? undefined : await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
  await sim?.close();
  envs.cleanup();
  vi.unstubAllEnvs();
});

const go = async (hash: string) => {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await page.locator('main h1').first().waitFor();
};
const status = (id: string) => page.getByTestId(id).textContent();
async function shot(name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}
const widget = (id: string) => page.locator(`[data-testid="dashboard"] [data-widget="${id}"]`);

describe('Settings', () => {
  it('changes the display name and the time zone, saved on the server', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await page.getByLabel(/^Display name/).fill('Ana Lima');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => status('settings-status')).toBe('Saved: you are “Ana Lima” now.');
    await expect.poll(() => page.locator('.shell header .who').textContent()).toBe('Ana Lima');
    await page.getByRole('combobox', { name: 'Your time zone' }).selectOption('America/Sao_Paulo');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await expect.poll(() => status('settings-status')).toBe('Time zone saved: America/Sao_Paulo.');
    expect(await api('GET', '/me/configuration')).toMatchObject({ displayName: 'Ana Lima', timeZone: 'America/Sao_Paulo', timeZoneSource: 'EXPLICIT' });
  });

  it('turns dashboard widgets on and off: Today draws exactly those that are on', async () => {
    // Something for each widget to show: a routine with two windows (one item checked), today's mood, a study cycle.
    const [read, walk] = await Promise.all([api('POST', '/habits', { name: 'Read' }), api('POST', '/habits', { name: 'Walk' })]);
    const routine = await api('POST', '/routines', {
      name: 'Weekdays',
      sections: [
        { name: 'Morning', startTime: '07:00', endTime: '09:00', items: [{ type: 'habit', id: read.id }] },
        { name: 'Evening', startTime: '18:30', endTime: '20:00', items: [{ type: 'habit', id: walk.id }] },
      ],
    });
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    await api('POST', '/schedules', { routineId: routine.id, days });
    await api('POST', `/today/${routine.sections[0].items[0].groupId}/check`, {});
    const today = (await api('GET', '/mood')).to as string;
    await api('PUT', `/mood/${today}`, { level: 4 });
    const topic = await api('POST', '/notebook/pages', { title: 'Biology' });
    await api('POST', '/study/cycles', { name: 'Exams', days: Object.fromEntries(days.map((d) => [d, { minutes: 45 }])), subjects: [{ pageId: topic.id, importance: 3, mastery: 0 }] });

    const box = (name: RegExp) => page.getByRole('checkbox', { name });
    for (const name of [/^Study today/, /^Constance heatmap/]) {
      await box(name).check();
      await expect.poll(() => status('settings-status')).toMatch(/^Today shows “/);
    }
    await go('#/today');
    for (const id of ['studyToday', 'constanceHeatmap', 'moodWeek', 'calendarToday']) await widget(id).waitFor();
    await expect.poll(() => page.getByTestId('heatmap-summary').textContent()).toBe('1 day counted in the last 12 weeks.');
    expect(await widget('calendarToday').textContent()).toContain('Morning, 07:00–09:00');
    expect(await widget('studyToday').textContent()).toContain('Exams: 0 of 45 min');
    expect(await widget('moodWeek').locator('li[data-level="4"]').count()).toBe(1);
    await shot('today-dashboard.png');

    await go('#/settings');
    await box(/^Mood this week/).uncheck();
    await expect.poll(() => status('settings-status')).toBe('Today no longer shows “Mood this week”.');
    await shot('settings.png');
    await go('#/today');
    await widget('calendarToday').waitFor();
    expect(await widget('moodWeek').count()).toBe(0);
    expect((await api('GET', '/me/configuration')).widgets).not.toContain('moodWeek');
  });
});

describe('The assistant page', () => {
  it('shows the memory notes the assistant wrote, and deletes them', async () => {
    await page.getByRole('button', { name: 'Finish tutorial' }).click();
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    sim.script(
      'mistral',
      toolCall('updateGlobalContext', { context: 'Ana studies biology in the evenings.' }),
      toolCall('updateChatContext', { context: 'Planning the biology exam.' }),
      text('Noted: I will remember that.'),
    );
    await page.getByLabel('Message').fill('Remember that I study biology in the evenings');
    await page.getByLabel('Message').press('Enter');
    await page.locator('.msg.assistant', { hasText: 'Noted: I will remember that.' }).waitFor();
    await page.getByRole('button', { name: 'Close assistant' }).click();

    await page.getByRole('link', { name: 'Assistant', exact: true }).click();
    const notes = page.getByTestId('memory-item');
    await expect.poll(() => notes.allTextContents()).toEqual([
      'Read in every chatAna studies biology in the evenings.',
      expect.stringMatching(/^Note for the chat “.+”Planning the biology exam\.$/),
    ]);
    await page.getByTestId('chat-row').first().waitFor();
    await shot('assistant.png');
    await page.getByRole('button', { name: 'Delete every memory note' }).click();
    await page.getByRole('button', { name: 'Delete the notes' }).click();
    await expect.poll(() => status('assistant-status')).toBe('Every memory note is deleted. Your chats are still here.');
    expect(await notes.count()).toBe(0);
    expect(await api('GET', '/ai/agent/memory')).toEqual({ global: null, chats: [] });
  });

  it('renames a chat, then deletes it after asking', async () => {
    const row = page.getByTestId('chat-row');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^Rename: / }).click();
    await row.getByLabel(/^New name for/).fill('Biology plans');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => status('assistant-status')).toBe('Renamed the chat to “Biology plans”.');
    expect(await row.locator('.chat-title').textContent()).toBe('Biology plans');
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await row.getByRole('group').getAttribute('aria-label')).toBe('Delete “Biology plans” and all its messages?');
    await row.getByRole('button', { name: 'Delete the chat' }).click();
    await expect.poll(() => status('assistant-status')).toBe('Deleted the chat “Biology plans”.');
    expect(await row.count()).toBe(0);
    expect((await api('GET', '/ai/agent/chats')).items).toEqual([]);
  });
});

describe('Português', () => {
  it('switches the whole app at once, and the server keeps it across a reload', async () => {
    await go('#/settings');
    await page.getByRole('radio', { name: 'Português' }).check();
    await page.getByRole('heading', { name: 'Configurações', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    await expect.poll(() => status('settings-status')).toBe('O app agora está em português.');
    expect((await api('GET', '/me/configuration')).language).toBe('pt');
    // The shell: the page names and the log-out button.
    for (const name of ['Hoje', 'Metas', 'Humor', 'Configurações', 'Assistente']) await page.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).waitFor();

    await page.getByRole('link', { name: 'Hoje', exact: true }).click();
    await page.getByRole('heading', { name: 'Hoje', exact: true }).waitFor();
    await widget('calendarToday').getByRole('heading', { name: 'Agenda de hoje' }).waitFor();
    await expect.poll(() => page.getByTestId('heatmap-summary').textContent()).toBe('1 dia contou nas últimas 12 semanas.');
    await page.getByRole('link', { name: 'Metas', exact: true }).click();
    await page.getByRole('heading', { name: 'Metas', exact: true }).waitFor();

    // Not this browser's memory: the configuration. Forget the local choice, reload, still Portuguese.
    await page.evaluate("localStorage.removeItem('beyou.lang')");
    await page.reload();
    await page.getByRole('heading', { name: 'Metas', exact: true }).waitFor();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('pt-BR');
    await go('#/today');
    await page.getByRole('heading', { name: 'Hoje', exact: true }).waitFor();
    await widget('calendarToday').waitFor();
    await shot('today-pt.png');
  });

  it('at 375 px none of these pages scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    for (const hash of ['#/settings', '#/assistant', '#/today', '#/account']) {
      await go(hash);
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      expect(overflow, hash).toBeLessThanOrEqual(0);
    }
  });
});
