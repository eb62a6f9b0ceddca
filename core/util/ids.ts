import { randomBytes } from 'node:crypto';

// Crockford base32: sortable as plain strings, no ambiguous letters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function encodeTime(ms: number): string {
  let out = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}

let lastMs = -1;
let lastRandom: number[] = [];

function nextRandom(ms: number): number[] {
  // Within one millisecond, increment the previous random part so ids stay strictly ordered
  // in creation order (lists sorted by id show items in the order they were made).
  if (ms === lastMs) {
    const r = [...lastRandom];
    for (let i = r.length - 1; i >= 0; i--) {
      if (r[i]! < 31) {
        r[i]! += 1;
        break;
      }
      r[i] = 0;
    }
    lastRandom = r;
    return r;
  }
  lastMs = ms;
  lastRandom = [...randomBytes(16)].map((b) => b % 32);
  return lastRandom;
}

/** A ULID: 48-bit time + 80-bit randomness, time-sortable. */
export function ulid(now = Date.now()): string {
  return encodeTime(now) + nextRandom(now).map((n) => ALPHABET[n]).join('');
}

/** Prefixed time-sortable id, e.g. `hab_01J9...`: readable in logs, sortable by creation. */
export function newId(prefix: string, now?: number): string {
  return `${prefix}_${ulid(now)}`;
}
