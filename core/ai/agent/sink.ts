import { formatSse, HEARTBEAT, type AgentEvent } from './events';
import type { TurnRecord } from './turn-record';

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
 * ONE send function for every event (A2): it records the event in the turn first, then
 * writes to the socket. A failed or stuck write marks the client dead — nothing more is
 * written, but the turn goes on being recorded, so a closed tab never costs the transcript.
 */
export class EventSink {
  private alive = true;
  private chain: Promise<void> = Promise.resolve();
  private onDeadListeners: (() => void)[] = [];

  constructor(
    private readonly record: TurnRecord,
    private readonly socket: EventSocket,
    private readonly writeDeadlineMs = WRITE_DEADLINE_MS,
  ) {}

  get clientAlive(): boolean {
    return this.alive;
  }

  onClientGone(listener: () => void): void {
    this.onDeadListeners.push(listener);
  }

  send(event: AgentEvent): Promise<void> {
    this.record.apply(event);
    return this.write(formatSse(event));
  }

  heartbeat(): Promise<void> {
    return this.write(HEARTBEAT);
  }

  /** Writes are serialised; the model never waits on a slow socket except at the end. */
  private write(chunk: string): Promise<void> {
    if (!this.alive) return Promise.resolve();
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
