import { expect } from 'vitest';

/** Follow the 303 as a client that follows redirects would (the presigned URL is fauxqs's, on loopback). */
export async function exportAt(res: { status: number; headers: Headers }): Promise<any> {
  expect(res.status).toBe(303);
  const got = await fetch(res.headers.get('location')!);
  expect(got.status).toBe(200);
  return got.json();
}
