import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { STRONG_PASSWORD } from './http';

/**
 * The browser tests' shared pieces: Debian's chromium driven by playwright-core, a runtime
 * environment of a file's own (its table, its data dir), and signing up through the page.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// This machine's network is closed: without these Chromium keeps dialling Google's hosts.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium; npm test's pretest does)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A runtime environment with its own data dir (removed by `cleanup`) and its own table. */
export function runtimeEnvFactory(prefix: string) {
  const dirs: string[] = [];
  return {
    env(extra: Record<string, string>): Record<string, string> {
      const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
      dirs.push(dataDir);
      return {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'SILENT',
        AUTH_SCRYPT_LOG_N: '10',
        // The run's DynamoDB Local, in a table of this file's own (cooldowns and limits stay here).
        DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
        TABLE_NAME: `${prefix}-${randomUUID()}`,
        ...extra,
      };
    },
    cleanup: () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })),
  };
}

export async function openApp(browser: Browser, url: string, opts: { init?: string; context?: BrowserContextOptions; before?(page: Page): Promise<void> } = {}): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 760 }, ...opts.context });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (opts.init) await page.addInitScript({ content: opts.init });
  await opts.before?.(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(url);
  return { page, requests };
}

/**
 * Sign up through the form and go to Today. A new account lands on the setup wizard (issue 37);
 * these journeys leave it for Today by the page list, as a person may, without skipping it.
 */
export async function signUpInPage(page: Page, name: string): Promise<void> {
  await signUpFormOnly(page, name);
  const today = page.getByRole('heading', { name: 'Today', exact: true });
  const wizard = page.locator('[data-page="onboarding"]');
  await today.or(wizard).first().waitFor();
  if (await wizard.count()) {
    await page.getByRole('link', { name: 'Today', exact: true }).click();
    await today.waitFor();
  }
}

/** Fill and send the sign-up form; the caller waits for what opens. */
export async function signUpFormOnly(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(`${randomUUID()}@example.test`);
  await page.getByLabel('Password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The signed-in page's access token, for arranging data over the API. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate("JSON.parse(localStorage.getItem('beyou.tokens')).accessToken") as Promise<string>;
}
