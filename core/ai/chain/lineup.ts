import { LINK_NAMES, PAID_LINK_NAMES, type Config, type LinkName, type PaidLinkName } from '../../config';
import { ChainConfigError } from './errors';
import production from './production.json';
import { PAID_TIERS } from './quota/paid';

/** The five provider links (C1), `sim` (the dev-only in-process link), and the paid spill-over's links. */
export type LinkId = LinkName | 'sim' | PaidLinkName;

/** The variable (and, on AWS, the SST secret) holding each provider link's key. */
export const KEY_VARIABLE = {
  mistral: 'MISTRAL_API_KEY',
  gemini: 'GEMINI_API_KEY',
  glm: 'GLM_API_KEY',
  nvidia: 'NVIDIA_API_KEY',
  deepseek: 'DEEPSEEK_API_KEY',
} as const satisfies Record<LinkName, string>;

/**
 * C3: production's lineup is pinned in a file in the repo, not in the environment: the order
 * there replaces AI_LLM_CHAIN_ORDER and AI_LLM_CHAIN_BLOCKED is only added to its blocked
 * list, so the environment can narrow production but never widen it.
 */
export const PRODUCTION_LINEUP = pinnedLineup(production);

/** production.json's shape, checked without zod (at the agent function's cold start: issue 35). */
function pinnedLineup(file: unknown): { order: string[]; blocked: string[] } {
  const { order, blocked } = (file ?? {}) as { order?: unknown; blocked?: unknown };
  const names = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (!names(order) || order.length === 0 || !names(blocked)) throw new ChainConfigError('core/ai/chain/production.json: needs "order" (at least one link) and "blocked", both lists of link names');
  return { order, blocked };
}

export interface Lineup {
  /** The free links, in order. */
  links: (LinkName | 'sim')[];
  /**
   * The paid spill-over's links (issue 32), tried only after every free link: present only
   * while AI_MONTHLY_BUDGET_USD > 0, with a key, and (P1) selling an allowed provider's tier:
   * in production one of production.json's links, and a blocked provider's tier is blocked too.
   */
  paid: PaidLinkName[];
  /** Why links were left out, and whether the sim link stands in; logged by buildChain. */
  notes: { level: 'info' | 'warn'; message: string }[];
}

/**
 * C2: blocked is checked first and wins; then unknown names and links without a key are left
 * out (with a note). In dev only, when no provider link has a key at all, the chain is the
 * offline `sim` link. Nothing left → ChainConfigError saying what to set.
 * `present` marks links that count as configured without a key (model overrides);
 * `production` exists so tests can prove the pinned blocked list guards even a wider pinned order.
 */
export function planLineup(
  config: Config,
  opts: { present?: ReadonlySet<string>; production?: { order: string[]; blocked: string[] } } = {},
): Lineup {
  const { present = new Set<string>(), production = PRODUCTION_LINEUP } = opts;
  const prod = config.stage === 'prod';
  const order = prod ? production.order : config.chain.order;
  const blocked = new Set([...(prod ? production.blocked : []), ...config.chain.blocked]);
  if (prod) blocked.add('sim'); // dev-only, whatever the file says
  const notes: Lineup['notes'] = [];
  const links: (LinkName | 'sim')[] = [];
  const hasKey = (name: LinkName) => present.has(name) || Boolean(config.chain.links[name].apiKey);

  for (const name of new Set(order)) {
    if (blocked.has(name)) {
      notes.push({ level: 'info', message: `LLM link ${name} is blocked` });
    } else if (name === 'sim') {
      links.push('sim');
    } else if (!isLinkName(name)) {
      notes.push({ level: 'warn', message: `LLM chain order names an unknown link "${name}"; left out` });
    } else if (!hasKey(name)) {
      notes.push({ level: 'warn', message: `LLM link ${name} has no API key (${KEY_VARIABLE[name]}); left out` });
    } else {
      links.push(name);
    }
  }

  if (links.length === 0 && !blocked.has('sim') && !LINK_NAMES.some(hasKey)) {
    links.push('sim');
    notes.push({
      level: 'warn',
      message:
        'LLM chain: no provider API key is set, so the OFFLINE SIMULATOR link "sim" answers every AI call ' +
        '(scripted replies, no real model). Set MISTRAL_API_KEY or GEMINI_API_KEY for a real one.',
    });
  }
  if (links.length === 0) throw new ChainConfigError(emptyMessage(prod, order, [...blocked]));
  return { links, paid: paidLineup(config, blocked, prod ? production.order : undefined, present, notes), notes };
}

function paidLineup(
  config: Config, blocked: ReadonlySet<string>, allowed: readonly string[] | undefined, present: ReadonlySet<string>, notes: Lineup['notes'],
): PaidLinkName[] {
  if (config.chain.paid.budgetUsd <= 0) return [];
  const paid: PaidLinkName[] = [];
  for (const name of PAID_LINK_NAMES) {
    const { provider, keyVariable } = PAID_TIERS[name];
    if (blocked.has(name) || blocked.has(provider) || (allowed && !allowed.includes(provider))) {
      notes.push({ level: 'info', message: `LLM paid link ${name} is blocked (its provider ${provider} is not allowed here)` });
    } else if (!present.has(name) && !config.chain.paid.links[name].apiKey) {
      notes.push({ level: 'warn', message: `LLM paid link ${name} has no API key (${keyVariable}); the monthly budget is not used` });
    } else {
      paid.push(name);
    }
  }
  return paid;
}

function isLinkName(name: string): name is LinkName {
  return (LINK_NAMES as readonly string[]).includes(name);
}

function emptyMessage(prod: boolean, order: string[], blocked: string[]): string {
  const left = order.filter((n) => !blocked.includes(n));
  const keys = left.filter(isLinkName).map((n) => KEY_VARIABLE[n]);
  const source = prod
    ? `production pins order [${order.join(',')}] (core/ai/chain/production.json)`
    : `AI_LLM_CHAIN_ORDER is [${order.join(',')}]`;
  const setKey = keys.length ? `Set ${keys.join(' or ')}` : 'Add a provider link to the order';
  return (
    `The LLM chain is empty: ${source}, blocked is [${blocked.join(',')}], and no remaining link has an API key. ` +
    `${setKey}${prod ? '' : ', or change AI_LLM_CHAIN_ORDER / AI_LLM_CHAIN_BLOCKED'}. The app cannot start without it.`
  );
}
