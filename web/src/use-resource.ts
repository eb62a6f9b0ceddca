import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClientDomain } from '../../core/ai/agent/protocol/segments';
import { ApiError } from './client/api';
import { onDomain } from './refresh';

export interface Resource<T> {
  data?: T;
  error?: ApiError;
  /** How many times the data arrived (tests and the eye can tell a refetch happened). */
  loads: number;
  /**
   * Fetch again now (after this page's own write). Resolves with the fresh data once it is on
   * screen (undefined if the read failed or a newer one overtook it), so a page can say what
   * its write did only when the page already shows it.
   */
  reload(): Promise<T | undefined>;
}

export const asApiError = (err: unknown, fallback = 'Could not reach the server.'): ApiError =>
  err instanceof ApiError ? err : new ApiError(0, 'NETWORK', fallback);

/**
 * Load with `fetcher` now, again whenever one of `domains` changes (the assistant wrote there)
 * and on `reload()`; the newest answer wins. `path` names what is loaded (the route with its
 * query): a new path loads afresh and an answer for another path is never shown; a null path
 * loads nothing (the page is not ready to ask). `fetcher` is a typed REST call (client/rest.ts),
 * so the data's type comes from the API's own document, never from a hand-written interface.
 */
export function useResource<T>(
  path: string | null,
  domains: ClientDomain | readonly ClientDomain[],
  fetcher: (path: string) => Promise<T>,
): Resource<T> {
  const [res, setRes] = useState<Omit<Resource<T>, 'reload'> & { path?: string }>({ loads: 0 });
  const loader = useRef<() => Promise<T | undefined>>(async () => undefined);
  const list = typeof domains === 'string' ? [domains] : domains;
  const key = list.join(',');
  useEffect(() => {
    if (path === null) return;
    let latest = 0;
    let alive = true;
    const load = (): Promise<T | undefined> => {
      const n = ++latest;
      return fetcher(path).then(
        (data) => {
          if (!alive || n !== latest) return undefined;
          setRes((r) => ({ path, data, loads: r.loads + 1 }));
          return data;
        },
        (err: unknown) => {
          if (!alive || n !== latest) return undefined;
          setRes((r) => ({ ...(r.path === path ? r : { loads: r.loads }), path, error: asApiError(err, 'Could not load this page.') }));
          return undefined;
        },
      );
    };
    loader.current = load;
    load();
    const offs = list.map((d) => onDomain(d, () => void load()));
    return () => {
      alive = false;
      offs.forEach((off) => off());
    };
  }, [path, key]);
  // Another path's answer is not this one's (a notebook page switched to another).
  const mine = res.path === path ? res : { loads: res.loads };
  return { data: mine.data, error: mine.error, loads: res.loads, reload: () => loader.current() };
}
