import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { startRuntime, type Runtime } from '../../local/runtime';
import { ensureWebBuild } from '../../web/build';
import { launchBrowser, openApp, runtimeEnvFactory } from './browser';
import { startProviderSim, type ProviderSim } from './provider-sim';

/** A REST call as one person, throwing on anything but 2xx (arranging data, reading it back). */
export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

export interface WebSuiteOptions {
  /** The runtime's data folder and table names start with it. */
  prefix: string;
  /** More runtime environment, given the provider simulator (its `baseUrl`s). */
  env?: (sim: ProviderSim) => Record<string, string>;
}

export interface WebSuite {
  readonly rt: Runtime;
  readonly browser: Browser;
  readonly sim: ProviderSim;
  /** A new browser context on the app (its own storage: a browser new to Beyou). */
  open(opts?: { context?: BrowserContextOptions; init?: string }): Promise<{ page: Page; requests: string[] }>;
  /** The REST API as the holder of `token`. */
  apiAs(token: string): Api;
}

/**
 * The browser files' common start-up (issue 50: five files repeated it): the web build, the
 * provider simulator, the `npm start` runtime on a table of the file's own and headless
 * Chromium, started in one beforeAll and stopped in one afterAll. Metrics are off (no
 * CloudWatch here). Each file then opens the contexts and signs up the people it needs.
 */
export function webSuite(opts: WebSuiteOptions): WebSuite {
  const envs = runtimeEnvFactory(opts.prefix);
  const held: { rt?: Runtime; browser?: Browser; sim?: ProviderSim } = {};
  const need = <K extends keyof typeof held>(k: K) => {
    const v = held[k];
    if (!v) throw new Error(`webSuite: ${k} is used before the suite started`);
    return v as NonNullable<(typeof held)[K]>;
  };
  beforeAll(async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const [, sim] = await Promise.all([ensureWebBuild(), startProviderSim()]);
    held.sim = sim;
    [held.rt, held.browser] = await Promise.all([startRuntime(envs.env(opts.env?.(sim) ?? {})), launchBrowser()]);
  }, 600_000);
  afterAll(async () => {
    await held.browser?.close();
    await held.rt?.stop();
    await held.sim?.close();
    envs.cleanup();
    vi.unstubAllEnvs();
  });
  return {
    get rt() {
      return need('rt');
    },
    get browser() {
      return need('browser');
    },
    get sim() {
      return need('sim');
    },
    open: (o = {}) => openApp(need('browser'), need('rt').url, o),
    apiAs(token) {
      return async (method, path, body) => {
        const res = await fetch(`${need('rt').url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const out: any = res.status === 204 ? undefined : await res.json();
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(out)}`);
        return out;
      };
    },
  };
}
