import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpFormOnly, tokenOf } from '../support/browser';
import { STRONG_PASSWORD } from '../support/http';
import { webSuite } from '../support/web-suite';

/**
 * Issue 49, a new person's first minutes, in headless Chromium against the `npm start`
 * runtime, from a fresh sign-up:
 * - item 2: a new account starts in the device's time zone (and language), not UTC, and
 *   Settings shows it;
 * - item 3: a browser that has held a session opens on sign-in (after signing out, after a
 *   reload), the reset page's "Log in" opens sign-in, a browser new to Beyou opens on sign-up;
 * - item 4: "End" on another session ends it at once, and the page says so;
 * - item 7 (in part): `GET /me` says whether the address is verified.
 * Every wait is for a DOM condition or a response.
 */
// Every person here signs up and in from 127.0.0.1: more than one address's sign-in window allows.
const suite = webSuite({ prefix: 'beyou-first-run', env: () => ({ AUTH_SIGNIN_LIMIT: '1000' }) });

/** Sign up in Portuguese (a pt-BR browser) and wait for the signed-in shell. */
async function signUpPt(page: Page): Promise<string> {
  const email = `${randomUUID()}@example.test`;
  await page.getByLabel('Seu nome').fill('Bia');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByRole('button', { name: 'Sair' }).waitFor();
  return email;
}

describe('a new account in São Paulo, in Portuguese', () => {
  it('starts in the device’s zone and language, Settings shows the zone, and GET /me says the address is not verified yet', async () => {
    const { page } = await suite.open({ context: { timezoneId: 'America/Sao_Paulo', locale: 'pt-BR' } });
    await signUpPt(page);
    const api = suite.apiAs(await tokenOf(page));
    expect(await api('GET', '/me/configuration')).toMatchObject({ timeZone: 'America/Sao_Paulo', timeZoneSource: 'DETECTED', language: 'pt' });
    expect(await api('GET', '/me')).toMatchObject({ displayName: 'Bia', emailVerified: false });
    await page.evaluate(`location.hash = '#/settings'`);
    await page.getByRole('heading', { name: 'Configurações', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Seu fuso horário' }).inputValue()).toBe('America/Sao_Paulo');
  });
});

describe('getting back in', () => {
  it('after signing out, and after a reload, the screen opens on sign-in', async () => {
    const { page } = await suite.open({ context: { locale: 'pt-BR' } });
    // A browser new to Beyou opens on sign-up.
    await page.getByRole('tab', { name: 'Criar conta', selected: true }).waitFor();
    const email = await signUpPt(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    expect(await page.getByLabel('Seu nome').count()).toBe(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Entrar', selected: true }).waitFor();
    // And the sign-in form signs in.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(STRONG_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
  });

  it('the reset page’s “Log in” opens sign-in even in a browser that never signed in here, and lands on Today', async () => {
    const { page } = await suite.open();
    await page.getByRole('tab', { name: 'Sign up', selected: true }).waitFor();
    // The link the reset page offers once the new password is set (account/public-pages.tsx).
    await page.evaluate(`location.hash = '#/login'`);
    await page.reload();
    await page.getByRole('tab', { name: 'Log in', selected: true }).waitFor();
    const email = `${randomUUID()}@example.test`;
    const res = await fetch(`${suite.rt.url}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: STRONG_PASSWORD, displayName: 'Rui' }) });
    expect(res.status).toBe(201);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/today');
  });
});

describe('the account page’s sessions', () => {
  it('“End” on another device signs it out at once, and the page says what happened', async () => {
    const { page } = await suite.open();
    await signUpFormOnly(page, 'Ana');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const { email } = await suite.apiAs(await tokenOf(page))<{ email: string }>('GET', '/me');
    // The same person on a phone.
    const phone = await fetch(`${suite.rt.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' }, body: JSON.stringify({ email, password: STRONG_PASSWORD }) });
    const { accessToken } = (await phone.json()) as { accessToken: string };
    const phoneMe = () => fetch(`${suite.rt.url}/me`, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.status);
    expect(await phoneMe()).toBe(200);
    await page.evaluate(`location.hash = '#/account'`);
    await page.getByRole('heading', { name: 'Where you are signed in' }).waitFor();
    const other = page.locator('li', { has: page.getByRole('button', { name: 'Sign out', exact: true }) });
    await other.waitFor();
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('status').last().textContent()).toMatch(/is signed out now/);
    await expect.poll(() => other.count()).toBe(0);
    expect(await phoneMe()).toBe(401);
  });
});
