import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClientDomain } from '../../core/ai/agent/segments';
import { ApiError } from './client/api';
import { onDomain } from './refresh';
import { api } from './session';

export interface Resource<T> {
  data?: T;
  error?: ApiError;
  /** How many times the data arrived (tests and the eye can tell a refetch happened). */
  loads: number;
  /** Fetch again now (after this page's own write). */
  reload(): void;
}

export const asApiError = (err: unknown, fallback = 'Could not reach the server.'): ApiError =>
  err instanceof ApiError ? err : new ApiError(0, 'NETWORK', fallback);

/**
 * GET `path` now, again whenever one of `domains` changes (the assistant wrote there) and on
 * `reload()`; the newest answer wins. A null path loads nothing (the page is not ready to ask).
 */
export function useResource<T>(path: string | null, domains: ClientDomain | readonly ClientDomain[]): Resource<T> {
  const [res, setRes] = useState<Omit<Resource<T>, 'reload'> & { path?: string }>({ loads: 0 });
  const loader = useRef<() => void>(() => undefined);
  const list = typeof domains === 'string' ? [domains] : domains;
  const key = list.join(',');
  useEffect(() => {
    if (path === null) return;
    let latest = 0;
    let alive = true;
    const load = () => {
      const n = ++latest;
      api.get<T>(path).then(
        (data) => alive && n === latest && setRes((r) => ({ path, data, loads: r.loads + 1 })),
        (err: unknown) => {
          if (!alive || n !== latest) return;
          setRes((r) => ({ ...(r.path === path ? r : { loads: r.loads }), path, error: asApiError(err, 'Could not load this page.') }));
        },
      );
    };
    loader.current = load;
    load();
    const offs = list.map((d) => onDomain(d, load));
    return () => {
      alive = false;
      offs.forEach((off) => off());
    };
  }, [path, key]);
  // Another path's answer is not this one's (a notebook page switched to another).
  const mine = res.path === path ? res : { loads: res.loads };
  return { data: mine.data, error: mine.error, loads: res.loads, reload: () => loader.current() };
}
