/**
 * The session's tokens and the ONE token refresh every request shares (S1). No UI framework
 * and no DOM here: a mobile client passes its own `fetch` (Expo's) and its own token store.
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenStore {
  load(): Tokens | null;
  save(tokens: Tokens | null): void;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface Auth {
  /** The live `Authorization` header (empty when signed out), read at every request. */
  header(): Record<string, string>;
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  signedIn(): boolean;
  setTokens(tokens: Tokens | null): void;
  /** Called with `true`/`false` whenever the session starts or ends (a failed refresh ends it). */
  onChange(listener: (signedIn: boolean) => void): () => void;
  /**
   * Get a fresh access token after a 401. `staleToken` is the token the 401 was for: if the
   * session already moved past it (another request refreshed first), nothing is sent. Callers
   * racing each other join the one refresh in flight, so two 401s cause one POST. Refresh
   * tokens rotate and a reused one revokes the whole family, so a second refresh would not
   * just be wasteful: it would sign the person out.
   */
  refresh(staleToken?: string): Promise<boolean>;
}

export function memoryStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return { load: () => tokens, save: (t) => void (tokens = t) };
}

/**
 * Runs `fn` while holding a lock every tab of the app shares (the browser's `navigator.locks`);
 * absent on a platform with one "tab" (mobile, tests), where the in-process single flight is enough.
 */
export type CrossTabLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

export function createAuth(opts: { baseUrl: string; fetch?: FetchLike; store?: TokenStore; lock?: CrossTabLock }): Auth {
  const doFetch: FetchLike = opts.fetch ?? ((input, init) => fetch(input, init));
  const store = opts.store ?? memoryStore();
  let tokens = store.load();
  let inflight: Promise<boolean> | undefined;
  const listeners = new Set<(signedIn: boolean) => void>();

  const setTokens = (next: Tokens | null) => {
    const was = tokens !== null;
    tokens = next;
    store.save(next);
    if (was !== (next !== null)) for (const l of [...listeners]) l(next !== null);
  };

  async function exchange(refreshToken: string): Promise<boolean> {
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
    } catch {
      return false; // offline: keep the session, the caller reports its own failure
    }
    if (res.ok) {
      const body = (await res.json()) as Tokens;
      // A sign-out while the refresh was in flight wins: do not resurrect the session.
      if (tokens?.refreshToken !== refreshToken) return tokens !== null;
      setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
      return true;
    }
    if (res.status === 401 || res.status === 400) setTokens(null); // spent, revoked or expired
    return false;
  }

  /**
   * Tabs share one stored session, and refresh tokens rotate: a tab that refreshes with a
   * token another tab already spent gets (at best) the same successor, at worst a revoked
   * family. So, under the cross-tab lock, the stored tokens are read again first: if another
   * tab refreshed while this one waited, its tokens are adopted and nothing is sent.
   */
  async function refreshAcrossTabs(): Promise<boolean> {
    const held = tokens;
    if (!held) return false;
    const stored = store.load();
    if (!stored) {
      setTokens(null); // another tab signed out
      return false;
    }
    if (stored.refreshToken !== held.refreshToken) {
      setTokens(stored);
      return true;
    }
    return exchange(held.refreshToken);
  }

  return {
    header: (): Record<string, string> => (tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}),
    accessToken: () => tokens?.accessToken,
    refreshToken: () => tokens?.refreshToken,
    signedIn: () => tokens !== null,
    setTokens,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refresh(staleToken) {
      if (!tokens) return Promise.resolve(false);
      if (staleToken !== undefined && tokens.accessToken !== staleToken) return Promise.resolve(true);
      inflight ??= (opts.lock ? opts.lock('beyou-token-refresh', refreshAcrossTabs) : refreshAcrossTabs()).finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}

/**
 * `fetch` with the live auth header; on 401 the shared refresh, then exactly one retry with
 * the new header. `init.body` must be re-sendable (a string), which every caller here uses.
 */
export async function authedFetch(auth: Auth, doFetch: FetchLike, url: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const used = auth.accessToken();
    return { used, res: doFetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...auth.header() } }) };
  };
  const first = send();
  const res = await first.res;
  if (res.status !== 401 || first.used === undefined) return res;
  if (!(await auth.refresh(first.used))) return res;
  await res.body?.cancel().catch(() => undefined);
  return send().res;
}
