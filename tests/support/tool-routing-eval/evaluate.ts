import type { ModelMessage } from 'ai';
import { toModelMessages } from '../../../core/ai/agent/chat/history';
import { AGENT_TOOLS } from '../../../core/ai/agent/tools';
import type { ToolSpec } from '../../../core/ai/agent/tools/registry';
import { routedTools, TurnOffer } from '../../../core/ai/agent/tools/routing/offer';
import { toolRouter } from '../../../core/ai/agent/tools/routing/router';
import type { RoutingCase } from '../tool-routing/case';

/** A labeled case's window as the turn gives it to the model: its history stored as chat/history.ts reads it, then the message. */
export function caseMessages(c: RoutingCase): ModelMessage[] {
  const rows: { role: 'user' | 'assistant'; segments: unknown }[] = [];
  for (const h of c.history ?? []) {
    rows.push({ role: 'user', segments: [{ type: 'text', text: h.user }] });
    rows.push({
      role: 'assistant',
      segments: [...(h.tools ?? []).map((name, i) => ({ type: 'tool', callId: `c${i}`, name, kind: 'read', ok: true, domains: [] })), { type: 'text', text: h.assistant }],
    });
  }
  rows.push({ role: 'user', segments: [{ type: 'text', text: c.message }] });
  return toModelMessages(rows);
}

export interface CaseOutcome {
  case: RoutingCase;
  offered: string[];
  missing: string[];
  /** After one findTools round with the case's query: what is still missing. */
  missingAfterFind: string[];
}

/** The router's first step for each case, and what one findTools round adds: no model, no table. */
export function evaluate(cases: readonly RoutingCase[], specs: readonly ToolSpec[] = AGENT_TOOLS): CaseOutcome[] {
  const all = routedTools(specs);
  const router = toolRouter(all);
  return cases.map((c) => {
    const offer = new TurnOffer(router, all, caseMessages(c), c.page);
    const offered = [...offer.offered];
    const missing = c.needs.filter((n) => !offer.allows(n));
    let missingAfterFind = missing;
    if (missing.length) {
      offer.find(c.query);
      offer.advance([]);
      missingAfterFind = c.needs.filter((n) => !offer.allows(n));
    }
    return { case: c, offered, missing, missingAfterFind };
  });
}

export interface Recall {
  cases: number;
  firstStep: number;
  afterFind: number;
  medianOffered: number;
}

/** Share of cases whose every needed tool is offered (first step; after one findTools round). */
export function recall(outcomes: readonly CaseOutcome[]): Recall {
  const n = outcomes.length;
  const sizes = outcomes.map((o) => o.offered.length).sort((a, b) => a - b);
  return {
    cases: n,
    firstStep: outcomes.filter((o) => o.missing.length === 0).length / n,
    afterFind: outcomes.filter((o) => o.missingAfterFind.length === 0).length / n,
    medianOffered: sizes[Math.floor(n / 2)] ?? 0,
  };
}
