import type { Config } from '../../config';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { command } from '../../util/fn';
import { resolvePage } from '../naming';
import { topicOf } from '../tree';
import { DiscoverSourcesInput } from './schema';

export interface SuggestedLink {
  title: string;
  url: string;
  snippet: string;
}

const MAX_SUGGESTIONS = 5;
const TIMEOUT_MS = 20_000;
const DEFAULT_HOSTS = { tavily: 'https://api.tavily.com', gemini: 'https://generativelanguage.googleapis.com/v1beta' } as const;

const clip = (s: unknown, n: number) => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim().slice(0, n) : '');
const isWebLink = (u: unknown): u is string => typeof u === 'string' && URL.canParse(u) && /^https?:$/.test(new URL(u).protocol);

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError('AI_UNAVAILABLE', 'Source discovery could not be reached; try again later');
  }
  if (res.status === 429) throw new AppError('AI_UNAVAILABLE', 'Source discovery is over its quota for now; try again later', { retryAfterS: Number(res.headers.get('retry-after')) || 60 });
  if (!res.ok) throw new AppError('AI_UNAVAILABLE', `Source discovery answered ${res.status}; try again later`);
  return res.json().catch(() => ({}));
}

/** Tavily's search API: its results are already title, url and a snippet. */
async function tavily(cfg: Config['sourceDiscovery'], query: string): Promise<SuggestedLink[]> {
  const body = (await post(`${cfg.baseURL ?? DEFAULT_HOSTS.tavily}/search`, { authorization: `Bearer ${cfg.tavilyApiKey}` }, { query, max_results: MAX_SUGGESTIONS, search_depth: 'basic' })) as { results?: { title?: unknown; url?: unknown; content?: unknown }[] };
  return (body.results ?? []).filter((r) => isWebLink(r.url)).map((r) => ({ title: clip(r.title, 200) || new URL(r.url as string).host, url: r.url as string, snippet: clip(r.content, 300) }));
}

/** Gemini with Google Search grounding: the links are the grounding chunks, the snippets the text each supports. */
async function gemini(cfg: Config['sourceDiscovery'], query: string): Promise<SuggestedLink[]> {
  const prompt = `Find a few good web pages (articles, tutorials, references) for studying: ${query}. Describe each in one sentence.`;
  const body = (await post(`${cfg.baseURL ?? DEFAULT_HOSTS.gemini}/models/${cfg.model}:generateContent`, { 'x-goog-api-key': cfg.geminiApiKey ?? '' }, { contents: [{ role: 'user', parts: [{ text: prompt }] }], tools: [{ google_search: {} }] })) as {
    candidates?: { groundingMetadata?: { groundingChunks?: { web?: { uri?: unknown; title?: unknown } }[]; groundingSupports?: { segment?: { text?: unknown }; groundingChunkIndices?: number[] }[] } }[];
  };
  const meta = body.candidates?.[0]?.groundingMetadata;
  const snippets = new Map<number, string>();
  for (const s of meta?.groundingSupports ?? []) for (const i of s.groundingChunkIndices ?? []) if (!snippets.has(i)) snippets.set(i, clip(s.segment?.text, 300));
  return (meta?.groundingChunks ?? []).flatMap((c, i) => (isWebLink(c.web?.uri) ? [{ title: clip(c.web?.title, 200) || new URL(c.web!.uri as string).host, url: c.web!.uri as string, snippet: snippets.get(i) ?? '' }] : []));
}

/**
 * POST /notebook/pages/{id}/sources/discover (C10): links the person may add, from Tavily or
 * Gemini with Google Search — outside the chain and its blocklist, with their own key and host.
 * Off unless SOURCE_DISCOVERY is set (NOT_FOUND: the feature is not there). Suggestions only:
 * nothing is added until the person adds a link, which then goes through every link check.
 */
export const discoverSources = command(DiscoverSourcesInput, async (ctx: Ctx, input): Promise<{ items: SuggestedLink[] }> => {
  const cfg = ctx.deps.config.sourceDiscovery;
  const { page, pages } = await resolvePage(ctx, input.page);
  if (!cfg.kind) throw new AppError('NOT_FOUND', 'Source discovery is not turned on on this server');
  const topic = topicOf(pages, page.pageId);
  const query = input.query ?? (topic && topic.pageId !== page.pageId ? `${page.title} (${topic.title})` : page.title);
  const found = cfg.kind === 'tavily' ? await tavily(cfg, query) : await gemini(cfg, query);
  const seen = new Set<string>();
  const items = found.filter((l) => !seen.has(l.url) && seen.add(l.url)).slice(0, MAX_SUGGESTIONS);
  ctx.deps.log.info('sources discovered', { via: cfg.kind, count: items.length });
  return { items };
});
