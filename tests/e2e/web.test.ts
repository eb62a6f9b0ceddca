import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp as open, runtimeEnvFactory, signUpInPage } from '../support/browser';
import { delayed, quota429, startProviderSim, text, toolCall, type ProviderSim } from '../support/provider-sim';
import { waitFor } from '../support/wait';

/**
 * The web client in a real browser (Debian's chromium driven by playwright-core) against the
 * `npm start` runtime, with the provider simulator as the model. Every wait is for a DOM
 * condition; nothing sleeps and then asserts.
 */
const SCREENSHOT = resolve(process.env.WEB_E2E_SCREENSHOT ?? join(tmpdir(), 'beyou-web-e2e', 'agent-chat.png'));

/** Records every state of the chat's message list, so "it streamed" is a fact, not a race. */
const RECORD_CHAT = `
  window.__chat = [];
  new MutationObserver(() => {
    const snap = Array.from(document.querySelectorAll('.messages > .msg'), (m) => [m.dataset.testid, m.textContent]);
    const key = JSON.stringify(snap);
    if (window.__chatLast !== key) { window.__chatLast = key; window.__chat.push(snap); }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;
type Snapshot = [string, string][];

/** The provider request that carried this user message (the simulator records every one). */
const providerCallFor = (message: string) => sim.requests('mistral').find((r) => JSON.stringify(r.body).includes(message));

const envs = runtimeEnvFactory('beyou-web');
const runtimeEnv = envs.env;

let browser: Browser;
let sim: ProviderSim;
let rt: Runtime;
const runtimes: Runtime[] = [];

beforeAll(async () => {
  // The chain's CloudWatch EMF lines would fill the test output; they are tested elsewhere.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  const [build] = await Promise.all([ensureWebBuild(), (async () => (sim = await startProviderSim()))()]);
  if (build.built) console.info(`web client built for the browser test in ${Math.round(build.ms)} ms`);
  [rt, browser] = await Promise.all([
    startRuntime(runtimeEnv({ AI_LLM_CHAIN_ORDER: 'mistral', MISTRAL_API_KEY: 'k', MISTRAL_BASE_URL: sim.baseUrl('mistral') })).then((r) => {
      runtimes.push(r); // stopped in afterAll even if the browser fails to start
      return r;
    }),
    launchBrowser(),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  for (const r of runtimes) await r.stop();
  await sim?.close();
  envs.cleanup();
  vi.unstubAllEnvs();
});

const openApp = (url: string) => open(browser, url, { init: RECORD_CHAT });

/** Sign up, finish the tutorial, and go to Habits (the page these tests watch refresh). */
async function signUpAndFinishTutorial(page: Page, name: string) {
  await signUpInPage(page, name);
  await page.getByRole('button', { name: 'Finish tutorial' }).click();
  await page.getByRole('link', { name: 'Habits', exact: true }).click();
  await page.getByText('No habits yet').waitFor();
}

async function send(page: Page, message: string) {
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Message').press('Enter');
}

const lastAssistant = (page: Page) => page.getByTestId('assistant-message').last();
const chatHistory = (page: Page) => page.evaluate('window.__chat') as Promise<Snapshot[]>;

describe('web client in headless Chromium (S1, S2)', () => {
  let page: Page;
  let requests: string[];

  it('signs up; the assistant is hidden until the tutorial is done, and its panel loads on first open', async () => {
    ({ page, requests } = await openApp(rt.url));
    await page.getByLabel('Your name').waitFor();
    expect(await page.getByRole('button', { name: 'Ask Beyou' }).count()).toBe(0);
    const tutorialSaved = page.waitForResponse((r) => r.url().endsWith('/me/configuration') && r.request().method() === 'PATCH');
    await signUpAndFinishTutorial(page, 'Ana');
    expect((await tutorialSaved).status()).toBe(200);
    await page.getByRole('button', { name: 'Ask Beyou' }).waitFor();
    // The flag is the server's: a reload keeps the session and the assistant.
    await page.reload();
    await page.getByRole('button', { name: 'Ask Beyou' }).waitFor();
    expect(await page.getByRole('button', { name: 'Finish tutorial' }).count()).toBe(0);

    const panelChunk = (p: string) => /\/assets\/panel-[\w-]+\.js$/.test(p);
    expect(requests.filter(panelChunk)).toEqual([]);
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    await page.getByRole('dialog', { name: 'Assistant' }).waitFor();
    expect(requests.filter(panelChunk)).toHaveLength(1);
    await expect.poll(() => requests.includes('/ai/agent/status')).toBe(true);
    expect(await page.getByTestId('offline-banner').count()).toBe(0); // a real provider serves

    // Mounted once: moving between pages keeps the open panel (no second load).
    await page.getByRole('link', { name: 'Ideas', exact: true }).click();
    await page.locator('[data-page="quickNotes"] p.muted').waitFor(); // empty board, or "not available yet"
    await page.getByRole('link', { name: 'Habits', exact: true }).click();
    await page.getByText('No habits yet').waitFor();
    expect(await page.getByRole('dialog', { name: 'Assistant' }).isVisible()).toBe(true);
    expect(requests.filter(panelChunk)).toHaveLength(1);
  });

  it('asks for a habit: tokens stream in, a read chip, a write card linking to Habits, the open Habits page refreshes', async () => {
    sim.script(
      'mistral',
      toolCall('getUserHabits', {}),
      toolCall('createUserHabit', { name: 'Drink water' }),
      delayed(text(['Done', ' — “Drink water” ', 'is on your ', 'habits list. Small sips count!']), { betweenChunksMs: 120 }),
    );
    const streamPost = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/stream'));
    await send(page, 'Create a habit called Drink water');
    expect(JSON.parse((await streamPost).postData()!)).toEqual({ message: 'Create a habit called Drink water', page: '/habits', clientMessageId: expect.stringMatching(/^[\w-]{1,64}$/) });

    const card = page.getByTestId('tool-card');
    await card.filter({ hasText: 'Create habit' }).waitFor();
    await page.locator('[data-page="habits"] li', { hasText: 'Drink water' }).waitFor();
    await page.locator('[data-testid="assistant-message"][data-state="done"]').waitFor();
    expect(await lastAssistant(page).textContent()).toContain('Done — “Drink water” is on your habits list. Small sips count!');
    expect(await page.getByTestId('tool-chip').textContent()).toBe('✓ Get habits');
    expect(await page.getByTestId('tool-chip').getByRole('link').count()).toBe(0);
    expect(await card.getAttribute('data-ok')).toBe('true');
    expect(await card.getByRole('link', { name: 'Open Habits →' }).getAttribute('href')).toBe('#/habits');
    expect(Number(await page.locator('[data-page="habits"]').getAttribute('data-loads'))).toBeGreaterThanOrEqual(2);

    // The reply was on screen in pieces before it was whole: tokens render live.
    const replies = (await chatHistory(page)).map((s) => s.at(-1)).filter((m) => m?.[0] === 'assistant-message').map((m) => m![1]);
    expect(replies.some((t) => t.includes('Done') && !t.includes('Small sips'))).toBe(true);

    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT });
    console.info(`web e2e screenshot: ${SCREENSHOT}`);
  });

  it('a second send aborts the stream before it', async () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i + 1} `);
    sim.script('mistral', delayed(text(words), { betweenChunksMs: 200 }), text(['Second answer.']));
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/stream'));
    await send(page, 'Count to twenty, slowly');
    await page.locator('[data-testid="assistant-message"][data-state="streaming"]', { hasText: 'w1' }).waitFor();
    await send(page, 'Never mind');
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    await lastAssistant(page).filter({ hasText: 'Second answer.' }).waitFor();
    const stopped = page.locator('[data-testid="assistant-message"][data-state="stopped"]');
    expect(await stopped.count()).toBe(1);
    expect(await stopped.textContent()).not.toContain('w20');
    // The earlier turn was cancelled on the server too: its model call was cut.
    await waitFor(() => providerCallFor('Count to twenty, slowly')?.abortedByClient, Boolean, 'the first model call aborted');
  });

  it('Stop ends the answer on the server and keeps what arrived', async () => {
    sim.script('mistral', delayed(text(Array.from({ length: 30 }, (_, i) => `s${i + 1} `)), { betweenChunksMs: 200 }));
    await send(page, 'Recite something long');
    await page.locator('[data-testid="assistant-message"][data-state="streaming"]', { hasText: 's1' }).waitFor();
    await page.getByTestId('stop').click();
    await page.locator('[data-testid="assistant-message"][data-state="stopped"]', { hasText: 's1' }).waitFor();
    await waitFor(() => providerCallFor('Recite something long')?.abortedByClient, Boolean, 'the model call aborted');
    expect(await page.getByTestId('stop').count()).toBe(0);
  });

  it('a deletion waits for the person: Deny keeps the routine, Approve deletes it, each said in the chat', async () => {
    // Two routines made through the API with this session's own token (the model's calls name them by id).
    const made = (await page.evaluate(async () => {
      const { accessToken } = JSON.parse((globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem('beyou.tokens'));
      const post = (name: string) =>
        fetch('/routines', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ type: 'LIST', name, items: [] }),
        }).then((r) => r.json());
      return [await post('Evenings'), await post('Weekends')];
    })) as { id: string }[];
    const [evenings, weekends] = made.map((r) => r.id);
    const routineExists = (id: string) =>
      page.evaluate(async (rid) => {
        const { accessToken } = JSON.parse((globalThis as unknown as { localStorage: { getItem(k: string): string } }).localStorage.getItem('beyou.tokens'));
        return (await fetch(`/routines/${rid}`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
      }, id);

    sim.script('mistral', toolCall('deleteUserRoutine', { id: evenings }, { text: ['I will delete it.'] }), text(['Okay, Evenings stays.']));
    await send(page, 'Delete my Evenings routine');
    const card = page.getByTestId('approval-card').last();
    await card.filter({ hasText: "Delete the routine 'Evenings'" }).waitFor();
    expect(await routineExists(evenings!)).toBe(200);
    await page.screenshot({ path: join(dirname(SCREENSHOT), 'approval-card.png') });
    await card.getByRole('button', { name: 'Deny' }).click();
    // The answer is whole (and stored) once the bubble is done; the card is decided then.
    await page.locator('[data-testid="assistant-message"][data-state="done"]', { hasText: 'Okay, Evenings stays.' }).waitFor();
    expect(await card.getAttribute('data-state')).toBe('denied');
    expect(await card.textContent()).toContain('nothing was changed');
    expect(await routineExists(evenings!)).toBe(200);

    sim.script('mistral', toolCall('deleteUserRoutine', { id: weekends }), text(['Weekends is deleted.']));
    await send(page, 'Delete my Weekends routine');
    const second = page.getByTestId('approval-card').last();
    await second.filter({ hasText: "Delete the routine 'Weekends'" }).waitFor();
    await second.getByRole('button', { name: 'Approve' }).click();
    await page.locator('[data-testid="assistant-message"][data-state="done"]', { hasText: 'Weekends is deleted.' }).waitFor();
    expect(await second.getAttribute('data-state')).toBe('approved');
    expect(await lastAssistant(page).getByTestId('tool-card').getAttribute('data-ok')).toBe('true');
    expect(await routineExists(weekends!)).toBe(404);
  });

  it('when the whole chain fails, the bubble is rolled back and the typed text is back in the composer', async () => {
    sim.script('mistral', quota429());
    const bubbles = await page.getByTestId('user-message').count();
    await send(page, 'Plan my week');
    await page.locator('[role="alert"][data-code="AI_UNAVAILABLE"]').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe('Plan my week');
    expect(await page.getByTestId('user-message').count()).toBe(bubbles);
    // It was there (optimistically) before it was rolled back.
    const seen = (await chatHistory(page)).some((s) => s.some(([id, t]) => id === 'user-message' && t === 'Plan my week'));
    expect(seen).toBe(true);
    // Every provider is cooling and the server said until when: a countdown, not a generic failure.
    const countdown = page.getByTestId('countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/Back in [45]:\d\d\./);
    const first = Number(await countdown.getAttribute('data-seconds'));
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds')), { timeout: 5000 }).toBeLessThan(first);
    await page.getByLabel('Message').fill('');
  });

  it('a connection cut mid-answer is resumed from the last event seen: the whole answer, each word once, and the model under it', async () => {
    const words = Array.from({ length: 24 }, (_, i) => `n${i + 1} `);
    sim.script('mistral', delayed(text(words), { betweenChunksMs: 40 }));
    // The network cuts the first stream after its sixth event (a tunnel, a proxy timeout).
    const pattern = '**/ai/agent/chats/*/stream';
    let cut = false;
    await page.route(pattern, async (route) => {
      if (cut || route.request().method() !== 'POST') return route.continue();
      cut = true;
      const response = await route.fetch();
      const events = (await response.text()).split('\n\n').filter((e) => e.startsWith('id:'));
      await route.fulfill({ response, body: events.slice(0, 6).map((e) => `${e}\n\n`).join('') });
    });
    const resumed = page.waitForRequest((r) => /\/turns\/trn_[0-9A-Z]+\/stream$/.test(r.url()));
    await send(page, 'Count while my train goes through a tunnel');
    const request = await resumed;
    await page.unroute(pattern);
    expect(request.headers()['last-event-id']).toBe('6');
    const answer = lastAssistant(page);
    await page.locator('[data-testid="assistant-message"][data-state="done"]', { hasText: 'n24' }).waitFor();
    expect((await answer.locator('.text').allTextContents()).join('')).toBe(words.join(''));
    expect(await answer.getByTestId('served-by').textContent()).toBe('mistral-small-latest');
  });

  it('a reload mid-answer comes back to the same chat and follows the answer to its end', async () => {
    const words = Array.from({ length: 20 }, (_, i) => `r${i + 1} `);
    sim.script('mistral', delayed(text(words), { betweenChunksMs: 150 }));
    await send(page, 'Tell me twenty things');
    await page.locator('[data-testid="assistant-message"][data-state="streaming"]', { hasText: 'r2' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    const answer = lastAssistant(page);
    await page.locator('[data-testid="assistant-message"][data-state="done"]', { hasText: 'r20' }).waitFor({ timeout: 15_000 });
    expect((await answer.locator('.text').allTextContents()).join('')).toBe(words.join(''));
    expect(await page.getByTestId('user-message').last().textContent()).toBe('Tell me twenty things');
  });

  it('logging out mid-answer aborts the stream and leaves the signed-in shell', async () => {
    sim.script('mistral', delayed(text(Array.from({ length: 20 }, (_, i) => `v${i + 1} `)), { betweenChunksMs: 200 }));
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/stream'));
    await send(page, 'Tell me a long story');
    await page.locator('[data-testid="assistant-message"][data-state="streaming"]', { hasText: 'v1' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
    // A browser that has held a session opens on the sign-in form (issue 49).
    await page.getByRole('tab', { name: 'Log in', selected: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Assistant' }).count()).toBe(0);
    // Logout cancelled the running turn on the server: the model call was cut, not left running.
    await waitFor(() => providerCallFor('Tell me a long story')?.abortedByClient, Boolean, 'the model call aborted');
  });
});

describe('two tabs of one session', () => {
  it('refresh together after their access token expired: serialised across tabs, both stay signed in with the same tokens', async () => {
    const { page: tabA } = await openApp(rt.url);
    await signUpAndFinishTutorial(tabA, 'Tabs');
    const tabB = await tabA.context().newPage();
    tabB.setDefaultTimeout(10_000);
    await tabB.goto(`${rt.url}/#/habits`);
    await tabB.getByText('No habits yet').waitFor();
    const refreshes: number[] = [];
    tabA.context().on('response', (r) => {
      if (r.url().endsWith('/auth/refresh')) refreshes.push(r.status());
    });
    // Both tabs hold an access token the server refuses (as after 15 minutes), one refresh token.
    await tabA.evaluate(`(() => {
      const t = JSON.parse(localStorage.getItem('beyou.tokens'));
      localStorage.setItem('beyou.tokens', JSON.stringify({ ...t, accessToken: 'expired.access.token' }));
    })()`);
    await Promise.all([tabA.reload(), tabB.reload()]);
    await Promise.all([tabA.getByText('No habits yet').waitFor(), tabB.getByText('No habits yet').waitFor()]);
    // Serialised by navigator.locks with storage re-read first (one refresh, tests/web); when
    // Chromium has not yet shown one tab's storage write to the other, the second refresh is a
    // repeat within the server's grace window and gets the same successor: never a sign-out.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((s) => s === 200)).toBe(true);
    const stored = await Promise.all([tabA, tabB].map((t) => t.evaluate("JSON.parse(localStorage.getItem('beyou.tokens')).refreshToken")));
    expect(stored[0]).toBe(stored[1]);
    for (const tab of [tabA, tabB]) expect(await tab.getByRole('button', { name: 'Log out' }).count()).toBe(1);
  });
});

describe('web client with no provider key (the newcomer after `npm start`)', () => {
  it('says the offline simulator is answering; the simulator creates the habit, writes the briefing and answers the study room, each announced', async () => {
    const offline = await startRuntime(runtimeEnv({}));
    runtimes.push(offline);
    const { page } = await openApp(offline.url);
    await signUpAndFinishTutorial(page, 'Newcomer');
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    await page.getByTestId('offline-banner').waitFor();
    await send(page, 'create a habit called Walk');
    await page.getByTestId('tool-card').filter({ hasText: 'Create habit' }).waitFor();
    await page.locator('[data-page="habits"] li', { hasText: 'Walk' }).waitFor();
    await lastAssistant(page).filter({ hasText: 'Done: "Walk" is created. (offline simulator)' }).waitFor();
    await page.getByRole('button', { name: 'Close assistant' }).click();

    // Today: the new habit gets a place in the day, is checked, and the briefing's prose comes
    // from the simulator too, saying so (its narrator answer, core/ai/chain/sim-structured.ts).
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await page.getByRole('button', { name: /^Make a list of my habit for / }).click();
    await page.getByRole('button', { name: 'Check Walk', exact: true }).click();
    await page.getByTestId('today-status').filter({ hasText: /^Checked “Walk”: \+\d+ XP\./ }).waitFor();
    await page.reload();
    await page.locator('[data-testid="briefing"][data-prose="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('briefing-prose').textContent()).toContain('Offline simulator: no AI model is writing this briefing');

    // The study room: the simulator quotes the first passage as [1]; its quiz is answerable.
    await page.getByRole('link', { name: 'Notebook', exact: true }).click();
    await page.getByLabel('New topic').fill('Walking');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await page.getByLabel('Note', { exact: true }).fill('Walking lowers blood pressure. It also clears the head.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.locator('[data-testid="block"][data-type="text"]').waitFor();
    await page.getByRole('link', { name: 'Study room', exact: true }).click();
    await page.getByLabel('Your question').fill('What does walking do?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('Offline simulator, no AI model is answering');
    await answer.getByTestId('citation').first().hover();
    await answer.getByTestId('citation-tip').first().filter({ hasText: 'Walking lowers blood pressure.' }).waitFor();
    await page.getByRole('button', { name: 'Quiz', exact: true }).click();
    const quiz = page.getByTestId('quiz');
    await quiz.waitFor();
    for (let i = 0; i < 8; i++) await quiz.locator('fieldset').nth(i).getByRole('radio', { name: 'Passage 1' }).check();
    await quiz.getByRole('button', { name: 'Check my answers' }).click();
    await page.getByTestId('quiz-score').filter({ hasText: '8 of 8 right (100 %): passed, +20 XP.' }).waitFor();
  }, 90_000);
});
