import { describe, expect, test } from 'vitest';
import { blockOf, blockSize } from '../../../core/ai/chain/quota/call-blocks';

// Issue 48: only the part of a window above its half is handed out in blocks (call-blocks.ts).
describe('the calls one write takes', () => {
  test("a free tier's small minute is taken call by call", () => {
    expect([60, 40, 30, 10].map((rpm) => blockOf(rpm, 0))).toEqual([1, 1, 1, 1]);
  });

  test('a large window: a twentieth of the room above its half, shrinking to one call at half', () => {
    expect(blockOf(1_000, 0)).toBe(25);
    expect(blockOf(1_000, 300)).toBe(10);
    expect(blockOf(1_000, 500)).toBe(1);
    expect(blockOf(1_000, 990)).toBe(1);
    expect(blockOf(1e8, 0)).toBe(2_500_000);
  });

  test("the smaller of the minute's and the day's; a link with neither takes one", () => {
    expect(blockSize({ rpm: 1e8, rpd: 1_000 }, 0, 0)).toBe(25);
    expect(blockSize({ rpd: 1e6 }, 0, 0)).toBe(25_000);
    expect(blockSize({}, 0, 0)).toBe(1);
  });
});
