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
  /** Computed only when a narrative is about to be generated: the two weeks of snapshots are
   * the costliest read, and a briefing whose prose is READY never needs them again. */
  signals: () => Promise<{ id: string; kind: string; [key: string]: unknown }[]>;
  /** Only if yesterday had a routine or a mood, or today has items, goals or a recovery window. */
  worthShowing: boolean;
}

export type FactsBuilder = (ctx: import('../../context').Ctx, date: string) => Promise<BriefingFacts>;

/**
 * What the model receives (B2): the on-screen part labelled "do not restate" with yesterday's
 * open items removed by name AND by count, plus the signals.
 */
export async function factsForModel(f: BriefingFacts): Promise<unknown> {
  const { openItems: _names, openCount: _count, ...yesterday } = f.yesterday as Record<string, unknown>;
  return { contextDoNotRestate: { yesterday, today: f.today }, signals: await f.signals() };
}
