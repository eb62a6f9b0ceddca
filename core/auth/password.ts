import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((ok, fail) => scryptCb(pw, salt, len, opts, (err, key) => (err ? fail(err) : ok(key))));

// N=2^17, r=8, p=1 is OWASP's scrypt minimum (~0.6 s and 128 MB per hash on these machines):
// slow and memory-hard for a guesser, fine once per sign-in. maxmem must cover 128·N·r. The
// stored string carries N, r, p, so verification never depends on config.
const R = 8;
const P = 1;
const KEY_LEN = 64;
const MAXMEM = 256 * 1024 * 1024;

export const PRODUCTION_SCRYPT_LOG_N = 17;

export async function hashPassword(password: string, logN = PRODUCTION_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password, salt, KEY_LEN, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, keyB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified against when the email is unknown so both paths cost the same. */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(logN: number): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    decoy = hashPassword(randomBytes(18).toString('base64url'), logN);
    decoys.set(logN, decoy);
  }
  return decoy;
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Beyou's policy: at least 12 characters and at least 2 of the 4 character classes. */
export const Password = z
  .string()
  .min(12, 'Password must have at least 12 characters')
  .max(256, 'Password must have at most 256 characters')
  .refine((pw) => CLASSES.filter((re) => re.test(pw)).length >= 2, {
    message: 'Password must mix at least 2 of: lowercase, uppercase, digits, symbols',
  })
  .describe('Account password');
