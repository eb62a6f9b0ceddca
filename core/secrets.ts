/**
 * Secrets on AWS arrive as SST v2 `Config.Secret` bindings (stacks/Secrets.ts), not as plain
 * environment values: the template only carries `SST_Secret_value_<NAME>=__FETCH_FROM_SSM__`
 * and the value lives in SSM under `${SST_SSM_PREFIX}Secret/<NAME>/value` (or the app-wide
 * fallback `/sst/<app>/.fallback/Secret/<NAME>/value`). `lambdaEnv()` resolves them once per
 * cold start and hands `loadConfig` an environment where `<NAME>` holds the value.
 *
 * Not `sst/node/config`: it fetches at import time, with the SDK loaded everywhere the module
 * is imported, and throws when ANY bound secret is unset in the stage — one missing provider
 * key would take the whole function down, where the contract says that link is left out.
 */

import { ssmGetParameters } from './ssm';

/** Bound on AWS; each id is the environment variable `loadConfig` reads. */
export const SECRET_NAMES = [
  'AUTH_SECRET',
  'MISTRAL_API_KEY',
  'GEMINI_API_KEY',
  'GLM_API_KEY',
  'NVIDIA_API_KEY',
  'DEEPSEEK_API_KEY',
  // The paid spill-over's key (issue 32): bound only while the deploy sets a monthly budget.
  'MISTRAL_PAID_API_KEY',
  'NOTEBOOK_EMBEDDING_API_KEY',
  'TAVILY_API_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

type Env = Record<string, string | undefined>;

const BINDING_PREFIX = 'SST_Secret_value_';
const FETCH_FROM_SSM = '__FETCH_FROM_SSM__';
/**
 * SSM cannot hold an empty value, so an operator who turns a link off in one stage may store
 * one of these instead of removing the secret; they must read as "no key", not as a key that
 * fails with a 401 on every call.
 */
const PLACEHOLDERS = new Set(['', '-', 'none', 'unset', 'placeholder']);

/** SSM GetParameters (with decryption): the values found, by parameter name. */
export type FetchParameters = (names: string[]) => Promise<Record<string, string>>;

export interface ResolvedSecrets {
  /** `process.env` (or the given env) with every bound secret set or explicitly cleared. */
  env: Env;
  /** Bound secrets with no usable value in this stage: they behave as unset. */
  missing: string[];
}

/** Names of the secrets bound to this function, from the `SST_Secret_value_*` variables. */
export function boundSecretNames(env: Env): string[] {
  return Object.keys(env)
    .filter((k) => k.startsWith(BINDING_PREFIX) && k.length > BINDING_PREFIX.length)
    .map((k) => k.slice(BINDING_PREFIX.length));
}

/**
 * Needed by every Lambda that binds it, whatever the stage: without it a dev stage would try to
 * generate one into DATA_DIR (read-only on Lambda) and each instance would sign tokens with its
 * own. Functions that sign no token (the briefing worker, the day close) do not bind it and
 * load their config with `authSecret: 'none'`.
 */
const REQUIRED_ON_LAMBDA = ['AUTH_SECRET'];

/** On Lambda with SST bindings: resolve them (see resolveBoundSecrets). Elsewhere: `env` as is. */
export async function lambdaEnv(env: Env = process.env, fetch?: FetchParameters): Promise<Env> {
  const onLambda = Boolean(env.AWS_LAMBDA_FUNCTION_NAME);
  if (!onLambda || !env.SST_APP || boundSecretNames(env).length === 0) return env;
  const { env: resolved, missing } = await resolveBoundSecrets(env, fetch ?? ssmGetParameters(env));
  const absent = missing.filter((n) => REQUIRED_ON_LAMBDA.includes(n));
  if (absent.length > 0) {
    const stage = env.SST_STAGE ?? '<stage>';
    throw new Error(
      `Secret ${absent.join(', ')} is not set for stage ${stage}: ` +
        absent.map((n) => `npx sst secrets set ${n} <value> --stage ${stage}`).join('; '),
    );
  }
  return resolved;
}

export async function resolveBoundSecrets(env: Env, fetch: FetchParameters): Promise<ResolvedSecrets> {
  const names = boundSecretNames(env);
  const values: Record<string, string | undefined> = {};
  const pending: string[] = [];
  for (const name of names) {
    const bound = env[BINDING_PREFIX + name] ?? '';
    // Anything but the marker was already resolved (SST's prefetchSecrets, `sst dev`).
    if (bound === FETCH_FROM_SSM) pending.push(name);
    else values[name] = bound;
  }
  if (pending.length > 0) {
    const stagePath = (n: string) => `${env.SST_SSM_PREFIX ?? ''}Secret/${n}/value`;
    const fallbackPath = (n: string) => `/sst/${env.SST_APP}/.fallback/Secret/${n}/value`;
    const found = await fetchAll(fetch, pending.map(stagePath));
    const notInStage = pending.filter((n) => found[stagePath(n)] === undefined);
    const fallback = notInStage.length > 0 ? await fetchAll(fetch, notInStage.map(fallbackPath)) : {};
    for (const name of pending) values[name] = found[stagePath(name)] ?? fallback[fallbackPath(name)];
  }
  const resolved: Env = {};
  const missing: string[] = [];
  for (const name of names) {
    const value = values[name]?.trim();
    if (value === undefined || PLACEHOLDERS.has(value.toLowerCase())) {
      // Explicitly cleared: the binding, not a stray variable, decides that the key is absent.
      resolved[name] = undefined;
      missing.push(name);
    } else {
      resolved[name] = value;
    }
  }
  return { env: { ...env, ...resolved }, missing };
}

/** GetParameters takes at most 10 names per call. */
async function fetchAll(fetch: FetchParameters, names: string[]): Promise<Record<string, string>> {
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += 10) chunks.push(names.slice(i, i + 10));
  const results = await Promise.all(chunks.map((chunk) => fetch(chunk)));
  return Object.assign({}, ...results) as Record<string, string>;
}
