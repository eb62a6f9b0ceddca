import { FirstByteTimeoutError } from './errors';

/**
 * One link attempt's abort wiring. The link gets its own signal so the chain can abandon it
 * (first-byte timeout, an error before output) without touching the caller's signal, while a
 * caller abort still reaches the link for the whole life of the stream.
 */
export interface LinkGuard {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  /** `p`, or a rejection as soon as the link is aborted (a stalled fetch never settles). */
  race<T>(p: PromiseLike<T>): Promise<T>;
  /** Output began: the first-byte timer no longer applies. */
  committed(): void;
  /** Abandon the link: aborts its request and frees the socket. */
  abandon(): void;
  /** The attempt is over: drop the timer and the caller-signal listener. */
  release(): void;
}

export function linkGuard(link: string, caller: AbortSignal | undefined, timeoutMs: number): LinkGuard {
  const ctl = new AbortController();
  let timedOut = false;
  const onCaller = () => ctl.abort(caller?.reason);
  if (caller?.aborted) ctl.abort(caller.reason);
  else caller?.addEventListener('abort', onCaller, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    ctl.abort(new FirstByteTimeoutError(link, timeoutMs));
  }, timeoutMs);
  timer.unref?.();

  return {
    signal: ctl.signal,
    get timedOut() {
      return timedOut;
    },
    race<T>(p: PromiseLike<T>): Promise<T> {
      const s = ctl.signal;
      if (s.aborted) return Promise.reject(s.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(s.reason as Error);
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
    },
    committed: () => clearTimeout(timer),
    abandon: () => ctl.abort(),
    release() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCaller);
    },
  };
}
