import type { JSONObject, SharedV3ProviderMetadata } from '@ai-sdk/provider';
import type { LinkFailure, LinkOutcome } from './errors';

/**
 * Which link answered one model call, and why the links before it did not. The agent stores it
 * on the turn (one per step: every `streamText` step is its own model call).
 *
 * It travels the AI SDK's own way, as `providerMetadata.chain` on the finish part (streaming)
 * or the result (generate), so it appears on `step.providerMetadata`, `onStepFinish`,
 * `finish-step` parts and `result.providerMetadata` without any side channel. Read it with
 * `servedBy(...)`. A call that fails after output began has no finish: read the same record
 * from the error with `servedByError(err)`. A call that never began throws ChainExhaustedError.
 */
export interface ServedRecord {
  link: string;
  model: string;
  failedOver: LinkFailure[];
  /**
   * Unreadable chunks the link sent in a stream that then finished cleanly (a finish reason
   * and usage): skipped, not reported as an error part. The answer is whole as far as the
   * provider says; a caller may store a warning. Absent when there were none.
   */
  skippedChunks?: number;
}

export const CHAIN_METADATA_KEY = 'chain';

export function withServed(meta: SharedV3ProviderMetadata | undefined, r: ServedRecord): SharedV3ProviderMetadata {
  const failedOver = r.failedOver.map((f) => {
    const o: JSONObject = { link: f.link, model: f.model, class: f.class };
    if (f.status !== undefined) o.status = f.status;
    return o;
  });
  const record: JSONObject = { link: r.link, model: r.model, failedOver };
  if (r.skippedChunks) record.skippedChunks = r.skippedChunks;
  return { ...meta, [CHAIN_METADATA_KEY]: record };
}

export function servedBy(meta: SharedV3ProviderMetadata | undefined): ServedRecord | undefined {
  const raw = meta?.[CHAIN_METADATA_KEY] as
    | { link?: unknown; model?: unknown; failedOver?: unknown; skippedChunks?: unknown }
    | undefined;
  if (typeof raw?.link !== 'string' || typeof raw.model !== 'string') return undefined;
  const failedOver = Array.isArray(raw.failedOver) ? (raw.failedOver as LinkFailure[]) : [];
  return {
    link: raw.link,
    model: raw.model,
    failedOver: failedOver.map((f) => ({
      link: f.link,
      model: f.model,
      class: f.class as LinkOutcome,
      ...(f.status === undefined ? {} : { status: f.status }),
    })),
    ...(typeof raw.skippedChunks === 'number' && raw.skippedChunks > 0 ? { skippedChunks: raw.skippedChunks } : {}),
  };
}

// Errors after the first token pass through untouched (C4), so the record is kept beside them.
const byError = new WeakMap<object, ServedRecord>();

export function rememberServed(err: unknown, r: ServedRecord): void {
  if (err !== null && typeof err === 'object') byError.set(err, r);
}

export function servedByError(err: unknown): ServedRecord | undefined {
  let e = err;
  for (let i = 0; i < 4 && e !== null && typeof e === 'object'; i++) {
    const r = byError.get(e);
    if (r) return r;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const ANNOUNCEMENT = 'beyouChainServes';

/**
 * The chain's one raw stream part: emitted right before a step's first content when the
 * caller asked for raw chunks (`includeRawChunks`), it names the link and model that serve
 * the step — what the agent's `model` event tells the client before the first token.
 */
export function servedAnnouncement(r: ServedRecord): { type: 'raw'; rawValue: unknown } {
  return { type: 'raw', rawValue: { [ANNOUNCEMENT]: { link: r.link, model: r.model } } };
}

/** The link and model a raw part announces, if it is the chain's announcement. */
export function announcedServer(rawValue: unknown): { link: string; model: string } | undefined {
  const v = (rawValue as Record<string, unknown> | null)?.[ANNOUNCEMENT] as { link?: unknown; model?: unknown } | undefined;
  return typeof v?.link === 'string' && typeof v.model === 'string' ? { link: v.link, model: v.model } : undefined;
}
