import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { weekdayOf } from '../../web/src/dates';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory, signUpInPage, tokenOf } from '../support/browser';

/**
 * Issue 37 (web-manage): a new person sets up their day by hand, without the assistant — a
 * category, a habit and a task in it (with the server's validation shown on the fields), a
 * routine with a section holding both, scheduled on today's weekday; Today shows it and pays
 * the check; the category's delete says what it releases. Same harness as web-pages.test.ts:
 * the `npm start` runtime, headless Chromium, every wait on a DOM condition or a response.
 */
const SHOTS = resolve(process.env.WEB_E2E_SCREENSHOTS ?? join(tmpdir(), 'beyou-web-e2e'));
const envs = runtimeEnvFactory('beyou-manage');
let browser: Browser;
let rt: Runtime;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  await ensureWebBuild();
  // The journey packs several minutes of clicking into seconds, all as one person: the per-user
  // read bucket (60 a minute) is raised as the sign-in limit is in web-pages.test.ts.
  const env = envs.env({ AUTH_SIGNIN_LIMIT: '1000', LIMIT_READS_PER_MIN: '600' });
  [rt, browser] = await Promise.all([startRuntime(env), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
  envs.cleanup();
  vi.unstubAllEnvs();
});

/** The REST API as the signed-in person: only to read what the page did. */
function restAs(token: string) {
  return async <T = any>(method: string, path: string): Promise<T> => {
    const res = await fetch(`${rt.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const out = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out as T;
  };
}

const go = async (page: Page, hash: string, heading: string) => {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
};
/** What sticks out on the right (printed when a page scrolls sideways, to say what to fix). */
const TOO_WIDE = `[...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > innerWidth).slice(0, 8).map((e) => e.tagName + '.' + e.className).join(' ')`;
async function shot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
}

describe('habits, tasks, categories and routines by hand', () => {
  let page: Page;
  let read: ReturnType<typeof restAs>;

  it('a category, then a habit and a task in it: the XP each check pays; a bad value is refused on its field', async () => {
    ({ page } = await openApp(browser, rt.url));
    await signUpInPage(page, 'Ana');
    read = restAs(await tokenOf(page));

    await go(page, '#/categories', 'Categories');
    await page.getByText('No categories yet.').waitFor();
    const newCategory = page.getByRole('form', { name: 'New category' });
    await newCategory.getByLabel('Category name').fill('Health');
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => page.getByTestId('categories-status').textContent()).toContain('Added “Health” at level 0.');
    await page.locator('[data-testid="category"][data-name="Health"]').waitFor();

    await go(page, '#/habits', 'Habits');
    await page.getByText(/^No habits yet\./).waitFor();
    const newHabit = page.getByRole('form', { name: 'New habit' });
    await newHabit.getByLabel('Habit name').fill('Read');
    await newHabit.getByLabel('Importance (1–5)').fill('2');
    await newHabit.getByLabel('Difficulty (1–5)').fill('3');
    await newHabit.getByRole('checkbox', { name: /Health/ }).check();
    expect(await newHabit.getByTestId('form-xp').textContent()).toBe('A check pays 25 XP');
    await newHabit.getByRole('button', { name: 'Add habit' }).click();
    await expect.poll(() => page.getByTestId('habits-status').textContent()).toContain('Added “Read”.');
    const habit = page.locator('[data-testid="habit"][data-name="Read"]');
    expect(await habit.getByTestId('habit-xp').textContent()).toBe('A check pays 25 XP');
    expect(await habit.textContent()).toContain('Health');

    // Edit with two bad values: the server refuses both, each on its own field.
    await page.getByRole('button', { name: 'Edit Read' }).click();
    const edit = page.getByRole('form', { name: 'Edit “Read”' });
    await edit.getByLabel('Habit name').fill('R');
    await edit.getByLabel('Importance (1–5)').fill('9');
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/habits/'));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    expect((await refused).status()).toBe(400);
    await edit.getByRole('alert').waitFor();
    expect(await edit.getByLabel('Habit name').getAttribute('aria-invalid')).toBe('true');
    expect(await edit.getByLabel('Importance (1–5)').getAttribute('aria-invalid')).toBe('true');
    expect(await edit.getByLabel('Difficulty (1–5)').getAttribute('aria-invalid')).toBeNull();
    expect(await edit.getByTestId('field-error').count()).toBe(2);
    await edit.getByLabel('Habit name').fill('Read a chapter');
    await edit.getByLabel('Importance (1–5)').fill('2');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByTestId('habits-status').textContent()).toBe('Saved “Read a chapter”.');
    await page.locator('[data-testid="habit"][data-name="Read a chapter"]').waitFor();

    await go(page, '#/tasks', 'Tasks');
    await page.getByText(/^No tasks yet\./).waitFor();
    const newTask = page.getByRole('form', { name: 'New task' });
    await newTask.getByLabel('Task name').fill('Book the dentist');
    await newTask.getByLabel('Importance (1–5)').fill('1');
    await newTask.getByLabel('Difficulty (1–5)').fill('1');
    expect(await newTask.getByTestId('form-xp').textContent()).toBe('A task with no category pays no XP: give it a category.');
    await newTask.getByRole('checkbox', { name: /Health/ }).check();
    expect(await newTask.getByTestId('form-xp').textContent()).toBe('A check pays 10 XP');
    await newTask.getByRole('button', { name: 'Add task' }).click();
    await expect.poll(() => page.getByTestId('tasks-status').textContent()).toContain('Added “Book the dentist”.');
    expect(await page.locator('[data-testid="task"][data-name="Book the dentist"]').getByTestId('task-xp').textContent()).toBe('A check pays 10 XP');
    await shot(page, 'tasks.png');
    await go(page, '#/habits', 'Habits');
    await page.locator('[data-testid="habit"][data-name="Read a chapter"]').waitFor();
    await shot(page, 'habits.png');
  });

  it("a routine with a section holding both, scheduled on today's weekday; a time outside the window is refused with the window", async () => {
    await go(page, '#/routines', 'Routines');
    await page.getByText(/^No routines yet\./).waitFor();
    const create = page.getByRole('form', { name: 'New routine' });
    await create.getByLabel('Routine name').fill('Weekdays');
    await create.getByRole('radio', { name: /^Daily/ }).check();
    await create.getByRole('button', { name: 'Create routine' }).click();
    const editor = page.getByTestId('routine-editor');
    await editor.getByRole('heading', { name: /^Weekdays/ }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/routines\/rtn_/);

    const addSection = editor.getByRole('form', { name: 'Add section' });
    await addSection.getByLabel('Section name').fill('Morning');
    await addSection.getByLabel('Start').fill('07:00');
    await addSection.getByLabel('End').fill('09:00');
    await addSection.getByRole('button', { name: 'Add section' }).click();
    const morning = editor.locator('[data-testid="routine-section"][data-name="Morning"]');
    await morning.waitFor();

    const addItem = morning.getByRole('form', { name: 'Add an item to Morning' });
    await addItem.getByLabel('Habit or task').selectOption({ label: 'Read a chapter' });
    await addItem.getByLabel('Start (optional)').fill('10:00');
    await addItem.getByLabel('End (optional)').fill('10:30');
    await addItem.getByRole('button', { name: 'Add item' }).click();
    const outside = addItem.getByTestId('field-error');
    await outside.waitFor();
    expect(await outside.textContent()).toContain('outside the section window 07:00–09:00');
    expect(await addItem.getByLabel('Start (optional)').getAttribute('aria-invalid')).toBe('true');

    await addItem.getByLabel('Start (optional)').fill('');
    await addItem.getByLabel('End (optional)').fill('');
    await addItem.getByLabel('Habit or task').selectOption({ label: 'Read a chapter' });
    await addItem.getByRole('button', { name: 'Add item' }).click();
    await morning.locator('[data-testid="routine-item"][data-name="Read a chapter"]').waitFor();
    await addItem.getByLabel('Habit or task').selectOption({ label: 'Book the dentist' });
    await addItem.getByLabel('Start (optional)').fill('08:00');
    await addItem.getByRole('button', { name: 'Add item' }).click();
    await morning.locator('[data-testid="routine-item"][data-name="Book the dentist"]').waitFor();

    // Reorder by button: the task first, as the server stores it.
    await morning.getByRole('button', { name: 'Move Book the dentist up' }).click();
    await expect.poll(() => morning.getByTestId('routine-item').first().getAttribute('data-name')).toBe('Book the dentist');
    const routines = await read<{ items: { name: string; sections: { items: { name: string; startTime: string }[] }[] }[] }>('GET', '/routines');
    expect(routines.items[0]!.sections[0]!.items.map((i) => [i.name, i.startTime])).toEqual([
      ['Book the dentist', '08:00'],
      ['Read a chapter', '07:00'],
    ]);

    // Today's weekday as the server counts it (the person's time zone).
    const today = await read<{ date: string }>('GET', '/today');
    const weekday = weekdayOf(today.date);
    const dayName = weekday.charAt(0) + weekday.slice(1).toLowerCase();
    const schedule = editor.getByTestId('schedule');
    await schedule.getByRole('checkbox', { name: `${dayName} (today)` }).check();
    await schedule.getByRole('button', { name: 'Save weekdays' }).click();
    await expect.poll(() => page.getByTestId('routines-status').textContent()).toBe(`“Weekdays” applies on ${dayName}. Today it is on your Today page.`);
    await page.locator('[data-testid="routine"][data-name="Weekdays"]').getByText(dayName.slice(0, 3)).waitFor();
    await shot(page, 'routines.png');
  });

  it('the list kind: a flat list of items, no times', async () => {
    const create = page.getByRole('form', { name: 'New routine' });
    await create.getByLabel('Routine name').fill('Errands');
    await create.getByRole('radio', { name: /^List/ }).check();
    await create.getByRole('button', { name: 'Create routine' }).click();
    const editor = page.locator('[data-testid="routine-editor"][data-type="LIST"]');
    await editor.getByRole('heading', { name: /^Errands/ }).waitFor();
    const add = editor.getByRole('form', { name: 'Add item' });
    expect(await add.getByLabel('Start (optional)').count()).toBe(0);
    await add.getByLabel('Habit or task').selectOption({ label: 'Book the dentist' });
    await add.getByRole('button', { name: 'Add item' }).click();
    await editor.locator('[data-testid="routine-item"][data-name="Book the dentist"]').waitFor();
    await editor.getByRole('button', { name: 'Remove Book the dentist' }).click();
    await editor.getByText('Nothing here yet: add a habit or a task below.').waitFor();
  });

  it('Today shows the new routine at once; checking the habit pays its XP', async () => {
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Check Read a chapter', exact: true }).click();
    await expect.poll(() => page.getByTestId('today-status').textContent()).toMatch(/^Checked “Read a chapter”: \+25 XP\./);
    expect(await page.getByTestId('xp-today').textContent()).toBe('XP today: 25');
  });

  it('deleting a category asks first and says what it releases; then it is gone and the habit and task stay', async () => {
    await go(page, '#/categories', 'Categories');
    const health = page.locator('[data-testid="category"][data-name="Health"]');
    await expect.poll(() => health.getByTestId('category-users').textContent()).toBe('Used by habit “Read a chapter”, task “Book the dentist”');
    // The check paid the category too.
    expect(await health.getByTestId('category-level').textContent()).toBe('Level 0 · 25 XP');
    await shot(page, 'categories.png');
    await health.getByRole('button', { name: 'Delete' }).click();
    const ask = health.getByRole('group', { name: /^Delete “Health”\?/ });
    await ask.waitFor();
    expect(await ask.getAttribute('aria-label')).toBe(
      'Delete “Health”? It is taken off habit “Read a chapter”, task “Book the dentist”, which stay without it; its 25 XP (level 0) go with it.',
    );
    expect((await read<{ items: unknown[] }>('GET', '/categories')).items).toHaveLength(1); // nothing happened yet
    await ask.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => page.getByTestId('categories-status').textContent()).toBe('Deleted “Health” and took it off 2 items.');
    await page.getByText('No categories yet.').waitFor();
    const habits = await read<{ items: { name: string; categoryIds: string[] }[] }>('GET', '/habits');
    expect(habits.items.map((h) => [h.name, h.categoryIds])).toEqual([['Read a chapter', []]]);
  });

  it('at 375 px none of these pages scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    const routineHash = new URL(page.url()).hash.startsWith('#/routines/') ? new URL(page.url()).hash : '#/routines';
    for (const [hash, heading] of [
      ['#/habits', 'Habits'],
      ['#/tasks', 'Tasks'],
      ['#/categories', 'Categories'],
      ['#/routines', 'Routines'],
      [routineHash, 'Routines'],
    ] as const) {
      await go(page, hash, heading);
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      if (overflow > 0) console.log(hash, 'too wide:', await page.evaluate(TOO_WIDE));
      expect(overflow, hash).toBeLessThanOrEqual(0);
    }
    // The daily routine's editor (sections, items, weekdays) is the widest of them.
    await page.getByRole('link', { name: 'Open Weekdays' }).click();
    await page.locator('[data-testid="routine-editor"][data-type="DAILY"]').waitFor();
    expect((await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number).toBeLessThanOrEqual(0);
  });
});
