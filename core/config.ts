import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flag, linkLimitsJson, list, number, oneOf, optionalOf, optionalText, parseEnv, string, url as urlField, withDefault, type Field } from './util/env-fields';

import type { LinkLimitsByLink } from './util/link-limits';

export type { LinkLimits, LinkLimitsByLink } from './util/link-limits';

/**
 * The whole environment in one spec (CONTRACT.md "Configuration"), parsed once at start.
 * Keys are the variable names themselves so a failure names exactly what to fix. The checks
 * are core/util/env-fields.ts's, not zod's: the same values and messages, without zod at a cold
 * start (issue 35).
 */
const int = (fallback: number, min = 0) => withDefault(fallback, number({ int: true, min }));
const text = (fallback: string) => withDefault(fallback, string({ min: 1 }));
const url = (fallback: string) => withDefault(fallback, urlField);
const secret = () => optionalOf(string({ min: 32, minMessage: 'must be at least 32 characters' }));

/** What a model call is for, most urgent first (core/ai/chain/quota/ledger.ts says what each class gets). */
export const CALL_CLASSES = ['interactive', 'study', 'onboarding', 'background'] as const;

const EnvSpec = {
  STAGE: withDefault('dev', oneOf(['dev', 'prod'] as const)),
  PORT: withDefault(3000, number({ int: true, min: 0, max: 65535 })),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('.data'),
  DYNAMODB_ENDPOINT: optionalOf(urlField),
  TABLE_NAME: withDefault('beyou', string({ min: 3, max: 255 })),
  AWS_REGION: withDefault('us-east-1', string()),
  AUTH_SECRET: secret(),
  AUTH_SIGNIN_LIMIT: int(5, 1),
  // scrypt cost as log2(N); each hash records its own parameters, so changing it is safe.
  // Below 17 only outside prod (tests hash hundreds of sign-ups); prod refuses to boot.
  AUTH_SCRYPT_LOG_N: withDefault(17, number({ int: true, min: 10, max: 20 })),
  LIMIT_WRITES_PER_MIN: int(30, 1),
  // A page of the web client reads 3–6 routes (Today with its dashboard widgets): 240 lets a
  // person click through the app briskly; the edge WAF still caps each IP (stacks/edge).
  LIMIT_READS_PER_MIN: int(240, 1),
  AI_LLM_CHAIN_ORDER: list('mistral,gemini,glm,nvidia,deepseek'),
  AI_LLM_CHAIN_BLOCKED: list(''),
  AI_COOLDOWN_RATE_LIMIT_S: int(300),
  AI_COOLDOWN_ERROR_S: int(30),
  // A link that has produced nothing after this long is abandoned like any other error (C4);
  // 10 s is where the mature gateways draw it (issue 31: at 20 s a silent link cost 21.5 s).
  AI_FIRST_BYTE_TIMEOUT_MS: int(10_000, 1),
  // Once output began, a link silent this long between chunks is aborted and the stream ends
  // with what arrived (StreamIdleError): without it a silent provider held the turn to its 240 s.
  AI_IDLE_TIMEOUT_MS: int(20_000, 1),
  // Each link's window limits as JSON ({"gemini":{"rpm":10,"rpd":250}}): a link named here takes
  // exactly these, a link left out keeps the repo's free-tier numbers (core/ai/chain/quota).
  AI_LINK_LIMITS: optionalOf(linkLimitsJson),
  // The paid spill-over (core/ai/chain/quota/spend.ts): off at 0. Above 0, a paid link
  // (MISTRAL_PAID_API_KEY) serves the classes in AI_PAID_CLASSES when no free link can, while
  // the month's spend (UTC calendar month, summed in the table) stays within this many USD.
  AI_MONTHLY_BUDGET_USD: withDefault(0, number({ min: 0, max: 1_000_000 })),
  AI_PAID_CLASSES: list('interactive', oneOf(CALL_CLASSES)),
  // Issue 47: no one person takes more than this fraction of any link's calls a minute (at least
  // one call), whatever they cause: turns, approval answers, the tutor, onboarding. A quarter:
  // the rest of every minute stays for whoever comes next (core/ai/chain/quota/person-share.ts).
  AI_PERSON_LINK_SHARE: withDefault(0.25, number({ positive: true, max: 1 })),
  // …and no more than this fraction of the month's paid budget (AI_MONTHLY_BUDGET_USD). A month's
  // budget serves everyone for a month: a hundredth of $100 is ~2,900 paid agent calls.
  AI_PERSON_BUDGET_SHARE: withDefault(0.01, number({ positive: true, max: 1 })),
  // The agent's model calls (each step of a turn, approval answers' included) per person per
  // hour: twice 30 turns at their median of ~2 steps (docs/scale.md "A person's share of the model").
  AI_AGENT_CALLS_PER_HOUR: int(120, 1),
  // Synchronous AI routes (onboarding, the tutor) answer inside API Gateway's hard 30 s: one
  // link at most AI_SYNC_LINK_MS, the whole call (failover, O3's retry) AI_SYNC_TOTAL_MS.
  AI_SYNC_LINK_MS: int(12_000, 1),
  AI_SYNC_TOTAL_MS: withDefault(25_000, number({ int: true, min: 1, max: 28_000, maxMessage: "must stay under API Gateway's 30 s" })),
  MISTRAL_API_KEY: optionalText,
  MISTRAL_BASE_URL: url('https://api.mistral.ai/v1'),
  MISTRAL_MODEL: text('mistral-small-latest'),
  GEMINI_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  GEMINI_BASE_URL: url('https://generativelanguage.googleapis.com/v1beta'),
  GEMINI_MODEL: text('gemini-2.5-flash'),
  GLM_API_KEY: optionalText,
  GLM_BASE_URL: url('https://api.z.ai/api/paas/v4'),
  GLM_MODEL: text('glm-4.7-flash'),
  NVIDIA_API_KEY: optionalText,
  NVIDIA_BASE_URL: url('https://integrate.api.nvidia.com/v1'),
  NVIDIA_MODEL: text('meta/llama-3.3-70b-instruct'),
  DEEPSEEK_API_KEY: optionalText,
  DEEPSEEK_BASE_URL: url('https://api.deepseek.com/v1'),
  DEEPSEEK_MODEL: text('deepseek-v4-flash'),
  // Mistral's pay-as-you-go tier: a workspace (and key) apart from the free one; used only as the spill-over.
  MISTRAL_PAID_API_KEY: optionalText,
  MISTRAL_PAID_BASE_URL: url('https://api.mistral.ai/v1'),
  MISTRAL_PAID_MODEL: text('mistral-small-latest'),
  NOTEBOOK_EMBEDDING_BASE_URL: url('https://api.mistral.ai/v1'),
  NOTEBOOK_EMBEDDING_API_KEY: optionalText,
  NOTEBOOK_EMBEDDING_MODEL: text('mistral-embed'),
  // The embedding endpoint's real limits (core/notebook/sources/embed.ts): Mistral takes at
  // most 256 inputs and ~16,000 tokens in one request; its free tier about 1 request a second,
  // shared by the source workers (NOTEBOOK_EMBEDDING_RPS is one worker's share of it).
  NOTEBOOK_EMBEDDING_BATCH_INPUTS: int(256, 1),
  NOTEBOOK_EMBEDDING_BATCH_TOKENS: int(16_000, 1),
  NOTEBOOK_EMBEDDING_RPS: withDefault(0.5, number({ positive: true })),
  NOTEBOOK_EMBEDDING_IN_FLIGHT: int(2, 1),
  // How long a question's own embedding may take before the tutor answers from keywords alone.
  NOTEBOOK_QUERY_EMBED_MS: int(3000, 1),
  SOURCE_DISCOVERY: optionalOf(oneOf(['tavily', 'gemini'] as const)),
  TAVILY_API_KEY: optionalText,
  // The discovery service's own host (C10); default: Tavily's or Google's API.
  SOURCE_DISCOVERY_BASE_URL: optionalOf(urlField),
  SOURCE_DISCOVERY_MODEL: text('gemini-2.5-flash'),
  // Tests and local demos only: link sources may then fetch from 127.0.0.1 (and nothing else private).
  SOURCE_FETCH_ALLOW_LOOPBACK: flag('false'),
  SQS_ENDPOINT: optionalOf(urlField),
  // S3 (locally fauxqs serves it on the SQS endpoint); buckets are named by the stacks on AWS.
  S3_ENDPOINT: optionalOf(urlField),
  EXPORT_BUCKET: withDefault('beyou-exports', string({ min: 3, max: 63 })),
  // What the clients sign with when SQS_ENDPOINT/S3_ENDPOINT is a local stand-in; `npm start`
  // makes a pair per run (local/queues.ts) and its fauxqs answers nothing else.
  LOCAL_STORE_ACCESS_KEY_ID: text('local'),
  LOCAL_STORE_SECRET_ACCESS_KEY: text('local'),
  BRIEFING_QUEUE_URL: optionalText,
  SOURCE_QUEUE_URL: optionalText,
  SOURCES_BUCKET: optionalText,
  // Account deletion past the request (core/users/purge.ts): DELETE /me does what fits in
  // ACCOUNT_DELETE_INLINE_MS, this queue's worker the rest, in pages with a deadline.
  ACCOUNT_QUEUE_URL: optionalText,
  ACCOUNT_DELETE_INLINE_MS: int(5000),
  // The study tutor's roadmap drafts (core/ai/notebook/roadmap.ts), queued like the briefing.
  ROADMAP_QUEUE_URL: optionalText,
  // The day close fans out (core/dayclose/schedule.ts): the hourly schedule sends the due
  // zones' users to this queue, at most DAY_CLOSE_BATCH_USERS to a message, and the worker
  // closes each message's users. 256 KB per SQS message holds thousands of ids; the cap keeps
  // one message's work (and its retry after one failure) small.
  DAY_CLOSE_QUEUE_URL: optionalText,
  DAY_CLOSE_BATCH_USERS: withDefault(25, number({ int: true, min: 1, max: 500 })),
  // How long GET /daily-briefing waits for the prose before answering PENDING (B4).
  BRIEFING_WAIT_MS: int(8000),
  LOG_LEVEL: withDefault('INFO', oneOf(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT'] as const)),
  // Email (core/email): `outbox` writes each message as one .eml file under DATA_DIR/outbox
  // (one machine), `ses` sends through Amazon SES v2 (AWS; the stack sets it), `none` drops it.
  // Default: `ses` when STAGE=prod, else `outbox`.
  EMAIL_TRANSPORT: optionalOf(oneOf(['outbox', 'ses', 'none'] as const)),
  // The sender identity (stacks/Email.ts verifies it in SES) and SES's configuration set.
  EMAIL_FROM: optionalText,
  EMAIL_CONFIGURATION_SET: optionalText,
  // Where links in emails point (the web client). Locally: the server's own address once it listens.
  WEB_BASE_URL: optionalOf(urlField),
  // Set on the functions only CloudFront may call (REST and the agent's URL): the header
  // CloudFront adds must carry it (functions/http/origin-guard.ts). Unset locally; both
  // functions in prod do not boot without it (LoadOptions.onlyViaCloudFront).
  ORIGIN_VERIFY_SECRET: secret(),
  // The value before the last rotation, still accepted while CloudFront's edges switch to the
  // new one (README "Deploy": rotating the origin secret). Absent before the first rotation.
  ORIGIN_VERIFY_SECRET_PREVIOUS: secret(),
} satisfies Record<string, Field<unknown>>;

/** The environment's variables, as tests and callers pass them. */
export type Env = { [K in keyof typeof EnvSpec]?: string };

export const LINK_NAMES = ['mistral', 'gemini', 'glm', 'nvidia', 'deepseek'] as const;
export type LinkName = (typeof LINK_NAMES)[number];

/** Paid tiers the chain may spill over to (core/ai/chain/quota/paid-tiers.json prices them). */
export const PAID_LINK_NAMES = ['mistral-paid'] as const;
export type PaidLinkName = (typeof PAID_LINK_NAMES)[number];

export interface LinkSettings {
  apiKey: string | undefined;
  baseURL: string;
  model: string;
}

export interface Config {
  stage: 'dev' | 'prod';
  port: number;
  host: string;
  dataDir: string;
  db: { endpoint: string | undefined; tableName: string; region: string; localAccessKeyId?: string };
  auth: { secret: string; scryptLogN: number };
  limits: { signinPer15Min: number; writesPerMin: number; readsPerMin: number; agentCallsPerHour: number };
  chain: {
    order: string[];
    blocked: string[];
    cooldownRateLimitS: number;
    cooldownErrorS: number;
    firstByteTimeoutMs: number;
    /** After output began: the longest silence between two chunks (StreamIdleError). */
    idleTimeoutMs: number;
    /** The budget of a synchronous AI route (core/ai/chain: CallBudget). */
    sync: { linkMs: number; totalMs: number };
    /** AI_LINK_LIMITS as given (links it names); the chain adds the repo's numbers for the rest. */
    linkLimits: LinkLimitsByLink;
    links: Record<LinkName, LinkSettings>;
    /** The paid spill-over: off while budgetUsd is 0 (no paid link joins the chain). */
    paid: { budgetUsd: number; classes: (typeof CALL_CLASSES)[number][]; links: Record<PaidLinkName, LinkSettings> };
    /** What one person may take (issue 47): this fraction of each link's minute, and of the month's paid budget. */
    personShare: { link: number; budget: number };
  };
  embeddings: {
    baseURL: string;
    apiKey: string | undefined;
    model: string;
    /** Inputs and estimated tokens per request; requests a second (this process's share); requests at once. */
    batchInputs: number;
    batchTokens: number;
    requestsPerSecond: number;
    inFlight: number;
    /** A question's embedding gets this long, then retrieval goes on by keywords. */
    queryMs: number;
  };
  sourceDiscovery: { kind: 'tavily' | 'gemini' | undefined; tavilyApiKey: string | undefined; geminiApiKey: string | undefined; baseURL: string | undefined; model: string };
  /** Link sources may fetch from 127.0.0.1 (SOURCE_FETCH_ALLOW_LOOPBACK; never in prod). */
  sources: { allowLoopback: boolean };
  queue: {
    endpoint: string | undefined;
    briefingQueueUrl: string | undefined;
    sourceQueueUrl: string | undefined;
    roadmapQueueUrl: string | undefined;
    dayCloseQueueUrl: string | undefined;
    accountQueueUrl: string | undefined;
  };
  /** How much of an account deletion DELETE /me does itself before the queue's worker takes over. */
  accounts: { deleteInlineMs: number };
  dayClose: { batchUsers: number };
  /** S3 (fauxqs locally): exports written as they are read, and the notebook's uploaded PDFs. */
  storage: { endpoint: string | undefined; exportBucket: string; sourcesBucket: string | undefined };
  /** Credentials for a local SQS/S3 endpoint (unused on AWS, where the function's role signs). */
  localStores: { accessKeyId: string; secretAccessKey: string };
  briefing: { waitMs: number };
  edge: { originSecret: string | undefined; previousOriginSecret: string | undefined };
  /** Outgoing email (core/email/mailer.ts). `webBaseUrl` may be filled in once a local server listens. */
  email: {
    transport: 'outbox' | 'ses' | 'none';
    outboxDir: string;
    from: string;
    configurationSet: string | undefined;
    webBaseUrl: string | undefined;
  };
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadOptions {
  /**
   * `none` for a process that signs and verifies no token (the briefing worker, the day
   * close): AUTH_SECRET is neither required (prod) nor generated into DATA_DIR (read-only on
   * Lambda), so those functions are not given the secret that mints every user's tokens.
   * Reading `config.auth.secret` there throws instead of signing with something made up.
   */
  authSecret?: 'required' | 'none';
  /**
   * The process serves only what CloudFront forwards (REST's Lambda and the agent's function
   * URL): with STAGE=prod it refuses to boot without ORIGIN_VERIFY_SECRET, the header
   * CloudFront adds.
   */
  onlyViaCloudFront?: boolean;
}

/**
 * Parse the environment or throw a ConfigError naming every bad variable. `env` defaults to
 * process.env; tests pass their own object instead of mutating the process.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, opts: LoadOptions = {}): Config {
  const { data: e, issues } = parseEnv(EnvSpec, env);
  if (issues.length > 0) {
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (e.STAGE === 'prod' && e.AUTH_SCRYPT_LOG_N < 17) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SCRYPT_LOG_N: must be at least 17 when STAGE=prod');
  }
  if (opts.onlyViaCloudFront && e.STAGE === 'prod' && !e.ORIGIN_VERIFY_SECRET) {
    // Unset, the function URL would answer anyone who found it, around CloudFront and its WAF.
    throw new ConfigError('Invalid configuration:\n  ORIGIN_VERIFY_SECRET: required when STAGE=prod (the function answers CloudFront only)');
  }
  return {
    stage: e.STAGE,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    db: { endpoint: e.DYNAMODB_ENDPOINT, tableName: e.TABLE_NAME, region: e.AWS_REGION },
    auth:
      opts.authSecret === 'none'
        ? withoutSigningSecret(e.AUTH_SCRYPT_LOG_N)
        : { secret: resolveAuthSecret(e.STAGE, e.AUTH_SECRET, e.DATA_DIR), scryptLogN: e.AUTH_SCRYPT_LOG_N },
    limits: {
      signinPer15Min: e.AUTH_SIGNIN_LIMIT,
      writesPerMin: e.LIMIT_WRITES_PER_MIN,
      readsPerMin: e.LIMIT_READS_PER_MIN,
      agentCallsPerHour: e.AI_AGENT_CALLS_PER_HOUR,
    },
    chain: {
      order: e.AI_LLM_CHAIN_ORDER,
      blocked: e.AI_LLM_CHAIN_BLOCKED,
      cooldownRateLimitS: e.AI_COOLDOWN_RATE_LIMIT_S,
      cooldownErrorS: e.AI_COOLDOWN_ERROR_S,
      firstByteTimeoutMs: e.AI_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
      sync: { linkMs: e.AI_SYNC_LINK_MS, totalMs: e.AI_SYNC_TOTAL_MS },
      linkLimits: e.AI_LINK_LIMITS ?? {},
      links: {
        mistral: { apiKey: e.MISTRAL_API_KEY, baseURL: e.MISTRAL_BASE_URL, model: e.MISTRAL_MODEL },
        gemini: {
          apiKey: e.GEMINI_API_KEY ?? e.GOOGLE_GENERATIVE_AI_API_KEY,
          baseURL: e.GEMINI_BASE_URL,
          model: e.GEMINI_MODEL,
        },
        glm: { apiKey: e.GLM_API_KEY, baseURL: e.GLM_BASE_URL, model: e.GLM_MODEL },
        nvidia: { apiKey: e.NVIDIA_API_KEY, baseURL: e.NVIDIA_BASE_URL, model: e.NVIDIA_MODEL },
        deepseek: { apiKey: e.DEEPSEEK_API_KEY, baseURL: e.DEEPSEEK_BASE_URL, model: e.DEEPSEEK_MODEL },
      },
      paid: {
        budgetUsd: e.AI_MONTHLY_BUDGET_USD,
        classes: e.AI_PAID_CLASSES,
        links: { 'mistral-paid': { apiKey: e.MISTRAL_PAID_API_KEY, baseURL: e.MISTRAL_PAID_BASE_URL, model: e.MISTRAL_PAID_MODEL } },
      },
      personShare: { link: e.AI_PERSON_LINK_SHARE, budget: e.AI_PERSON_BUDGET_SHARE },
    },
    embeddings: {
      baseURL: e.NOTEBOOK_EMBEDDING_BASE_URL,
      apiKey: e.NOTEBOOK_EMBEDDING_API_KEY,
      model: e.NOTEBOOK_EMBEDDING_MODEL,
      batchInputs: e.NOTEBOOK_EMBEDDING_BATCH_INPUTS,
      batchTokens: e.NOTEBOOK_EMBEDDING_BATCH_TOKENS,
      requestsPerSecond: e.NOTEBOOK_EMBEDDING_RPS,
      inFlight: e.NOTEBOOK_EMBEDDING_IN_FLIGHT,
      queryMs: e.NOTEBOOK_QUERY_EMBED_MS,
    },
    sourceDiscovery: {
      kind: discoveryKind(e.SOURCE_DISCOVERY, { tavily: e.TAVILY_API_KEY, gemini: e.GEMINI_API_KEY ?? e.GOOGLE_GENERATIVE_AI_API_KEY }),
      tavilyApiKey: e.TAVILY_API_KEY,
      geminiApiKey: e.GEMINI_API_KEY ?? e.GOOGLE_GENERATIVE_AI_API_KEY,
      baseURL: e.SOURCE_DISCOVERY_BASE_URL,
      model: e.SOURCE_DISCOVERY_MODEL,
    },
    sources: { allowLoopback: loopbackFlag(e.STAGE, e.SOURCE_FETCH_ALLOW_LOOPBACK) },
    queue: {
      endpoint: e.SQS_ENDPOINT,
      briefingQueueUrl: e.BRIEFING_QUEUE_URL,
      sourceQueueUrl: e.SOURCE_QUEUE_URL,
      roadmapQueueUrl: e.ROADMAP_QUEUE_URL,
      dayCloseQueueUrl: e.DAY_CLOSE_QUEUE_URL,
      accountQueueUrl: e.ACCOUNT_QUEUE_URL,
    },
    accounts: { deleteInlineMs: e.ACCOUNT_DELETE_INLINE_MS },
    dayClose: { batchUsers: e.DAY_CLOSE_BATCH_USERS },
    storage: { endpoint: e.S3_ENDPOINT, exportBucket: e.EXPORT_BUCKET, sourcesBucket: e.SOURCES_BUCKET },
    localStores: { accessKeyId: e.LOCAL_STORE_ACCESS_KEY_ID, secretAccessKey: e.LOCAL_STORE_SECRET_ACCESS_KEY },
    briefing: { waitMs: e.BRIEFING_WAIT_MS },
    edge: { originSecret: e.ORIGIN_VERIFY_SECRET, previousOriginSecret: e.ORIGIN_VERIFY_SECRET_PREVIOUS },
    email: {
      transport: e.EMAIL_TRANSPORT ?? (e.STAGE === 'prod' ? 'ses' : 'outbox'),
      outboxDir: join(e.DATA_DIR, 'outbox'),
      from: e.EMAIL_FROM ?? 'Beyou <no-reply@beyou.localhost>',
      configurationSet: e.EMAIL_CONFIGURATION_SET,
      // Dev: the local server, which serves the web client (local/runtime.ts puts the real port in).
      webBaseUrl: e.WEB_BASE_URL?.replace(/\/+$/, '') ?? (e.STAGE === 'prod' ? undefined : `http://${e.HOST}:${e.PORT}`),
    },
    logLevel: e.LOG_LEVEL,
  };
}

/** `auth` of a process loaded with `authSecret: 'none'`: any use of the secret is a bug. */
function withoutSigningSecret(scryptLogN: number): Config['auth'] {
  return {
    scryptLogN,
    get secret(): string {
      throw new ConfigError('AUTH_SECRET is not loaded in this process (loadConfig authSecret: none): it signs and verifies no token');
    },
  };
}

/**
 * Letting link sources reach 127.0.0.1 exists so tests and demos can serve a page locally; in
 * production it would open the server's own ports to anyone who can add a link.
 */
function loopbackFlag(stage: 'dev' | 'prod', on: boolean): boolean {
  if (on && stage === 'prod') {
    throw new ConfigError('Invalid configuration:\n  SOURCE_FETCH_ALLOW_LOOPBACK: must not be true when STAGE=prod');
  }
  return on;
}

/** Discovery turned on without its key would fail every call: a boot error instead (C10). */
function discoveryKind(kind: 'tavily' | 'gemini' | undefined, keys: Record<'tavily' | 'gemini', string | undefined>) {
  if (kind && !keys[kind]) {
    const key = kind === 'tavily' ? 'TAVILY_API_KEY' : 'GEMINI_API_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${key}: required when SOURCE_DISCOVERY=${kind}`);
  }
  return kind;
}

/**
 * Prod must be given its secret (a generated one would differ per Lambda instance and
 * invalidate every token). Dev generates one into DATA_DIR once so restarts keep sessions.
 */
function resolveAuthSecret(stage: 'dev' | 'prod', given: string | undefined, dataDir: string): string {
  if (given) return given;
  if (stage === 'prod') {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when STAGE=prod');
  }
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
