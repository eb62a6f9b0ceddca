/**
 * Wait for every promise (none is left unobserved), then read each result by name: a getter
 * throws that read's error, so the caller decides which failure speaks first.
 */
export async function settledAll<T extends Record<string, Promise<unknown>>>(promises: T): Promise<{ [K in keyof T]: () => Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const results = await Promise.allSettled(keys.map((k) => promises[k]));
  const out = {} as { [K in keyof T]: () => Awaited<T[K]> };
  keys.forEach((k, i) => {
    const r = results[i]!;
    out[k] = () => {
      if (r.status === 'rejected') throw r.reason;
      return r.value as Awaited<T[typeof k]>;
    };
  });
  return out;
}
