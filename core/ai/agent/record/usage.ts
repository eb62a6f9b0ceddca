import type { StepUsage, TurnUsage } from '../protocol/events';

/** One model call of a turn as its `finish-step` part told it: who served it and what it counted. */
export interface StepCount {
  link: string;
  model: string;
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * A turn's usage (issue 31): each step's tokens summed, from the steps' own counts rather than
 * the SDK's `totalUsage`, which only a stream that finished carries (an interrupted turn and a
 * turn paused for an approval still used tokens). The steps are listed, each with its
 * `servedBy`, only when more than one link served them: then the sum mixes providers. No step
 * with a count → undefined (a provider that reports nothing is not "0 tokens").
 */
export function turnUsage(steps: readonly StepCount[]): TurnUsage | undefined {
  const counted = steps.filter((s) => s.inputTokens !== undefined || s.outputTokens !== undefined);
  if (!counted.length) return undefined;
  const usage: TurnUsage = {
    inputTokens: sum(counted.map((s) => s.inputTokens)),
    outputTokens: sum(counted.map((s) => s.outputTokens)),
  };
  if (new Set(steps.map((s) => s.link)).size > 1) {
    usage.steps = steps.map((s): StepUsage => ({ link: s.link, model: s.model, inputTokens: s.inputTokens ?? 0, outputTokens: s.outputTokens ?? 0 }));
  }
  return usage;
}

const sum = (xs: (number | undefined)[]) => xs.reduce<number>((n, x) => n + (x ?? 0), 0);
