import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../core/auth/password';

describe('password hashing', () => {
  it('uses scrypt with a per-user salt at the production cost by default', async () => {
    const a = await hashPassword('Correct-horse-42');
    const b = await hashPassword('Correct-horse-42');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/); // N = 2^17 (OWASP)
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct-horse-42', a)).toBe(true);
    expect(await verifyPassword('Correct-horse-43', a)).toBe(false);
  });

  it('verifies hashes made at another cost (each hash carries its parameters)', async () => {
    const cheap = await hashPassword('Correct-horse-42', 10);
    expect(await verifyPassword('Correct-horse-42', cheap)).toBe(true);
    expect(await verifyPassword('Correct-horse-42', 'garbage')).toBe(false);
  });
});
