import { PutCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Ctx } from '../../../context';
import type { TxItem } from '../../../util/tx';
import { replaceParams } from '../../../util/direct-writes';
import { seqKey, TurnEvents } from './entities';

/** A stored event: what the client received, with its place in the turn. */
export interface SeqEvent {
  seq: number;
  event: string;
  data: unknown;
}

export interface FlushRules {
  /** The longest an event waits in memory before it is stored. */
  maxDelayMs: number;
  /** Text buffered beyond this is stored at once. */
  maxTextBytes: number;
}

export const FLUSH_RULES: FlushRules = { maxDelayMs: 250, maxTextBytes: 2048 };

/** Unsettled content outlives a dead instance long enough for someone to open the chat again. */
const EVENTS_KEPT_S = 30 * 24 * 3600;

/**
 * A turn's events on their way to the table, batched so the table sees a bounded number of
 * writes however many tokens stream: a flush every ≤ 250 ms or 2 KB of text, at every tool
 * boundary, and always before the turn's last event (which `finalItems` writes in the same
 * transaction as the stored answer). One flush is one item; flushes never overlap, so chunks
 * land in order. A failed flush is kept and retried with the next one.
 */
export class TurnJournal {
  private buffer: SeqEvent[] = [];
  private textBytes = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Writes made (a bench and the tests count them). */
  writes = 0;

  constructor(
    private readonly ctx: Ctx,
    private readonly turnId: string,
    private readonly rules: FlushRules = FLUSH_RULES,
  ) {}

  /** `hold`: buffer without scheduling a flush (the final event, written by `takeItems`). */
  append(e: SeqEvent, opts: { hold?: boolean } = {}): void {
    this.buffer.push(e);
    if (opts.hold) return;
    if (e.event === 'token') this.textBytes += Buffer.byteLength((e.data as { text: string }).text);
    // Not `turn` nor `model` (issue 35): `turn` is sent while the provider request is being
    // built, and `model` right before the first token; a write sent then costs that request or
    // that token its CPU. Both are stored with what follows, within the delay (the turn's own
    // record, which a resume reads first, was written with the person's message).
    const boundary = e.event === 'tool_started' || e.event === 'tool_finished';
    if (boundary || this.textBytes >= this.rules.maxTextBytes) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.rules.maxDelayMs);
  }

  /** Store what is buffered (serialised after any flush still in flight). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** The buffered events as transaction items, taken out of the journal (for the final write). */
  takeItems(): TxItem[] {
    this.clearTimer();
    const events = this.buffer.splice(0);
    this.textBytes = 0;
    return events.length ? [{ Put: this.put(events) as NonNullable<TxItem['Put']> }] : [];
  }

  /** Forget an event that was never stored (a final write that failed). */
  drop(seq: number): void {
    this.buffer = this.buffer.filter((e) => e.seq !== seq);
  }

  /** Wait for flushes in flight (before the final transaction, so chunks stay in order). */
  settled(): Promise<void> {
    return this.writing;
  }

  private async write(): Promise<void> {
    this.clearTimer();
    const events = this.buffer.splice(0);
    this.textBytes = 0;
    if (!events.length) return;
    try {
      await this.ctx.deps.db.doc.send(new PutCommand(this.put(events) as PutCommandInput));
    } catch (err) {
      // Kept for the next flush: the same first sequence number, so a write that did land
      // after all is overwritten by a superset, never duplicated.
      this.buffer.unshift(...events);
      this.textBytes = this.buffer.reduce((n, e) => n + (e.event === 'token' ? Buffer.byteLength((e.data as { text: string }).text) : 0), 0);
      this.ctx.deps.log.warn('turn events flush failed', { userId: this.ctx.actor.userId, errorName: (err as Error)?.name });
    }
  }

  /** One chunk's put (ElectroDB's `TurnEvents.put(…).params()`, built without it: core/util/direct-writes.ts). */
  private put(events: SeqEvent[]) {
    this.writes++;
    const { db } = this.ctx.deps;
    return replaceParams(db, TurnEvents(db), {
      userId: this.ctx.actor.userId,
      turnId: this.turnId,
      fromSeq: seqKey(events[0]!.seq),
      toSeq: events.at(-1)!.seq,
      events,
      expiresAt: Math.floor(this.ctx.deps.clock.now().getTime() / 1000) + EVENTS_KEPT_S,
    });
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
