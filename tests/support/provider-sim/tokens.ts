// The tokens a chat request costs, as the simulator both reports them (usage) and counts them
// against a link's tokens-per-minute limit: one function, so the two can never disagree.
import type { Step, Usage } from './script';
import { argsJson } from './wire';

/** A deterministic stand-in for a tokenizer: ~4 UTF-8 bytes a token (English prose), at least 1. */
export const BYTES_PER_TOKEN = 4;

const tokensOf = (bytes: number) => Math.max(1, Math.ceil(bytes / BYTES_PER_TOKEN));

/**
 * What a step's reply uses: the usage it scripts, or `input` from the request body's size and
 * `output` from the reply's own text (text, reasoning, tool names and arguments). Steps that
 * produce no reply (errors, stalls, resets, refusals) use nothing.
 */
export function stepUsage(step: Step, requestBytes: number): Usage | undefined {
  switch (step.kind) {
    case 'reply':
    case 'malformed':
      return step.usage ?? defaultUsage(step, requestBytes);
    case 'cut':
    case 'stallAfter':
      return defaultUsage(step, requestBytes);
    default:
      return undefined;
  }
}

function defaultUsage(step: Extract<Step, { kind: 'reply' | 'malformed' | 'cut' | 'stallAfter' }>, requestBytes: number): Usage {
  const calls = 'toolCalls' in step ? (step.toolCalls ?? []) : [];
  const reasoning = 'reasoning' in step ? (step.reasoning ?? []) : [];
  const written = [...step.text, ...reasoning, ...calls.map((c) => c.name + argsJson(c.args))].join('');
  return { input: tokensOf(requestBytes), output: tokensOf(Buffer.byteLength(written, 'utf8')) };
}

/** All the tokens a step's request counts for (input + output), 0 for a step without a reply. */
export function stepTokens(step: Step, requestBytes: number): number {
  const u = stepUsage(step, requestBytes);
  return u ? u.input + u.output : 0;
}

/** The most tokens any `spanMs` window of these arrivals holds (a window starting at each arrival). */
export function peakOver(arrivals: readonly { at: number; tokens: number }[], spanMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a.at - b.at);
  let peak = 0;
  let sum = 0;
  let end = 0;
  for (let start = 0; start < sorted.length; start++) {
    while (end < sorted.length && sorted[end]!.at < sorted[start]!.at + spanMs) sum += sorted[end++]!.tokens;
    peak = Math.max(peak, sum);
    sum -= sorted[start]!.tokens;
  }
  return peak;
}
