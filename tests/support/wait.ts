/**
 * Poll until `ok(read())` holds (50 ms steps, up to 10 s unless told), for effects that land
 * asynchronously (a queue worker, a turn finishing after its client left). Tests wait for a
 * condition, never for an amount of time.
 */
export async function waitFor<T>(read: () => T | Promise<T>, ok: (v: T) => boolean = Boolean, what = 'condition', timeoutMs = 10_000): Promise<T> {
  for (let i = 0; i < timeoutMs / 50; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
