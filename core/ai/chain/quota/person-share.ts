import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../context';
import { isConditionFailed } from '../../../db/entity';
import { addHitsInput } from '../../../limits/commands';
import { MINUTE_MS, type Refusal } from './ledger';

/**
 * A person's share of a link's minute (issue 47): however many calls one person causes (turns,
 * approval answers, the tutor, onboarding, their briefing), they get at most
 * `personShareOf(rpm, share)` of a link's calls a minute, so the rest of the minute is always
 * there for whoever comes next. Before, one person's approval answers took all 20 calls of a
 * link's minute and the next person waited 58 s.
 *
 * A fixed fraction (AI_PERSON_LINK_SHARE, default a quarter), not "the capacity divided by the
 * people active": a share that grows while few are active lets the first person take the whole
 * minute before the second arrives, which is exactly the wait that was measured. A quarter of
 * Mistral's free 60 a minute is 15 calls, about two turns of 8 steps; a person alone who needs
 * more goes on with the next link (their quarter of it) and the paid spill-over (their share of
 * the budget, spend.ts).
 *
 * Counted in the person's own partition (rate windows: `USER#<id>` `RATE#llm-<link>#<minute>`,
 * so the account's deletion takes them and the export leaves them out), by a conditional ADD
 * that no instance can pass: exact across instances. Like the link's blocks (table-ledger.ts),
 * an instance takes a block of the person's share (a twentieth of it, at least 1: one call for
 * every free tier's share) and spends it with no round trip; the turn takes its first block
 * in its first wave (FallbackChatModel.warm) and the next while a step's tools run (prefetch),
 * so a call rarely waits for this write. A block a person did not spend is lost with its
 * minute, to them alone: the link's own count is not touched here.
 */
export const PERSON_BLOCK_SHARE = 1 / 20;

/** A person's calls of a window whose limit is `limit`: the share, at least one, never more than the fraction. */
export function personShareOf(limit: number, share: number): number {
  return Math.max(1, Math.floor(limit * share));
}

export type ShareGrant = { ok: true; putBack: () => void } | Refusal;

export interface PersonShares {
  /** This instance already knows the person's share of the minute is spent: the refusal, with no round trip. */
  known(person: string, link: string, nowMs: number): Refusal | undefined;
  /** One call of `person`'s share of `link`'s minute; `rpm` is the link's limit. Never throws. */
  take(person: string, link: string, rpm: number, nowMs: number): Promise<ShareGrant>;
  /** Take the person's next block now, unless one is held or coming. Never throws. */
  prefetch(person: string, link: string, rpm: number, nowMs: number): Promise<void>;
}

interface PersonState {
  minute: number;
  /** Calls of this minute's share taken from the table here and not spent. */
  held: number;
  /** The table said the share is spent: refused here, with no round trip, until the minute ends. */
  full: boolean;
  fetching?: Promise<void>;
}

/** Per-person state kept per instance; minutes past are dropped once this many are held. */
const MAX_STATES = 10_000;

const bucketOf = (link: string) => `llm-${link}`;

export function tablePersonShares(deps: Pick<Deps, 'db' | 'log'>, share: number): PersonShares {
  const { db, log } = deps;
  const states = new Map<string, PersonState>();

  const stateOf = (person: string, link: string, nowMs: number): PersonState => {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const key = `${person}|${link}`;
    let st = states.get(key);
    if (!st || st.minute !== minute) {
      if (states.size >= MAX_STATES) for (const [k, v] of states) if (v.minute < minute) states.delete(k);
      st = { minute, held: 0, full: false };
      states.set(key, st);
    }
    return st;
  };

  /** Add `k` to the person's minute only while it stays within their share. */
  async function add(person: string, link: string, minute: number, k: number, limit: number): Promise<boolean> {
    const windowStart = (minute * MINUTE_MS) / 1000;
    const input = addHitsInput(db.tableName, { scope: `USER#${person}`, bucket: bucketOf(link), windowStart }, k, windowStart + 120, { op: 'lte', limit: limit - k }, 'NONE');
    try {
      await db.doc.send(new UpdateCommand(input));
      return true;
    } catch (err) {
      if (isConditionFailed(err)) return false;
      throw err;
    }
  }

  /** A block (at least one call), or one call when the block does not fit; else the share is spent. */
  async function fetch(st: PersonState, person: string, link: string, rpm: number): Promise<void> {
    const limit = personShareOf(rpm, share);
    const block = Math.max(1, Math.floor(limit * PERSON_BLOCK_SHARE));
    const minute = st.minute;
    let got = (await add(person, link, minute, block, limit)) ? block : 0;
    if (!got && block > 1 && (await add(person, link, minute, 1, limit))) got = 1;
    // A write that lands after its minute ended belongs to that minute: nothing carries over.
    if (st.minute !== minute) return;
    if (got) st.held += got;
    else st.full = true;
  }

  const refusal = (st: PersonState): Refusal => ({ ok: false, why: 'share', backAtMs: (st.minute + 1) * MINUTE_MS });

  return {
    known(person, link, nowMs) {
      const st = states.get(`${person}|${link}`);
      return st && st.full && st.minute === Math.floor(nowMs / MINUTE_MS) ? refusal(st) : undefined;
    },

    async take(person, link, rpm, nowMs) {
      const st = stateOf(person, link, nowMs);
      try {
        // Each round spends a held call, or waits for this instance's one fetch for the person.
        for (let round = 0; round < 10; round++) {
          if (st.full) return refusal(st);
          if (st.held > 0) {
            st.held -= 1;
            const minute = st.minute;
            // Not sent after all (the link refused it): back to the minute it was taken from.
            return { ok: true, putBack: () => void (st.minute === minute && (st.held += 1)) };
          }
          st.fetching ??= fetch(st, person, link, rpm).finally(() => (st.fetching = undefined));
          await st.fetching;
        }
        return refusal(st);
      } catch (err) {
        // The table is not answering: like the link's own ledger, the call goes (the provider's 429 stays the backstop).
        log.warn('LLM chain: person share unavailable; call not counted', { link, error: (err as Error).name });
        return { ok: true, putBack: () => undefined };
      }
    },

    async prefetch(person, link, rpm, nowMs) {
      const st = stateOf(person, link, nowMs);
      if (st.full || st.held > 0 || st.fetching) return;
      st.fetching = fetch(st, person, link, rpm).finally(() => (st.fetching = undefined));
      await st.fetching.catch((err: unknown) => log.warn('LLM chain: person share prefetch failed', { link, error: (err as Error).name }));
    },
  };
}
