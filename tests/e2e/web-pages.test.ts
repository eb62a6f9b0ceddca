import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory, signUpInPage, tokenOf } from '../support/browser';
import { makePdf } from '../support/pdf';
import { delayed, json, startProviderSim, text, toolCall, type ProviderSim } from '../support/provider-sim';

/**
 * One journey per page of the web client (issue "[web] The web client a person can live in"),
 * in headless Chromium against the `npm start` runtime with the provider simulator as the
 * model: ONE runtime and ONE browser for the file, a fresh person per journey. Data a person
 * would have made earlier (a routine, a study cycle) is arranged over the REST API; everything
 * the journey is about happens in the page. Every wait is for a DOM condition or a response.
 */
const SHOTS = resolve(process.env.WEB_E2E_SCREENSHOTS ?? join(tmpdir(), 'beyou-web-e2e'));
const envs = runtimeEnvFactory('beyou-pages');
let browser: Browser;
let sim: ProviderSim;
let rt: Runtime;

beforeAll(async () => {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
  const [, provider] = await Promise.all([ensureWebBuild(), startProviderSim()]);
  sim = provider;
  const env = envs.env({
    AI_LLM_CHAIN_ORDER: 'mistral',
    MISTRAL_API_KEY: 'k',
    MISTRAL_BASE_URL: sim.baseUrl('mistral'),
    // The briefing answers PENDING after 0.3 s (a real option, B4), so the poll is what brings the prose.
    BRIEFING_WAIT_MS: '300',
    // A fresh person per journey, all from 127.0.0.1.
    AUTH_SIGNIN_LIMIT: '1000',
  });
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

/** The REST API as the signed-in person (arranging what they made before the journey). */
function restAs(token: string) {
  return async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${rt.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const out = res.status === 204 ? undefined : await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
    return out as T;
  };
}

async function person(name: string, opts: Parameters<typeof openApp>[2] = {}) {
  const { page, requests } = await openApp(browser, rt.url, opts);
  await signUpInPage(page, name);
  return { page, requests, rest: restAs(await tokenOf(page)) };
}

const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A routine on every day holding these habits; returns their entries' group ids by name. */
async function routineOf(rest: ReturnType<typeof restAs>, habits: { name: string; importance: number; difficulty: number }[]) {
  const made = await Promise.all(habits.map((h) => rest<{ id: string }>('POST', '/habits', h)));
  const routine = await rest<{ id: string }>('POST', '/routines', {
    name: 'Every day',
    sections: [{ name: 'Morning', startTime: '00:00', endTime: '23:59', items: made.map((h) => ({ type: 'habit', id: h.id })) }],
  });
  await rest('POST', '/schedules', { routineId: routine.id, days: ALL_DAYS });
  const today = await rest<{ entries: { groupId: string; name: string }[] }>('GET', '/today');
  return new Map(today.entries.map((e) => [e.name, e.groupId]));
}

/** A drawn diagram is an image of Mermaid's SVG: it loaded (has a size), and what it says. */
async function drawnText(img: Locator): Promise<string> {
  await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  const src = (await img.getAttribute('src'))!;
  expect(src.startsWith('data:image/svg+xml')).toBe(true);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}
const status = (page: Page, id: string) => page.getByTestId(id);
async function shot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SHOTS, name), fullPage: false });
}

describe('Today', () => {
  let page: Page;
  let requests: string[];

  it('the briefing shows its numbers at once, answers PENDING, and the poll brings the prose', async () => {
    let rest;
    ({ page, requests, rest } = await person('Tia'));
    await routineOf(rest, [
      { name: 'Read', importance: 2, difficulty: 3 },
      { name: 'Stretch', importance: 1, difficulty: 1 },
    ]);
    // The narrator answers after the GET stopped waiting (0.3 s): PENDING first, prose later.
    sim.script('mistral', delayed(json({ todayLines: ['Reading is the habit to keep going today.'], yesterdayLines: [] }), { firstByteMs: 2500 }));
    const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/daily-briefing');
    requests.length = 0;
    await page.reload();
    expect((await (await first).json()).narrative.status).toBe('PENDING');
    const card = page.getByTestId('briefing');
    await expect.poll(() => page.getByTestId('briefing-numbers').textContent()).toContain('2 scheduled');
    expect(await card.getAttribute('data-prose')).toBe('writing');
    await page.locator('[data-testid="briefing"][data-prose="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('briefing-prose').textContent()).toContain('Reading is the habit to keep going today.');
    expect(requests).toContain('/daily-briefing/narrative');
    expect(requests.filter((p) => p === '/daily-briefing')).toHaveLength(1);
  });

  it('check and skip by group id: the XP each moved and the streak after it', async () => {
    await page.getByRole('button', { name: 'Check Read', exact: true }).click();
    await expect.poll(() => status(page, 'today-status').textContent()).toMatch(/^Checked “Read”: \+25 XP\. Streak: 1 day/);
    expect(await page.getByTestId('xp-today').textContent()).toBe('XP today: 25');
    expect(await page.getByRole('button', { name: 'Uncheck Read' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-testid="today-entry"][data-status="checked"] [data-testid="entry-xp"]').textContent()).toBe('paid 25 XP');
    expect(await page.locator('[data-testid="today-entry"][data-status="open"] [data-testid="entry-xp"]').textContent()).toBe('pays 10 XP');
    // By keyboard: the skip is a button like any other.
    await page.getByRole('button', { name: 'Skip Stretch', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page, 'today-status').textContent()).toContain('Skipped “Stretch”: no XP, and a skip never breaks a streak.');
    await page.getByRole('button', { name: 'Unskip Stretch' }).waitFor();
    await expect.poll(() => page.getByTestId('streak').textContent()).toContain('Streak: 1 day');
    await page.getByRole('button', { name: 'Finish tutorial' }).click();
    await page.getByRole('button', { name: 'Ask Beyou' }).waitFor();
    await shot(page, 'today.png');

    await page.getByRole('button', { name: 'Uncheck Read' }).click();
    await expect.poll(() => status(page, 'today-status').textContent()).toContain('Unchecked “Read”: 25 XP taken back.');
    await expect.poll(() => page.getByTestId('xp-today').textContent()).toBe('XP today: 0');
  });

  it('the briefing is seen once a day: dismissed, it stays closed after a reload and is not asked for again', async () => {
    const seen = page.waitForResponse((r) => r.url().endsWith('/daily-briefing/seen'));
    await page.getByRole('button', { name: 'Got it' }).click();
    expect((await seen).status()).toBe(204);
    requests.length = 0;
    await page.reload();
    await page.getByRole('button', { name: 'Show today’s briefing' }).waitFor();
    await page.getByTestId('today-entry').first().waitFor();
    expect(requests).not.toContain('/daily-briefing');
  });
});

describe('Goals', () => {
  it('a tree with progress bars; +1 moves the bar; completing a sub-goal asks first, then pays XP', async () => {
    const { page } = await person('Gil');
    await page.getByRole('link', { name: 'Goals', exact: true }).click();
    await page.getByText('No goals yet').waitFor();
    const form = page.getByRole('form', { name: 'New goal' });
    await form.getByLabel('Goal name').fill('Read 12 books');
    await form.getByLabel('Target').fill('12');
    await form.getByLabel('Unit').fill('books');
    await form.getByRole('button', { name: 'Add goal' }).click();
    const parent = page.locator('[data-testid="goal"][data-goal="Read 12 books"]');
    await parent.waitFor();
    const parentRow = parent.locator(':scope > .goal-row');
    expect(await parentRow.getByTestId('goal-value').textContent()).toBe('0 / 12 books');

    await page.getByRole('button', { name: 'Add a goal under Read 12 books' }).click();
    await expect.poll(() => form.getByLabel('Goal name').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await form.getByLabel('Goal name').fill('Read Dune');
    await form.getByLabel('Target').fill('1');
    await form.getByRole('button', { name: 'Add goal' }).click();
    const child = parent.locator('.goal-children [data-testid="goal"][data-goal="Read Dune"]');
    await child.waitFor();

    await page.getByRole('button', { name: 'Increase Read 12 books' }).click();
    await expect.poll(() => parentRow.getByTestId('goal-value').textContent()).toBe('1 / 12 books');
    expect(await parentRow.getByRole('progressbar', { name: 'Read 12 books progress' }).getAttribute('value')).toBe('1');
    expect(await parent.getAttribute('data-status')).toBe('IN_PROGRESS');

    const childRow = child.locator(':scope > .goal-row');
    await childRow.getByRole('button', { name: 'Complete', exact: true }).click();
    const ask = childRow.getByRole('group', { name: 'Complete “Read Dune”? It pays its XP now.' });
    await ask.waitFor();
    expect(await child.getAttribute('data-status')).toBe('NOT_STARTED'); // nothing happened yet
    expect(await ask.getByRole('button', { name: 'Yes, complete' }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await ask.getByRole('button', { name: 'Yes, complete' }).click();
    await expect.poll(() => status(page, 'goals-status').textContent()).toMatch(/^Completed “Read Dune”: \+\d+ XP\.$/);
    await expect.poll(() => child.getAttribute('data-status')).toBe('COMPLETED');

    await page.getByRole('button', { name: 'Archive Read 12 books' }).click();
    await page.getByTestId('archived-goal').filter({ hasText: 'Read Dune' }).waitFor();
    expect(await parent.count()).toBe(0);
    await page.getByRole('button', { name: 'Restore Read 12 books' }).click();
    await parent.locator('[data-goal="Read Dune"]').waitFor();
  });
});

describe('Mood', () => {
  it("logs today's level and journal; the week strip shows the level (never the words)", async () => {
    const { page } = await person('Mo');
    await page.getByRole('link', { name: 'Mood', exact: true }).click();
    await page.getByRole('radio', { name: 'good' }).check();
    await page.getByLabel(/^Journal/).fill('A long walk by the river.');
    await page.getByRole('button', { name: 'Save mood' }).click();
    await expect.poll(() => status(page, 'mood-status').textContent()).toBe('Saved today’s mood: good, with your journal.');
    const today = page.getByTestId('week-strip').locator('li').last();
    await expect.poll(() => today.getAttribute('data-level')).toBe('4');
    expect(await page.getByTestId('week-strip').textContent()).not.toContain('river');
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'good' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Journal/).inputValue()).toBe('A long walk by the river.');
  });
});

describe('Focus Mode', () => {
  it('ticks, pins and reorders micro-tasks; a 1-minute pomodoro records its cycle when it runs out', async () => {
    // The page's clock is Playwright's (two minutes behind, so the cycle's end is never ahead
    // of the server's): the minute passes at once, the app's own timer code runs unchanged.
    const { page, rest } = await person('Fay', { before: (p) => p.context().clock.install({ time: Date.now() - 120_000 }) });
    const groupId = (await routineOf(rest, [{ name: 'Write', importance: 3, difficulty: 3 }])).get('Write')!;
    await page.goto(`${rt.url}/#/focus/${groupId}`);
    await page.getByRole('heading', { name: 'Focus: Write' }).waitFor();
    for (const step of ['Outline', 'Draft']) {
      await page.getByLabel('New step').fill(step);
      await page.getByRole('button', { name: 'Add step' }).click();
      await page.getByTestId('micro-task').filter({ hasText: step }).waitFor();
    }
    await page.getByRole('checkbox', { name: 'Outline' }).check();
    await page.locator('[data-testid="micro-task"][data-done="true"]', { hasText: 'Outline' }).waitFor();
    await page.getByRole('button', { name: 'Pin Draft' }).click();
    await page.locator('[data-testid="micro-task"][data-pinned="true"]', { hasText: 'Draft' }).waitFor();
    expect(await status(page, 'micro-status').textContent()).toContain('Pinned “Draft”');
    await page.getByRole('button', { name: 'Move Draft up' }).click();
    await expect.poll(() => page.getByTestId('micro-task').first().textContent()).toContain('Draft');
    const stored = await rest<{ items: { name: string; done: boolean; pinned: boolean }[] }>('GET', `/focus/entries/${groupId}/micro-tasks`);
    expect(stored.items.map((m) => [m.name, m.done, m.pinned])).toEqual([['Draft', false, true], ['Outline', true, false]]);

    await page.getByLabel('Minutes').fill('1');
    await page.getByLabel('Minutes').press('Tab');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-testid="timer"][data-phase="running"]').waitFor();
    const recorded = page.waitForResponse((r) => r.url().endsWith('/focus/cycles') && r.request().method() === 'POST');
    await page.clock.runFor(61_000);
    const res = await recorded;
    expect(res.status()).toBe(201);
    const cycle = await res.json();
    expect(cycle).toMatchObject({ type: 'POMODORO', minutes: 1, entryId: groupId });
    expect(Date.parse(cycle.endedAt) - Date.parse(cycle.startedAt)).toBe(60_000);
    await expect.poll(() => status(page, 'timer-status').textContent()).toBe('Focus (pomodoro) of 1 minute done and recorded.');
    const day = await rest<{ items: unknown[] }>('GET', `/focus/cycles?date=${cycle.date}`);
    expect(day.items).toHaveLength(1);
  });
});

describe('Notebook, sources and the study room', () => {
  let page: Page;
  let requests: string[];
  const mermaidChunks = () => requests.filter((p) => /\/assets\/mermaid\.core-/.test(p));

  it('a page with a note and a Mermaid diagram: a broken one is refused before saving; mermaid loads only when a diagram is shown', async () => {
    ({ page, requests } = await person('Nia'));
    await page.getByRole('button', { name: 'Finish tutorial' }).click();
    await page.getByRole('link', { name: 'Notebook', exact: true }).click();
    await page.getByLabel('New topic').fill('Biology');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await page.getByRole('heading', { name: 'Biology', level: 1 }).waitFor();
    await page.getByLabel('Note', { exact: true }).fill('Cells are the units of life.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.locator('[data-testid="block"][data-type="text"]').waitFor();
    expect(mermaidChunks()).toEqual([]);

    await page.getByRole('radio', { name: 'Diagram' }).click();
    const blockPosts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/blocks') && blockPosts.push(r.url()));
    await page.getByLabel('Mermaid source').fill('flowchart TD\n  Cell[Cell --> Nucleus');
    await page.getByRole('button', { name: 'Add diagram' }).click();
    await page.getByTestId('diagram-problem').waitFor();
    expect(blockPosts).toEqual([]);
    expect(mermaidChunks()).toHaveLength(1); // the check is Mermaid's own parser, loaded for it

    await page.getByLabel('Mermaid source').fill('flowchart TD\n  Cell --> Nucleus\n  Cell --> Membrane\n  Nucleus --> DNA');
    await page.getByRole('button', { name: 'Add diagram' }).click();
    const drawn = page.locator('[data-testid="block"][data-type="diagram"] [data-testid="diagram"][data-rendered="true"]');
    await drawn.waitFor();
    expect(await drawnText(drawn.locator('img'))).toContain('Nucleus');
    expect(blockPosts).toHaveLength(1);
    await shot(page, 'notebook-page.png');
  });

  it('the board: steps by status and the order between them', async () => {
    await page.getByRole('link', { name: 'Board', exact: true }).click();
    for (const step of ['Read chapter 1', 'Quiz myself']) {
      await page.getByLabel('Section title').fill(step);
      await page.getByRole('button', { name: 'Add section' }).click();
      await page.getByLabel(`Status of ${step}`).waitFor();
    }
    await page.getByRole('combobox', { name: /^From/ }).selectOption({ label: 'Read chapter 1' });
    await page.getByRole('combobox', { name: /^To/ }).selectOption({ label: 'Quiz myself' });
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByText('Read chapter 1 → Quiz myself').waitFor();
    await page.getByLabel('Status of Read chapter 1').selectOption('DONE');
    await page.locator('[data-testid="board-node"][data-status="DONE"]').waitFor();
    expect(await page.getByTestId('board-graph').locator('line.edge').count()).toBe(1);
  });

  it('cards: a new card is due at once; its review shows the answer, then takes a rating', async () => {
    await page.getByRole('link', { name: 'Cards', exact: true }).click();
    await page.getByLabel('Question').fill('What holds the DNA?');
    await page.getByLabel('Answer').fill('The nucleus');
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('button', { name: 'Review 1 due' }).click();
    const review = page.getByTestId('review');
    expect(await review.textContent()).not.toContain('The nucleus');
    await review.getByRole('button', { name: 'Show answer' }).click();
    expect(await review.getByTestId('card-back').textContent()).toBe('The nucleus');
    await review.getByRole('button', { name: 'Good' }).click();
    await expect.poll(() => status(page, 'cards-status').textContent()).toMatch(/^Good: next review .+, \+1 XP\.$/);
    await page.getByText('Review done.').waitFor();
  });

  it('sources: a text and an uploaded PDF (with its progress bar) are read to READY', async () => {
    await page.getByRole('link', { name: 'Sources', exact: true }).click();
    await page.getByLabel('Source title').fill('Cells');
    await page.getByLabel('Source text').fill('Mitochondria make energy for the cell.\n\nThe membrane keeps the inside in.');
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.locator('[data-testid="source"][data-status="READY"]', { hasText: 'Cells' }).waitFor({ timeout: 20_000 });

    await page.evaluate(`(() => {
      window.__progress = [];
      new MutationObserver(() => {
        const p = document.querySelector('[data-testid="upload-progress"]');
        if (p && window.__progress.at(-1) !== p.textContent) window.__progress.push(p.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    })()`);
    const pdf = makePdf([{ text: ['Chloroplasts hold chlorophyll.'] }, { text: ['The Calvin cycle fixes carbon.'] }]);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('X-Amz-Signature'));
    await page.getByLabel(/^Upload a PDF/).setInputFiles({ name: 'Plants.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect(new URL((await put).url()).origin).toBe(rt.queues.endpoint); // straight to the file store
    const ready = page.locator('[data-testid="source"][data-status="READY"]', { hasText: 'Plants' });
    await ready.waitFor({ timeout: 20_000 });
    expect(await ready.textContent()).toContain('2 passages');
    expect(await page.evaluate('window.__progress')).toContain('100 %');
  });

  it("the study room: the tutor's [n] are links; hovering or focusing one shows its quote and source; only cited passages are listed", async () => {
    await page.getByRole('link', { name: 'Study room', exact: true }).click();
    sim.script('mistral', json({ answer: 'Cells are the units of life [1], and mitochondria make their energy [2].' }));
    await page.getByLabel('Your question').fill('What do mitochondria do?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const answer = page.getByTestId('answer');
    await answer.waitFor();
    const cites = answer.getByTestId('citation');
    expect(await cites.allTextContents()).toEqual(['[1]', '[2]']);
    const tips = answer.getByTestId('citation-tip');
    expect(await tips.first().isVisible()).toBe(false);

    await cites.nth(1).hover();
    await tips.nth(1).waitFor();
    expect(await tips.nth(1).textContent()).toContain('Cells'); // the source's title
    expect(await tips.nth(1).textContent()).toContain('Mitochondria make energy for the cell.');
    await shot(page, 'study-room.png');
    await page.mouse.move(0, 0);
    await cites.first().focus();
    await tips.first().waitFor();
    expect(await tips.first().textContent()).toBe('Your notesCells are the units of life.');
    expect(await answer.getByTestId('cited-passage').count()).toBe(2);
  });

  it('a quiz from the page is answered and scored', async () => {
    const questions = Array.from({ length: 8 }, (_, i) => ({ question: `Question ${i + 1}?`, options: ['A', 'B', 'C', 'D'], answerIndex: i % 4, explanation: 'Because.' }));
    sim.script('mistral', json({ questions }));
    await page.getByRole('button', { name: 'Quiz', exact: true }).click();
    const quiz = page.getByTestId('quiz');
    await quiz.waitFor();
    // Six right of eight: 75 %, a pass.
    for (let i = 0; i < 8; i++) await quiz.locator('fieldset').nth(i).getByRole('radio').nth(i < 6 ? i % 4 : (i + 1) % 4).check();
    await quiz.getByRole('button', { name: 'Check my answers' }).click();
    await expect.poll(() => page.getByTestId('quiz-score').textContent()).toBe('6 of 8 right (75 %): passed, +20 XP.');
  });

  it("the assistant's notebook write refreshes the open page, and its diagram segment is drawn in the chat", async () => {
    await page.getByRole('link', { name: 'Notes', exact: true }).click();
    const pageId = new URL(page.url()).hash.split('/')[2]!;
    sim.script(
      'mistral',
      toolCall('addStudyDiagram', { page: pageId, text: 'flowchart LR\n  Light --> Sugar' }),
      toolCall('showDiagram', { text: 'flowchart LR\n  Sun --> Leaf' }),
      text('Added the diagram to Biology.'),
    );
    const before = await page.locator('[data-testid="block"][data-type="diagram"]').count();
    await page.getByRole('button', { name: 'Ask Beyou' }).click();
    await page.getByLabel('Message').fill('Draw photosynthesis on this page');
    await page.getByLabel('Message').press('Enter');
    await page.locator('.msg [data-testid="diagram"][data-rendered="true"]').waitFor();
    expect(await drawnText(page.locator('.msg [data-testid="diagram"] img'))).toContain('Leaf');
    await expect.poll(() => page.locator('[data-testid="block"][data-type="diagram"]').count()).toBe(before + 1);
    await page.getByTestId('tool-card').filter({ hasText: 'Add study diagram' }).getByRole('link', { name: 'Open Notebook →' }).waitFor();
    await page.getByRole('button', { name: 'Close assistant' }).click();
  });

  it('every page fits 375 px: nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 375, height: 780 });
    for (const hash of ['#/today', '#/goals', '#/mood', '#/focus', '#/notebook', `${new URL(page.url()).hash}`, '#/study', '#/habits', '#/ideas']) {
      await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
      await page.locator('main h1').first().waitFor();
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      expect(overflow, hash).toBeLessThanOrEqual(0);
      if (hash.startsWith('#/notebook/')) await shot(page, 'notebook-375.png');
    }
  });
});

describe('Study today', () => {
  it("logging a session moves today's blocks and the lap", async () => {
    const { page, rest } = await person('Sol');
    const topic = await rest<{ id: string }>('POST', '/notebook/pages', { title: 'Chemistry' });
    await rest('POST', '/study/cycles', {
      name: 'Exams',
      days: Object.fromEntries(ALL_DAYS.map((d) => [d, { minutes: 60 }])),
      subjects: [{ pageId: topic.id, importance: 3, mastery: 0 }],
    });
    await page.getByRole('link', { name: 'Study', exact: true }).click();
    const cycle = page.getByTestId('study-cycle');
    await cycle.waitFor();
    const minutesToday = async () => (await cycle.getByTestId('study-block').allTextContents()).reduce((n, t) => n + Number(/— (\d+) min/.exec(t)![1]), 0);
    expect(await minutesToday()).toBe(60);
    const lapBefore = await cycle.getByTestId('lap').textContent();
    expect(lapBefore).toMatch(/^0 \/ \d+ min$/);

    await page.getByLabel('Minutes', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Log session' }).click();
    await expect.poll(() => status(page, 'study-status').textContent()).toMatch(/^Logged 25 minutes of Chemistry: lap 1 at 25 of \d+ minutes\.$/);
    await expect.poll(minutesToday).toBe(35);
    expect(await cycle.getByTestId('lap').textContent()).toMatch(/^25 \/ \d+ min$/);
    expect(await cycle.textContent()).toContain('Today: 25 of 60 minutes studied');
  });
});
