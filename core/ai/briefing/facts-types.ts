import type { ConfigurationRow } from '../../configuration/entity';
import type { Ctx } from '../../context';

/**
 * What DailyBriefingFactsBuilder produces (DOMAIN-FACTS "Daily briefing"). `yesterday` and
 * `today` are what the screen shows (and the response carries); `signals` go to the narrator
 * only. Every number is finished here, in code (B1).
 */
export interface BriefingFacts {
  date: string;
  language: string;
  yesterday: Record<string, unknown> & { openItems?: unknown[] };
  today: Record<string, unknown>;
  /** Filled only when asked for (a narrative is about to be generated): the two weeks of
   * snapshots are the costliest read, and a briefing whose prose exists never needs them. */
  signals: { id: string; kind: string; [key: string]: unknown }[];
  /** Only if yesterday had a routine or a mood, or today has items, goals or a recovery window. */
  worthShowing: boolean;
}

export interface FactsOptions {
  /** Also compute the two weeks of signals (only a caller about to generate prose needs them). */
  signals: boolean;
  /** The caller's configuration, when it has already read it (the time zone gave it `date`). */
  config?: ConfigurationRow;
}

export type FactsBuilder = (ctx: Ctx, date: string, opts: FactsOptions) => Promise<BriefingFacts>;

/**
 * What the model receives (B2): the on-screen part labelled "do not restate" with yesterday's
 * open items removed by name AND by count, plus the signals.
 */
export function factsForModel(f: BriefingFacts): unknown {
  const { openItems: _names, openCount: _count, ...yesterday } = f.yesterday as Record<string, unknown>;
  return { contextDoNotRestate: { yesterday, today: f.today }, signals: f.signals };
}
