import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

/** The mark on the step a spent budget answered without a model call (converse.ts does not count it as a step). */
export const NO_CALL = { beyou: { noCall: true } } as const;

export const isNoCall = (metadata: unknown) => (metadata as typeof NO_CALL | undefined)?.beyou?.noCall === true;

export interface CallBudget {
  /** The model calls this part of the turn may make: its `stopWhen` (at least 1, the SDK's first step). */
  readonly max: number;
  /** Calls made through it so far. */
  readonly made: number;
  wrap(model: LanguageModelV3): LanguageModelV3;
}

/**
 * The model calls one part of a turn may make (issue 47): what is left of the turn's steps
 * (a turn and its approval answers together take at most `maxSteps`, never a fresh 8 per
 * answer) and of the person's hourly calls (turn/open.ts, turn/approve.ts). `streamText`'s
 * `stopWhen` stops at `max`; `made` is what the turn gives back of its reservation.
 *
 * One case the step count cannot stop: an approval answered when the turn has no step left
 * (it paused on its last one). The SDK runs the approved call and then always makes its first
 * step's call; here that call is not made: the step finishes at once, empty, marked NO_CALL,
 * so the person's yes still runs the change, and the answer ends as a turn that reached its
 * step limit after a tool call always did (the tool's card, no closing words).
 */
export function callBudget(max: number): CallBudget {
  let made = 0;
  return {
    max: Math.max(0, max),
    get made() {
      return made;
    },
    wrap(model) {
      return wrapLanguageModel({
        model,
        middleware: {
          specificationVersion: 'v3',
          wrapStream: async ({ doStream }) => {
            if (made >= max) return { stream: spentStream() };
            made += 1;
            return doStream();
          },
        },
      });
    },
  };
}

function spentStream(): ReadableStream<LanguageModelV3StreamPart> {
  const none = { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 };
  return new ReadableStream({
    start(c) {
      c.enqueue({ type: 'stream-start', warnings: [] });
      c.enqueue({
        type: 'finish',
        finishReason: { unified: 'stop', raw: undefined },
        usage: { inputTokens: none, outputTokens: { total: 0, text: 0, reasoning: 0 } },
        providerMetadata: NO_CALL,
      });
      c.close();
    },
  });
}
