import MiniSearch from 'minisearch';
import type { ToolSpec } from '../registry';
import type { RouteContext } from './conversation';
import { PAGE_TOOLS, pageKey } from './pages';
import { routeTerm } from './terms';

/**
 * The tool router (issue 46): which of the agent's tools a model call is offered. Every tool
 * the agent has is sent on every call otherwise, ~22k tokens of ~23.5k, and the free tiers are
 * bound by tokens. The router is deterministic and in-process: BM25 over the tools' cards
 * (card.ts) with the person's message as the query, and the chat's recent tools and page as
 * priors. Why BM25 (minisearch) and not embeddings or a model: it needs no call and no
 * network (the turn's first provider request must not wait), costs microseconds, explains
 * itself (a term on a card), and the cards are short, hand-written documents where a rare
 * word ("microtarefa", "pomodoro") is exactly the evidence BM25 weighs most; fuzzy matching
 * of one edit takes typos, the shared stemmer (terms.ts) verb forms. See docs/tool-routing.md.
 */
export interface ToolRouter {
  /** The tools a turn's first step offers, besides the core (core.ts). */
  route(ctx: RouteContext, page?: string): string[];
  /** findTools: the tools matching a query, best first. */
  find(query: string, limit: number): ToolSpec[];
}

/** Weights of the turn's texts in the score: the message decides; earlier words only lean. */
const WEIGHT = { message: 1, earlier: 0.35, assistant: 0.35 } as const;
/** A text whose best match scores below this (one common word) counts as weak evidence. */
const FLOOR = 8;
/** Of the scored tools, those within this share of the best are offered, at most MAX_ROUTED. */
const RELATIVE_CUT = 0.3;
const MAX_ROUTED = 6;
/** Priors: a tool tied to one the chat just used, or to the page the person is on. */
const RECENT_BOOST = 1.6;
const PAGE_BOOST = 1.4;
/**
 * A request that names no kind of thing ("rename Gym to Gym 7 am") most often means a habit,
 * a task or today's routine, what people keep in Beyou most: their tools lean that way.
 */
const COMMON_PAGES = ['habits', 'tasks', 'today'];
const COMMON_PRIOR = 1.2;
/** The page counts for more when the message points at it. */
const PAGE_BOOST_HERE = 3;
const HERE = /\b(?:here|this page|this one|aqui|nessa|nesta|neste|nesse|desta|dessa|deste|desse)\b/i;
/** Below this best score (a word seen only in a card's examples), the message says little on its own. */
const WEAK = 10;
/** A page whose tools are this few is offered whole after a weak message. */
const MAX_PAGE_FALLBACK = 7;
/** At most this many tools come only from recent use. */
const MAX_RECENT = 6;

interface Doc {
  id: number;
  name: string;
  words: string;
  examples: string;
  description: string;
}

const routers = new WeakMap<readonly ToolSpec[], ToolRouter>();

/** The router over these specs, built once per list and process (the index is ~80 small documents). */
export function toolRouter(specs: readonly ToolSpec[]): ToolRouter {
  let router = routers.get(specs);
  if (!router) {
    router = buildRouter(specs);
    routers.set(specs, router);
  }
  return router;
}

function buildRouter(specs: readonly ToolSpec[]): ToolRouter {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const common = new Set(COMMON_PAGES.flatMap((p) => PAGE_TOOLS[p] ?? []));
  // A page's tools that this agent has (a test's agent may have few; every page names real tools: tests/unit/agent/tool-cards.test.ts).
  const pages = new Map(Object.entries(PAGE_TOOLS).map(([page, names]) => [page, names.filter((n) => byName.has(n))]));
  const index = new MiniSearch<Doc>({ fields: [...FIELDS], idField: 'id', processTerm: routeTerm });
  const docs: Doc[] = specs.map((s, id) => ({
    id,
    // getUserHabits → "get habits": the verb and the object, as words.
    name: s.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/\bUser\b/g, ''),
    words: s.card ? `${s.card.words.en}, ${s.card.words.pt}` : '',
    examples: s.card ? [...s.card.examples.en, ...s.card.examples.pt].join('. ') : '',
    description: s.description,
  }));
  index.addAll(docs);

  // Fuzzy and prefix matching only for a word the cards do not have as it is: an exact word
  // needs neither, and they are most of the search's time (a typo is the exception).
  const vocabulary = new Set<string>();
  for (const d of docs) {
    for (const f of FIELDS) {
      for (const w of d[f].split(SPACE_OR_PUNCTUATION)) {
        const t = routeTerm(w);
        if (t) vocabulary.add(t);
      }
    }
  }
  const options = {
    ...SEARCH,
    fuzzy: (term: string) => (term.length >= 4 && !vocabulary.has(term) ? 1 : false),
    prefix: (term: string) => term.length >= 5 && !vocabulary.has(term),
  };
  /**
   * A word the cards do not know may be a typo that swapped two letters ("hábtio", "tarfeas"),
   * which is two edits for the fuzzy match: the swap that makes a known word is taken.
   */
  const mended = (text: string): string =>
    text.replace(/[\p{L}]{4,}/gu, (word) => {
      const t = routeTerm(word);
      if (!t || vocabulary.has(t)) return word;
      for (let i = 0; i + 1 < word.length; i++) {
        const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        const st = routeTerm(swapped);
        if (st && vocabulary.has(st)) return swapped;
      }
      return word;
    });
  /**
   * One text's evidence, added with its weight: each text's scores scaled by its best (or by
   * FLOOR when its best is weak), so a long earlier answer full of matching words cannot
   * outweigh the message, and a clause with one faint match adds little.
   */
  const add = (text: string, into: Map<number, number>, weight: number): number => {
    if (!text.trim()) return 0;
    const hits = index.search(mended(text), options);
    const best = hits[0]?.score ?? 0;
    for (const r of hits) into.set(r.id as number, (into.get(r.id as number) ?? 0) + (weight * r.score) / Math.max(FLOOR, best));
    return best;
  };
  const related = (names: Iterable<string>): Set<string> => {
    const out = new Set<string>();
    for (const n of names) {
      out.add(n);
      for (const w of byName.get(n)?.card?.with ?? []) out.add(w);
    }
    // A tool whose card needs one of these (deleteUserHabit for getUserHabits) is related too.
    for (const s of specs) if (s.card?.with?.some((w) => out.has(w))) out.add(s.name);
    return out;
  };

  return {
    route(ctx, page) {
      const scores = new Map<number, number>();
      // Each part of the message on its own ("create X, rename Y and jot Z"): every intent
      // gets its best tools, not only the strongest one.
      const [whole, ...parts] = clauses(ctx.message);
      const evidence = add(whole!, scores, WEIGHT.message);
      for (const part of parts) add(part, scores, WEIGHT.message);
      for (const e of ctx.earlier.slice(0, 1)) add(e, scores, WEIGHT.earlier);
      add(ctx.assistant, scores, WEIGHT.assistant);
      const near = related(ctx.recent);
      const key = pageKey(page);
      const pageTools = (key && pages.get(key)) || [];
      const onPage = new Set(pageTools);
      // "here", "this page": the page is what the message is about.
      const pageBoost = HERE.test(ctx.message) ? PAGE_BOOST_HERE : PAGE_BOOST;
      const ranked = [...scores]
        .map(([id, s]) => {
          const name = specs[id]!.name;
          return { name, s: s * (near.has(name) ? RECENT_BOOST : 1) * (onPage.has(name) ? pageBoost : 1) * (common.has(name) ? COMMON_PRIOR : 1) };
        })
        .sort((a, b) => b.s - a.s);
      const best = ranked[0]?.s ?? 0;
      const chosen = ranked.filter((r) => r.s >= best * RELATIVE_CUT).slice(0, MAX_ROUTED).map((r) => r.name);
      const out = new Set<string>();
      for (const n of chosen) {
        out.add(n);
        for (const w of byName.get(n)?.card?.with ?? []) out.add(w);
      }
      for (const n of ctx.recent.slice(0, MAX_RECENT)) out.add(n);
      // A follow-up acts on what the chat just read ("ler fica pra amanhã" after today's list):
      // the tools tied to it that the words touch at all.
      for (const r of ranked.filter((r) => near.has(r.name) && !out.has(r.name)).slice(0, MAX_RECENT)) out.add(r.name);
      if (pageTools[0]) out.add(pageTools[0]);
      // Words the cards hardly know ("já alonguei", "casa pode sumir") on a page: what that page does.
      if (evidence < WEAK && pageTools.length <= MAX_PAGE_FALLBACK) for (const n of pageTools) out.add(n);
      return [...out].filter((n) => byName.has(n));
    },
    find(query, limit) {
      const scores = new Map<number, number>();
      add(query, scores, 1);
      const ranked = [...scores].sort((a, b) => b[1] - a[1]);
      const best = ranked[0]?.[1] ?? 0;
      return ranked.filter(([, s]) => s >= best * RELATIVE_CUT).slice(0, limit).map(([id]) => specs[id]!);
    },
  };
}

/**
 * Field weights and matching: a card's words count most, then the tool's own name, then the
 * example requests and the description the model reads. One edit of fuzziness from four
 * letters on (stems: "habbit", "tarfa"), prefixes from five ("notif" → "notificação").
 */
const SEARCH = {
  combineWith: 'OR',
  boost: { words: 3, name: 2, examples: 1, description: 0.5 },
  weights: { fuzzy: 0.4, prefix: 0.5 },
} as const;

const FIELDS = ['name', 'words', 'examples', 'description'] as const;
/** minisearch's own tokenizer: what it splits a field on. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** A message's parts: split at punctuation and at the words that join two requests. */
export function clauses(message: string): string[] {
  const parts = message.split(/[,;.!?\n]+|\s(?:and|then|also|plus|e|depois|também|tambem|aí|ai)\s/i).filter((p) => p.trim());
  return parts.length > 1 ? [message, ...parts] : [message];
}
