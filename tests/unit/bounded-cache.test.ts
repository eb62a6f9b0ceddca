import { describe, expect, it } from 'vitest';
import { canonicalZone } from '../../core/configuration/zone-name';
import { BoundedCache } from '../../core/util/bounded-cache';
import { dayIn } from '../../core/configuration/today';

describe('BoundedCache', () => {
  it('never holds more than its bound, dropping the least recently used', () => {
    const cache = new BoundedCache<string, number>(3);
    for (const k of ['a', 'b', 'c']) cache.getOrCreate(k, () => k.charCodeAt(0));
    cache.getOrCreate('a', () => -1); // a is now the most recent
    cache.getOrCreate('d', () => 4); // evicts b
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect(cache.getOrCreate('a', () => -1)).toBe(97);
    for (let i = 0; i < 20_000; i++) cache.getOrCreate(`k${i}`, () => i);
    expect(cache.size).toBe(3);
  });
});

describe('time zones', () => {
  it('any spelling names one canonical zone; nonsense names none', () => {
    expect(canonicalZone('europe/lisbon')).toBe('Europe/Lisbon');
    expect(canonicalZone('EUROPE/LISBON')).toBe('Europe/Lisbon');
    expect(canonicalZone('utc')).toBe('UTC');
    expect(canonicalZone('Not/AZone')).toBeNull();
    expect(canonicalZone('x'.repeat(65))).toBeNull();
  });

  it('20,000 spellings of zones resolve to canonical names, and the formatters stay one per zone', () => {
    // Real zones whose names start with six letters, each in 64 casings of those letters.
    const zones = Intl.supportedValuesOf('timeZone').filter((z) => /^[A-Za-z]{6}/.test(z));
    const spellings = new Set<string>();
    const canonical = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const mask = Math.floor(i / zones.length);
      const zone = [...zones[i % zones.length]!.toLowerCase()].map((c, j) => (j < 6 && (mask >> j) & 1 ? c.toUpperCase() : c)).join('');
      spellings.add(zone);
      canonical.add(canonicalZone(zone)!);
    }
    expect(spellings.size).toBe(20_000);
    expect([...canonical].sort()).toEqual([...zones].sort());
    // What is stored, and so what reaches dayIn, is the canonical name: one formatter per zone.
    const now = new Date('2026-12-01T12:00:00Z');
    expect(new Set([...canonical].map((z) => dayIn(z, now))).size).toBeLessThanOrEqual(3);
  });
});
