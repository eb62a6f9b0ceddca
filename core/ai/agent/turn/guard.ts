import type { Log } from '../../../log';
import type { SlotLease } from '../../../limits/stream-slots';
import { registerRunningTurn } from './running';

export type StopReason = 'cancelled' | 'timeout';

export interface GuardTimings {
  /** Heartbeat comment and lease renewal (A10: 15 s). */
  heartbeatMs: number;
  /** How often the turn checks that its slot is still its own (a cancel from another instance). */
  cancelWatchMs: number;
  /** Hard limit for a whole turn, below the Lambda timeout. */
  turnTimeoutMs: number;
}

/**
 * Keeps a running turn honest about its slot: renews the lease with each heartbeat, watches
 * for a cancel (the slot deleted or taken) and enforces the turn's time limit. Whatever stops
 * the turn aborts `signal`, which aborts the model call; `reason` says why. The client's
 * connection plays no part: a turn whose client left goes on, holding its slot (CONTRACT).
 */
export class TurnGuard {
  private readonly abort = new AbortController();
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private unregister: () => void = () => undefined;
  reason: StopReason | undefined;

  constructor(
    private readonly lease: SlotLease,
    private readonly timings: GuardTimings,
    private readonly heartbeat: () => void,
    private readonly log: Log,
    /** Renews the stored turn's own lease (durable turns); false once it is no longer running. */
    private readonly renewTurn: () => Promise<boolean> = async () => true,
  ) {}

  get signal(): AbortSignal {
    return this.abort.signal;
  }

  start(): void {
    this.unregister = registerRunningTurn(this.lease.holder, () => this.stop('cancelled'));
    const check = (held: Promise<boolean>) =>
      held.then(
        (ok) => ok || this.stop('cancelled'),
        (err: unknown) => this.log.warn('stream slot check failed', { errorName: (err as Error)?.name }),
      );
    this.timers.push(
      setInterval(() => {
        this.heartbeat();
        void check(Promise.all([this.lease.renew(), this.renewTurn()]).then(([slot, turn]) => slot && turn));
      }, this.timings.heartbeatMs),
      setInterval(() => void check(this.lease.stillHeld()), this.timings.cancelWatchMs),
      setTimeout(() => this.stop('timeout'), this.timings.turnTimeoutMs),
    );
  }

  stop(reason: StopReason): void {
    if (this.reason) return;
    this.reason = reason;
    this.abort.abort(new Error(`turn ${reason}`));
  }

  /** The turn ended: no more timers, and the slot is free for the next turn. */
  async finish(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.unregister();
    await this.lease.release().catch((err: unknown) => this.log.warn('stream slot release failed', { errorName: (err as Error)?.name }));
  }
}
