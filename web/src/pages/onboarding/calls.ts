import { ApiError } from '../../client/api';
import { ok } from '../../client/rest';
import { rest } from '../../session';
import type { AcceptBody, Accepted, SavedItem, Step, SuggestBody, SuggestedItem, Suggestions } from './types';

export { STEPS, type AcceptBody, type Accepted, type SavedItem, type Step, type SuggestedItem, type Suggestions } from './types';

/** One step's suggestions (O1: the story so far rides in the request). */
export async function suggest<S extends Step>(step: S, body: SuggestBody): Promise<Suggestions[S]> {
  return (await ok(rest.POST('/ai/onboarding/{step}', { params: { path: { step } }, body }))) as Suggestions[S];
}

/**
 * A refused entity write (O4): which item, the server's reason (the ApiError, shown by code)
 * and what the wizard has saved so far — the envelope carries `item` and `saved` beside the code.
 */
export class SaveRefused extends Error {
  constructor(
    readonly error: ApiError,
    readonly item: SuggestedItem | undefined,
    readonly saved: SavedItem[],
  ) {
    super(error.message);
  }
}

const isItem = (v: unknown): v is SuggestedItem =>
  typeof v === 'object' && v !== null && typeof (v as SuggestedItem).name === 'string' && typeof (v as SuggestedItem).kind === 'string';

/** Save what the person kept from one step through the duplicate-proof route; a refusal is a SaveRefused. */
export async function accept(body: AcceptBody): Promise<Accepted> {
  const res = await rest.POST('/ai/onboarding/accept', { body });
  if (res.response.ok) return res.data!;
  const extra = (res.error as { error?: Record<string, unknown> } | undefined)?.error ?? {};
  const error = await ok(Promise.resolve(res)).then(
    () => new ApiError(res.response.status, 'HTTP', 'Request failed'),
    (err: unknown) => err as ApiError,
  );
  const saved = Array.isArray(extra.saved) ? (extra.saved.filter(isItem) as SavedItem[]) : [];
  throw new SaveRefused(error, isItem(extra.item) ? extra.item : undefined, saved);
}
