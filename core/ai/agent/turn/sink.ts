import { formatSse, HEARTBEAT, type AgentEvent } from '../protocol/events';
import type { TurnJournal } from '../record/journal';
import type { TurnRecord } from '../record/transcript';
import type { TxItem } from '../../../util/tx';

/** The transport under the stream: the Hono route, Lambda's response stream, or a test. */
export interface EventSocket {
  /** Resolves when written; rejects (or `isOpen()` turns false) when the client is gone. */
  write(chunk: string): Promise<void>;
  isOpen(): boolean;
}

/**
 * A write that has not finished after this long means the client is gone: on Lambda a
 * failed response stream reports nothing, and a write to it never resolves.
 */
export const WRITE_DEADLINE_MS = 10_000;

/**
 * ONE send function for every event (A2): it numbers the event (its SSE id), records it in the
 * turn and in the journal first (stored within a flush: durable-turns), then writes it to the
 * socket. A failed or stuck write marks the client dead: nothing more is written to it, but
 * the turn goes on being recorded and stored, so a closed tab never costs the transcript and
 * can come back to it (`Last-Event-ID`). The turn's last event goes through `finish`: stored
 * with the answer in one transaction, and only then written (A3).
 */
export class EventSink {
  private alive = true;
  private seq = 0;
  private chain: Promise<void> = Promise.resolve();
  private onDeadListeners: (() => void)[] = [];
  /** An event sent with the next write (`sendWithNext`), and the timer that writes it alone. */
  private carried: string | undefined;
  private carriedTimer: ReturnType<typeof setImmediate> | undefined;

  constructor(
    private readonly record: TurnRecord,
    private readonly socket: EventSocket,
    private readonly journal?: TurnJournal,
    private readonly writeDeadlineMs = WRITE_DEADLINE_MS,
    /** The last sequence number already used by this turn (a turn going on after an approval). */
    lastSeq = 0,
  ) {
    this.seq = lastSeq;
  }

  get clientAlive(): boolean {
    return this.alive;
  }

  /** The last sequence number handed out. */
  get lastSeq(): number {
    return this.seq;
  }

  onClientGone(listener: () => void): void {
    this.onDeadListeners.push(listener);
  }

  send(event: AgentEvent): Promise<void> {
    return this.write(this.numbered(event));
  }

  /**
   * `send`, but the event goes out in the same socket write as the next one, when that one
   * comes before the end of the current task; else alone right after it. For `model`: it comes
   * right before its step's first content, in the same task, and a write of its own (a
   * syscall, and the server's and the client's read of it) would sit between the provider's
   * first chunk and the person's first token (issue 35). Numbered, recorded and journaled now.
   */
  sendWithNext(event: AgentEvent): void {
    this.carried = (this.carried ?? '') + this.numbered(event);
    this.carriedTimer ??= setImmediate(() => void this.write(''));
  }

  /** The event numbered, recorded in the turn and in the journal: its SSE text, ready to write. */
  private numbered(event: AgentEvent): string {
    const seq = ++this.seq;
    this.record.apply(event);
    this.journal?.append({ seq, event: event.event, data: event.data });
    return formatSse(event, seq);
  }

  /**
   * The turn's final event: `persist` gets the journal's remaining events with this one as
   * transaction items, writes them together with the stored answer, and only if that
   * succeeded is the event written to the client. If it throws, nothing was stored and the
   * sequence number is given back, so the next final event takes it.
   */
  async finish(event: AgentEvent, persist: (events: TxItem[]) => Promise<void>): Promise<void> {
    const seq = ++this.seq;
    await this.journal?.settled();
    this.journal?.append({ seq, event: event.event, data: event.data }, { hold: true });
    const items = this.journal?.takeItems() ?? [];
    try {
      await persist(items);
    } catch (err) {
      this.seq--;
      this.journal?.drop(seq);
      throw err;
    }
    this.record.apply(event);
    await this.write(formatSse(event, seq));
  }

  /** A last event that could not be stored anywhere: the client still hears why. */
  sendUnstored(event: AgentEvent): Promise<void> {
    return this.write(formatSse(event, ++this.seq));
  }

  heartbeat(): Promise<void> {
    return this.write(HEARTBEAT);
  }

  /** Writes are serialised; the model never waits on a slow socket except at the end. */
  private write(chunk: string): Promise<void> {
    if (this.carried !== undefined) {
      chunk = this.carried + chunk;
      this.carried = undefined;
      clearImmediate(this.carriedTimer);
      this.carriedTimer = undefined;
    }
    if (!this.alive || chunk === '') return Promise.resolve();
    this.chain = this.chain.then(async () => {
      if (!this.alive) return;
      try {
        if (!this.socket.isOpen()) throw new Error('client closed');
        await withDeadline(this.socket.write(chunk), this.writeDeadlineMs);
        if (!this.socket.isOpen()) throw new Error('client closed');
      } catch {
        this.markDead();
      }
    });
    return this.chain;
  }

  private markDead() {
    if (!this.alive) return;
    this.alive = false;
    for (const l of this.onDeadListeners.splice(0)) l();
  }

  /** Wait until everything queued has been written (or dropped). */
  flush(): Promise<void> {
    if (this.carried !== undefined) return this.write('');
    return this.chain;
  }
}

function withDeadline(write: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('write deadline passed')), ms);
  });
  return Promise.race([write, late]).finally(() => clearTimeout(timer));
}
