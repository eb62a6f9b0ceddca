import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory, signUpFormOnly, signUpInPage, tokenOf } from '../support/browser';
import { json, rawText, startProviderSim, type ProviderSim } from '../support/provider-sim';

/**
 * The Ideas board and the setup wizard (issue 37), in headless Chromium against the `npm start`
 * runtime with the provider simulator as the only model: one runtime and one browser for the
 * file, a fresh person per journey. What is checked "exists once" is read back over the REST API.
 */
const SHOTS = resolve(process.env.WEB_E2E_SCREENSHOTS ?? join(tmpdir(), 'beyou-web-e2e'));
const envs = runtimeEnvFactory('beyou-ideas-onb');
let browser: Browser;
let sim: ProviderSim;
let rt: Runtime;

// Today's briefing also asks the model; it gets this whenever nothing is scripted.
const QUIET_BRIEFING = json({ todayLines: [], yesterdayLines: [] });

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  const [, provider] = await Promise.all([ensureWebBuild(), startProviderSim()]);
  sim = provider;
  const env = envs.env({
    AI_LLM_CHAIN_ORDER: 'mistral',
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    BRIEFING_WAIT_MS: '300',
    AUTH_SIGNIN_LIMIT: '1000',
    // The full board is filled over the API: 23 writes in a few seconds.
    LIMIT_WRITES_PER_MIN: '1000',
  });
  [rt, browser] = await Promise.all([startRuntime(env), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
}, 600_000);

beforeEach(() => {
  sim.reset();
  sim.setFallback(QUIET_BRIEFING);
});

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
  await sim?.close();
  envs.cleanup();
  vi.unstubAllEnvs();
});

type Rest = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

function restAs(token: string): Rest {
  return async (method, path, body) => {
    const res = await fetch(`${rt.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // The caller names the shape it reads (a test of its own, not the typed client).
    const out: any = res.status === 204 ? undefined : await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out;
  };
}

const names = async (rest: Rest, path: string) => (await rest<{ items: { name: string }[] }>('GET', `${path}?limit=100`)).items.map((i) => i.name).sort();
const status = (page: Page, id: string) => page.getByTestId(id);
const overflow = (page: Page) => page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;
async function shot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

/** A person just signed up: the wizard is what opens. */
async function newcomer(name: string) {
  const { page, requests } = await openApp(browser, rt.url);
  await signUpFormOnly(page, name);
  await page.getByRole('heading', { name: 'Set up Beyou' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/onboarding');
  return { page, requests, rest: restAs(await tokenOf(page)) };
}

// 256 characters, the last not a space: the accept route takes 256, a task name only 255.
const LONG_TASK = `${'Plan every step of the move to Lisbon, '.repeat(7).slice(0, 255)}!`;

describe('the setup wizard (O1–O4)', () => {
  it('opens for a new account, suggests from the story so far, and accepting twice creates each item once', async () => {
    const { page, rest } = await newcomer('Nina');
    await page.getByLabel('Tell Beyou about yourself').fill('I work from home and want to sleep better and study Portuguese');
    await page.getByLabel(/^Areas of your life/).fill('Health, Study');
    sim.script('mistral', json({ categories: [{ name: 'health', description: 'Body and rest', icon: '💪' }, { name: 'Study', description: 'Portuguese' }] }));
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Keep Health' }).waitFor();
    expect(JSON.stringify(sim.requests('mistral')[0]!.body)).toContain('study Portuguese');
    expect(await page.getByTestId('suggestion').count()).toBe(2);

    // Step 1 saved, then step 2 suggests with the categories it kept (the story so far).
    sim.script(
      'mistral',
      json({
        habits: [{ name: 'Sleep by 23:00', category: 'Health', importance: 4, difficulty: 2 }, { name: 'Stretch', category: 'Health' }],
        tasks: [{ name: 'Buy a grammar book', category: 'Study' }, { name: LONG_TASK, category: 'Study' }],
      }),
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => status(page, 'wizard-status').textContent()).toBe('Saved: 2 new, 0 already there.');
    await page.getByRole('checkbox', { name: 'Keep Stretch' }).waitFor();
    const second = JSON.stringify(sim.requests('mistral')[1]!.body);
    expect(second).toContain('study Portuguese');
    expect(second).toContain('Health');

    // Drop one, keep one the server will refuse: the refusal names it, says why, lists what is saved.
    await page.getByRole('checkbox', { name: 'Keep Stretch' }).uncheck();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const refused = page.getByTestId('save-refused');
    await refused.waitFor();
    expect(await refused.getByRole('heading').first().textContent()).toBe(`Could not save task “${LONG_TASK}”`);
    expect(await refused.textContent()).toContain('The server said:');
    expect(await refused.textContent()).toContain('This is not the AI');
    expect(await page.getByTestId('ai-unavailable').count()).toBe(0);
    const savedList = () => refused.getByTestId('saved-list').locator('li').allTextContents();
    expect(await savedList()).toEqual(['category Health', 'category Study', 'habit Sleep by 23:00', 'task Buy a grammar book']);

    // "Try again" as it is: refused again, nothing written twice.
    const retried = page.waitForResponse((r) => r.url().endsWith('/ai/onboarding/accept'));
    await refused.getByRole('button', { name: 'Try again' }).click();
    expect((await retried).status()).toBe(400);
    await expect.poll(() => refused.getAttribute('data-code')).toBe('VALIDATION_FAILED');
    await expect.poll(savedList).toEqual(['category Health', 'category Study', 'habit Sleep by 23:00', 'task Buy a grammar book']);
    // Untick the refused task and try again: what is already saved is skipped, not copied.
    await page.getByRole('checkbox', { name: `Keep ${LONG_TASK}` }).uncheck();
    sim.script(
      'mistral',
      json({
        name: 'Weekdays',
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        sections: [{ name: 'Evening', startTime: '21:00', endTime: '23:00', items: [{ name: 'Sleep by 23:00', kind: 'habit', startTime: '22:45', endTime: '23:00' }, { name: 'Pack tomorrow’s bag', kind: 'task', startTime: '21:30', endTime: '21:45' }] }],
      }),
    );
    await refused.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => status(page, 'wizard-status').textContent()).toBe('Saved: 0 new, 2 already there.');
    await page.getByRole('heading', { name: 'Routine', exact: true }).waitFor();
    expect(await names(rest, '/habits')).toEqual(['Sleep by 23:00']);
    expect(await names(rest, '/tasks')).toEqual(['Buy a grammar book']);

    // Step 3: the routine; its new item is made with it.
    await page.getByRole('checkbox', { name: 'Keep Pack tomorrow’s bag' }).waitFor();
    await shot(page, 'onboarding.png');
    sim.script('mistral', json({ goals: [{ name: 'Read 3 books in Portuguese', targetValue: 3, unit: 'books', term: 'MEDIUM', durationDays: 90, category: 'Study' }] }));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => status(page, 'wizard-status').textContent()).toBe('Saved: 2 new, 1 already there.');
    await page.getByRole('checkbox', { name: 'Keep Read 3 books in Portuguese' }).waitFor();

    // Accept the routine a second time (Back, then save again): everything is already there.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('checkbox', { name: 'Keep Pack tomorrow’s bag' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => status(page, 'wizard-status').textContent()).toBe('Saved: 0 new, 3 already there.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByTestId('wizard-done').waitFor();
    expect(sim.requestCount('mistral')).toBe(4); // one call per step, going back asked nothing again

    expect(await names(rest, '/categories')).toEqual(['Health', 'Study']);
    expect(await names(rest, '/habits')).toEqual(['Sleep by 23:00']);
    expect(await names(rest, '/tasks')).toEqual(['Buy a grammar book', 'Pack tomorrow’s bag']);
    expect(await names(rest, '/routines')).toEqual(['Weekdays']);
    expect(await names(rest, '/goals')).toEqual(['Read 3 books in Portuguese']);

    // Finishing marks the setup done on the server: Today, the assistant, and no wizard after a reload.
    const briefing = page.waitForResponse((r) => new URL(r.url()).pathname === '/daily-briefing');
    await page.getByRole('button', { name: 'Go to Today' }).click();
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ask Beyou' }).waitFor();
    await briefing;
    await page.goto(rt.url);
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect((await rest<{ tutorialCompleted: boolean }>('GET', '/me/configuration')).tutorialCompleted).toBe(true);
    await page.context().close();
  });

  it('a failed suggestion call shows the AI-unavailable copy; "Try again" asks again; skipping lands on Today for good', async () => {
    const { page, rest } = await newcomer('Rui');
    await page.getByLabel(/^Areas of your life/).fill('Work');
    sim.script('mistral', rawText('Sure! Work harder.'), rawText('Still not JSON'));
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    const unavailable = page.getByTestId('ai-unavailable');
    await unavailable.waitFor();
    expect(await unavailable.getAttribute('data-code')).toBe('AI_UNAVAILABLE');
    expect(await unavailable.textContent()).toContain('Suggestions are unavailable right now');
    expect(await page.getByTestId('save-refused').count()).toBe(0);

    sim.script('mistral', json({ categories: [{ name: 'Work', description: 'Deep work' }] }));
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('checkbox', { name: 'Keep Work' }).waitFor();
    expect(await unavailable.count()).toBe(0);

    const saved = page.waitForResponse((r) => r.url().endsWith('/me/configuration') && r.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Skip setup' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ask Beyou' }).waitFor();
    expect(await names(rest, '/categories')).toEqual([]); // skipping saved nothing
    await page.goto(rt.url);
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    expect(await page.locator('[data-page="onboarding"]').count()).toBe(0);

    // Reopened by its link (Settings links it): the wizard is there for an account already set up.
    await page.goto(`${rt.url}/#/onboarding`);
    await page.getByRole('heading', { name: 'Set up Beyou' }).waitFor();
    await page.context().close();
  });
});

describe('the Ideas board (D8)', () => {
  let page: Page;
  let rest: Rest;
  const note = (text: string) => page.locator(`[data-testid="idea-note"][data-note="${text}"]`);
  const cellOf = async (text: string) => {
    const notes = (await rest<{ items: { text: string; cell: { row: number; col: number } | null }[] }>('GET', '/quick-notes')).items;
    return notes.find((n) => n.text === text)?.cell;
  };

  it('adds notes in the first free cell, edits text and colour, moves one by keyboard, archives and restores', async () => {
    ({ page } = await openApp(browser, rt.url));
    await signUpInPage(page, 'Ida');
    rest = restAs(await tokenOf(page));
    await page.getByRole('link', { name: 'Ideas', exact: true }).click();
    await page.getByText('No ideas on the board yet').waitFor();
    expect(await page.getByTestId('idea-board').locator('.idea-cell').count()).toBe(24); // 4 × 6, from the server

    const form = page.getByRole('form', { name: 'New note' });
    for (const [text, colour] of [['Call grandma', 'yellow'], ['Buy stamps', 'pink'], ['Learn to juggle', 'green']] as const) {
      await form.getByLabel('New note').fill(text);
      await form.getByLabel('Colour').selectOption(colour);
      await form.getByRole('button', { name: 'Add note' }).click();
      await note(text).waitFor();
    }
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('Added “Learn to juggle” at row 1, column 3.');
    expect(await cellOf('Buy stamps')).toEqual({ row: 0, col: 1 });
    expect(await note('Buy stamps').getAttribute('data-colour')).toBe('pink');

    // Edit: select the note, change its words and colour.
    await note('Call grandma').click();
    const tools = page.getByTestId('idea-tools');
    await tools.getByLabel('Note text').fill('Call grandma on Sunday');
    await tools.getByLabel('Colour').selectOption('blue');
    await tools.getByRole('button', { name: 'Save' }).click();
    await note('Call grandma on Sunday').waitFor();
    expect(await note('Call grandma on Sunday').getAttribute('data-colour')).toBe('blue');

    // Move by keyboard only: "Move", then the free cell's own button.
    await tools.getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    const target = page.getByRole('button', { name: 'Move here: row 2, column 3' });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('Moved “Call grandma on Sunday” to row 2, column 3.');
    expect(await cellOf('Call grandma on Sunday')).toEqual({ row: 1, col: 2 });
    expect(await note('Call grandma on Sunday').locator('..').getAttribute('data-row')).toBe('2');
    expect(await page.getByRole('button', { name: /^Move here/ }).count()).toBe(0);

    // A new note takes the first free cell, the one the move freed (the server's rule).
    await form.getByLabel('New note').fill('Water the plants');
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('Added “Water the plants” at row 1, column 1.');

    await note('Buy stamps').click();
    await tools.getByRole('button', { name: 'Archive' }).click();
    await page.locator('[data-testid="archived-note"][data-note="Buy stamps"]').waitFor();
    expect(await note('Buy stamps').count()).toBe(0);
    expect(await cellOf('Buy stamps')).toBeUndefined(); // the board's list leaves archived notes out
    await page.getByRole('button', { name: 'Restore Buy stamps' }).click();
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('Restored “Buy stamps” to row 1, column 2.');
    await shot(page, 'ideas.png');
  });

  it('converts a note to a task and one to a habit; deleting asks first', async () => {
    await note('Call grandma on Sunday').click();
    const tools = page.getByTestId('idea-tools');
    await tools.getByRole('button', { name: 'Make it a task' }).click();
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('“Call grandma on Sunday” is now a task.');
    expect(await page.getByRole('link', { name: 'Open Tasks →' }).getAttribute('href')).toBe('#/tasks');
    expect(await names(rest, '/tasks')).toEqual(['Call grandma on Sunday']);
    expect(await note('Call grandma on Sunday').count()).toBe(0);

    await note('Learn to juggle').click();
    await tools.getByRole('button', { name: 'Make it a habit' }).click();
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('“Learn to juggle” is now a habit.');
    expect(await names(rest, '/habits')).toEqual(['Learn to juggle']);
    expect(await cellOf('Learn to juggle')).toBeUndefined();

    // The note went away behind the page's back (another tab): the habit made for it is taken back.
    await page.getByRole('form', { name: 'New note' }).getByLabel('New note').fill('Practise scales');
    await page.getByRole('form', { name: 'New note' }).getByRole('button', { name: 'Add note' }).click();
    await note('Practise scales').waitFor();
    const gone = (await rest<{ items: { id: string; text: string }[] }>('GET', '/quick-notes')).items.find((n) => n.text === 'Practise scales')!;
    await rest('DELETE', `/quick-notes/${gone.id}`);
    await note('Practise scales').click();
    await tools.getByRole('button', { name: 'Make it a habit' }).click();
    await page.locator('[data-page="quickNotes"] .error[data-code="NOT_FOUND"]').waitFor();
    await expect.poll(() => note('Practise scales').count()).toBe(0); // the board read again
    expect(await names(rest, '/habits')).toEqual(['Learn to juggle']);

    await note('Water the plants').click();
    await tools.getByRole('button', { name: 'Delete' }).click();
    const ask = tools.getByRole('group', { name: 'Delete “Water the plants” for good?' });
    await ask.waitFor();
    expect(await note('Water the plants').count()).toBe(1); // nothing happened yet
    await ask.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => status(page, 'ideas-status').textContent()).toBe('Deleted “Water the plants”.');
    expect(await cellOf('Water the plants')).toBeUndefined();
  });

  it('a full board says so and offers archiving, whether the page knew it was full or the server said BOARD_FULL', async () => {
    // Filled behind the page's back (another tab, the assistant): 1 note is on it, 23 more.
    for (let i = 1; i <= 23; i++) await rest('POST', '/quick-notes', { text: `Idea ${i}` });
    const form = page.getByRole('form', { name: 'New note' });
    await form.getByLabel('New note').fill('One too many');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/quick-notes' && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Add note' }).click();
    const res = await refused;
    expect(res.status()).toBe(409);
    expect((await res.json()).error.code).toBe('BOARD_FULL');
    const full = page.getByTestId('board-full');
    await full.waitFor();
    expect(await full.textContent()).toContain('All 24 cells hold a note');
    await expect.poll(() => page.locator('[data-testid="idea-note"]').count()).toBe(24);
    expect(await form.getByRole('button', { name: 'Add note' }).isDisabled()).toBe(true);

    // Reloaded, the page knows it from the board itself.
    await page.reload();
    await full.waitFor();
    await full.getByLabel('Note to archive').selectOption({ label: 'Idea 7' });
    await full.getByRole('button', { name: 'Archive to make room' }).click();
    await page.locator('[data-testid="archived-note"][data-note="Idea 7"]').waitFor();
    await expect.poll(() => full.count()).toBe(0);
    await form.getByLabel('New note').fill('One too many');
    await form.getByRole('button', { name: 'Add note' }).click();
    await note('One too many').waitFor();
  });

  it('at 375 px neither page scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto(`${rt.url}/#/ideas`);
    await note('One too many').waitFor();
    await note('One too many').click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.goto(`${rt.url}/#/onboarding`);
    await page.getByRole('heading', { name: 'Set up Beyou' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel(/^Areas of your life/).fill('Health, Study');
    sim.script('mistral', json({ categories: [{ name: 'Health' }, { name: 'Study' }] }));
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Keep Study' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Categories skipped: habits and tasks for the areas named, long names wrap.
    sim.script(
      'mistral',
      json({ habits: [{ name: 'A habit with a rather long name that has to wrap on a phone screen', category: 'Health' }], tasks: [{ name: 'Book a check-up', category: 'Health' }] }),
    );
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.getByRole('checkbox', { name: 'Keep Book a check-up' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
