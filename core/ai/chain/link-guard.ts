import { FirstByteTimeoutError, StreamIdleError } from './errors';

/**
 * One link attempt's abort wiring. The link gets its own signal so the chain can abandon it
 * (first-byte timeout, idle after output, an error before output) without touching the
 * caller's signal, while a caller abort still reaches the link for the whole life of the stream.
 */
export interface LinkGuard {
  readonly signal: AbortSignal;
  /** The first-byte limit ran out (before output). */
  readonly timedOut: boolean;
  /** The idle limit ran out (after output): the signal's reason is a StreamIdleError. */
  readonly idled: boolean;
  /** `p`, or a rejection as soon as the link is aborted (a stalled fetch never settles). */
  race<T>(p: PromiseLike<T>): Promise<T>;
  /**
   * `p`, or a StreamIdleError as soon as the idle limit runs out. A caller's abort is left to
   * `p` itself (the SDK ends its own stream), as before the idle limit existed.
   */
  raceIdle<T>(p: PromiseLike<T>): Promise<T>;
  /**
   * The link is producing (output began, or a tool call's input is streaming): the first-byte
   * timer no longer applies. With `idleMs`, a watchdog aborts the link once that long passes
   * without `touch()`. Calling it again changes nothing.
   */
  producing(idleMs?: number): void;
  /** A part arrived: the idle watchdog starts over. */
  touch(): void;
  /** Abandon the link: aborts its request and frees the socket. */
  abandon(): void;
  /** The attempt is over: drop the timers and the caller-signal listener. */
  release(): void;
}

export function linkGuard(link: string, caller: AbortSignal | undefined, timeoutMs: number): LinkGuard {
  const ctl = new AbortController();
  let timedOut = false;
  let idled = false;
  const onCaller = () => ctl.abort(caller?.reason);
  if (caller?.aborted) ctl.abort(caller.reason);
  else caller?.addEventListener('abort', onCaller, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    timedOut = true;
    ctl.abort(new FirstByteTimeoutError(link, timeoutMs));
  }, timeoutMs);
  timer.unref?.();

  // One timer for the whole stream, re-armed only when it fires early: a part costs a
  // performance.now(), not a clearTimeout/setTimeout pair.
  let lastPart = 0;
  let watching = false;
  const watch = (idleMs: number, wait: number) => {
    timer = setTimeout(() => {
      const quiet = performance.now() - lastPart;
      if (quiet + 1 < idleMs) return watch(idleMs, idleMs - quiet);
      idled = true;
      ctl.abort(new StreamIdleError(link, idleMs));
    }, wait);
    timer.unref?.();
  };

  return {
    signal: ctl.signal,
    get timedOut() {
      return timedOut;
    },
    get idled() {
      return idled;
    },
    race: <T>(p: PromiseLike<T>) => raceAbort(ctl.signal, p, () => true),
    raceIdle: <T>(p: PromiseLike<T>) => raceAbort(ctl.signal, p, () => idled),
    producing(idleMs) {
      if (watching) return;
      clearTimeout(timer);
      timer = undefined;
      if (idleMs === undefined || ctl.signal.aborted) return;
      watching = true;
      lastPart = performance.now();
      watch(idleMs, idleMs);
    },
    touch() {
      lastPart = performance.now();
    },
    abandon: () => ctl.abort(),
    release() {
      clearTimeout(timer);
      timer = undefined;
      caller?.removeEventListener('abort', onCaller);
    },
  };
}

function raceAbort<T>(s: AbortSignal, p: PromiseLike<T>, counts: () => boolean): Promise<T> {
  if (s.aborted && counts()) return Promise.reject(s.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (counts()) reject(s.reason as Error);
    };
    s.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(p).then(
      (v) => {
        s.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        s.removeEventListener('abort', onAbort);
        reject(e as Error);
      },
    );
  });
}
