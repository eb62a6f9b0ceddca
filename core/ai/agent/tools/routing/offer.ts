import type { ModelMessage } from 'ai';
import type { ToolOffer, ToolSpec } from '../registry';
import { routeContext } from './conversation';
import { findTools } from './find-tools';
import { CORE_TOOLS } from './core';
import type { ToolRouter } from './router';

/** What findTools answers the model: the tools it can call from its next step. */
export interface FoundTools {
  tools: { name: string; description: string }[];
  note: string;
}

/** findTools' answer size: enough for a verb with two or three objects. */
export const FIND_LIMIT = 5;

/**
 * The most tools one step carries: a turn that keeps searching grows its offer only this far
 * (the newest finds kept), so the largest request stays inside every link's tool limits
 * (core/ai/chain/request-limits.ts; tests/unit/chain/request-limits.test.ts).
 */
export const MAX_OFFERED = 32;

/**
 * One turn's offer: which tools each model call carries. The first step gets the core, what
 * the router chose for the message, the chat's recent tools and the page's anchor; every later
 * step also what findTools found and what the turn has called. A call to a tool outside the
 * step's offer runs nothing (registry.ts): the offer decides what the model sees, never what
 * it may do beyond its own tools — ownership, approvals and validation are the tools' own.
 */
export class TurnOffer implements ToolOffer {
  private readonly known: ReadonlySet<string>;
  private readonly base: ReadonlySet<string>;
  private found: string[] = [];
  private current: Set<string>;

  constructor(
    private readonly router: ToolRouter,
    specs: readonly ToolSpec[],
    messages: readonly ModelMessage[],
    page: string | undefined,
  ) {
    this.known = new Set(specs.map((s) => s.name));
    const routed = router.route(routeContext(messages, this.known), page);
    this.base = new Set([...new Set([...CORE_TOOLS, ...routed])].filter((n) => this.known.has(n)).slice(0, MAX_OFFERED));
    this.current = new Set(this.base);
  }

  /** The tools of the step about to run. */
  get offered(): ReadonlySet<string> {
    return this.current;
  }

  allows(name: string): boolean {
    return this.current.has(name);
  }

  /** Before a step: the first step's tools, what findTools found, and what the turn has called. */
  advance(called: Iterable<string>): void {
    // Past the cap, what the turn asked for last wins: the core, the newest finds, the tools it called, then the first step's.
    const ranked = new Set([...CORE_TOOLS, ...[...this.found].reverse(), ...called, ...this.base]);
    this.current = new Set([...ranked].filter((n) => this.known.has(n)).slice(0, MAX_OFFERED));
  }

  /** findTools: the matching tools, offered from the next step on. */
  find(query: string): FoundTools {
    const hits = this.router.find(query, FIND_LIMIT).filter((s) => !CORE_TOOLS.includes(s.name as never));
    for (const s of hits) this.found = [...this.found.filter((n) => n !== s.name), s.name];
    return {
      tools: hits.map((s) => ({ name: s.name, description: firstSentence(s.description) })),
      note: hits.length
        ? 'These tools can be called from your next step.'
        : 'No tool matches these words: try other words for what the person wants (the thing and the action, e.g. "delete habit").',
    };
  }
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end > 0 ? text.slice(0, end + 1) : text;
}

const withFind = new WeakMap<readonly ToolSpec[], ToolSpec[]>();

/** A routed turn's tools: the agent's, and findTools (built once per list). */
export function routedTools(specs: readonly ToolSpec[]): ToolSpec[] {
  let all = withFind.get(specs);
  if (!all) {
    all = [...specs, findTools];
    withFind.set(specs, all);
  }
  return all;
}
