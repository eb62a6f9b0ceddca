import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../core/notebook/sources/address';
import { fetchLink } from '../../../core/notebook/sources/fetch-link';
import { REASONS } from '../../../core/notebook/sources/limits';

/**
 * This machine's rule: no test connects to a private-range or public address, not even one
 * it expects to be refused. So the check runs as a unit, and names resolve through an
 * injected resolver; the end-to-end cases (links.test.ts) use loopback forms only.
 */
describe('the link address check', () => {
  it.each(['10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', 'fc00::1', '::ffff:10.0.0.1', '127.0.0.1', '::1', '0.0.0.0', 'fe80::1', '224.0.0.1', '2001:db8::1', '64:ff9b::a00:1'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['93.184.216.34', '2606:4700:4700::1111'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it('SOURCE_FETCH_ALLOW_LOOPBACK opens 127.0.0.1 and nothing else private', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    for (const a of ['127.0.0.2', '::1', '10.0.0.1', '169.254.169.254', '::ffff:127.0.0.1']) expect(isPublicAddress(a, true)).toBe(false);
  });
});

describe('a name is judged by the address it resolves to, before any socket opens', () => {
  const resolver = (address: string, family = 4) => {
    const asked: string[] = [];
    const lookup = ((hostname: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
      asked.push(hostname);
      if (options?.all) cb(null, [{ address, family }]);
      else cb(null, address, family);
    }) as unknown as LookupFunction;
    return { lookup, asked };
  };

  it.each([['10.0.0.1', 4], ['169.254.169.254', 4], ['fc00::1', 6], ['::ffff:10.0.0.1', 6]] as const)('a name resolving to %s is refused as "not public"', async (address, family) => {
    const r = resolver(address, family);
    expect(await fetchLink('http://notes.example.test/article', { allowLoopback: false, lookup: r.lookup })).toEqual({ ok: false, reason: REASONS.notPublic });
    expect(r.asked).toEqual(['notes.example.test']);
  });

  it('even with loopback allowed, a name resolving to a private address stays refused', async () => {
    const r = resolver('192.168.1.1');
    expect(await fetchLink('https://intranet.example.test/', { allowLoopback: true, lookup: r.lookup })).toEqual({ ok: false, reason: REASONS.notPublic });
  });

  it('only http and https are fetched', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.test/x', 'gopher://example.test']) {
      expect(await fetchLink(url, { allowLoopback: true })).toEqual({ ok: false, reason: REASONS.scheme });
    }
  });
});
