import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { testApi } from '../support/http';
import { serveApp, type Served } from '../support/serve';

/**
 * The reference page (issue 36): GET /docs renders the document with Swagger UI from the
 * installed package, in headless Chromium over a loopback socket, under the app's own strict
 * CSP (no violation reported), asking no other host for anything.
 */
let browser: Browser;
let served: Served;

beforeAll(async () => {
  [served, browser] = await Promise.all([serveApp(testApi().app), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('GET /docs', () => {
  it('renders every tag of the API in Chromium, from this server only, with the strict CSP intact', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto(`${served.url}/docs`);
    expect(res!.status()).toBe(200);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(res!.headers()['content-security-policy']).not.toContain('unsafe');
    await page.getByRole('heading', { name: /Beyou API/ }).waitFor();
    // Tags start collapsed (docExpansion 'none': with every operation open at once, Swagger UI
    // 5 stopped rendering this document part way). Every area is listed; open one.
    await page.locator('#operations-tag-study').waitFor();
    const tags = await page.locator('.opblock-tag').allInnerTexts();
    expect(tags.map((t) => t.trim().split('\n')[0])).toEqual(expect.arrayContaining(['auth', 'me', 'habits', 'notebook', 'ai/agent', 'study']));
    await page.locator('.opblock-tag[data-tag="ai/agent"]').click();
    await page.locator('.opblock-summary-path', { hasText: '/ai/agent/chats/{id}/stream' }).first().waitFor();
    await page.screenshot({ path: resolve('docs/openapi-docs.png') });
    expect(violations).toEqual([]);
    expect([...hosts]).toEqual([new URL(served.url).host]);
  });
});
