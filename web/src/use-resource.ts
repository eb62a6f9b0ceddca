import { useEffect, useState } from 'preact/hooks';
import type { ClientDomain } from '../../core/ai/agent/segments';
import { ApiError } from './client/api';
import { onDomain } from './refresh';
import { api } from './session';

export interface Resource<T> {
  data?: T;
  error?: ApiError;
  /** How many times the data arrived (tests and the eye can tell a refetch happened). */
  loads: number;
}

/** GET `path` now and again whenever `domain` changes; the newest answer wins. */
export function useResource<T>(path: string, domain: ClientDomain): Resource<T> {
  const [res, setRes] = useState<Resource<T>>({ loads: 0 });
  useEffect(() => {
    let latest = 0;
    let alive = true;
    const load = () => {
      const n = ++latest;
      api.get<T>(path).then(
        (data) => alive && n === latest && setRes((r) => ({ data, loads: r.loads + 1 })),
        (err: unknown) => {
          if (!alive || n !== latest) return;
          const error = err instanceof ApiError ? err : new ApiError(0, 'NETWORK', 'Could not load this page.');
          setRes((r) => ({ ...r, error }));
        },
      );
    };
    load();
    const off = onDomain(domain, load);
    return () => {
      alive = false;
      off();
    };
  }, [path, domain]);
  return res;
}
