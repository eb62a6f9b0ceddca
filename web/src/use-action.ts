import { useState } from 'preact/hooks';
import type { ApiError } from './client/api';
import { asApiError } from './use-resource';

export interface Action {
  busy: boolean;
  error?: ApiError;
  /** Run `fn`; a failure is kept in `error` (shown by the page), never thrown. */
  run<T>(fn: () => Promise<T>): Promise<T | undefined>;
  clear(): void;
}

/** One write at a time per control group, with its error kept for the page to show. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  return {
    busy,
    error,
    clear: () => setError(undefined),
    async run(fn) {
      setBusy(true);
      setError(undefined);
      try {
        return await fn();
      } catch (err) {
        setError(asApiError(err));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
  };
}

export interface Write extends Action {
  /** What the last write did, in words (for the page's live region). */
  message?: string;
  /** Run a write that says what it did, read the page again, then say it: true when it went through. */
  write(fn: () => Promise<string>): Promise<boolean>;
}

/** A page's writes: each is followed by `reload` so the words never run ahead of the page. */
export function useWrite(reload: () => Promise<unknown>): Write {
  const action = useAction();
  const [message, setMessage] = useState<string>();
  return {
    ...action,
    message,
    write: (fn) =>
      action
        .run(async () => {
          const said = await fn();
          await reload();
          setMessage(said);
          return true;
        })
        .then((ok) => ok ?? false),
  };
}
