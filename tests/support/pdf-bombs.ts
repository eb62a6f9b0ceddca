import { deflateSync } from 'node:zlib';
import { assemblePdf } from './pdf';

/**
 * PDFs that cost far more to read than to send (issue 30: 82 KB froze the local backend, then
 * ran it out of memory), built in code so no hostile file is committed. Each is a few hundred
 * bytes to a few dozen KB and is built without ever holding what it unpacks to.
 */

/** A PDF of these objects, object 1 the catalog. */
export const pdfOfObjects = (objects: (string | Buffer)[]): Buffer => assemblePdf(objects, { root: 1 });

const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

/** One page whose content stream is `data` under these filters (first applied first). */
function onePage(data: Buffer, filters: string[]): Buffer {
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream(filters.length ? `/Filter [${filters.map((f) => `/${f}`).join(' ')}]` : '', data),
  ]);
}

/**
 * A zlib stream of `pattern` (1 to 4 bytes) repeated to `bytes`, written bit by bit: one
 * fixed-Huffman block, the pattern as literals, then length-258 matches at its distance
 * (13 bits per 258 bytes, deflate's best ratio), and the Adler-32 computed in closed form.
 */
export function repeatedZlib(bytes: number, pattern: number[]): Buffer {
  const d = pattern.length;
  const matches = Math.floor((bytes - d) / 258);
  const tail = bytes - d - matches * 258;
  const out = new Uint8Array(Math.ceil((3 + 9 * (d + tail) + 13 * matches + 7) / 8) + 8);
  let pos = 2;
  let acc = 0;
  let n = 0;
  out[0] = 0x78;
  out[1] = 0x01;
  const put = (value: number, bits: number) => {
    acc |= value << n;
    n += bits;
    for (; n >= 8; n -= 8, acc >>>= 8) out[pos++] = acc & 0xff;
  };
  // Huffman codes go most significant bit first into an LSB-first stream.
  const code = (c: number, len: number) => {
    let r = 0;
    for (let i = 0; i < len; i++) r = (r << 1) | ((c >> i) & 1);
    put(r, len);
  };
  const literal = (b: number) => (b < 144 ? code(0x30 + b, 8) : code(0x190 + b - 144, 9));
  put(1, 1); // the last block
  put(1, 2); // fixed Huffman codes
  for (const b of pattern) literal(b);
  for (let i = 0; i < matches; i++) {
    code(0xc5, 8); // length code 285: 258 bytes
    code(d - 1, 5); // distance d
  }
  for (let i = 0; i < tail; i++) literal(pattern[(d + matches * 258 + i) % d]!);
  code(0, 7); // end of block
  if (n > 0) out[pos++] = acc & 0xff;
  // Adler-32 in closed form: A = 1 + Σx, B = N + Σ x_i (N + 1 - i), over whole periods then the rest.
  const N = BigInt(bytes);
  const P = BigInt(Math.floor(bytes / d));
  const D = BigInt(d);
  let S = 0n;
  let W = 0n; // Σ i·x_i, positions from 1
  pattern.forEach((x, j) => {
    S += P * BigInt(x);
    W += BigInt(x) * (D * ((P * (P - 1n)) / 2n) + P * BigInt(j + 1));
  });
  for (let j = 0; j < bytes % d; j++) {
    S += BigInt(pattern[j]!);
    W += BigInt(pattern[j]!) * (P * D + BigInt(j + 1));
  }
  const M = 65521n;
  const a = (1n + S) % M;
  const b = (N + (N + 1n) * S - W) % M;
  const adler = Number((b << 16n) | a);
  out.set([adler >>> 24, (adler >>> 16) & 255, (adler >>> 8) & 255, adler & 255], pos);
  return Buffer.from(out.subarray(0, pos + 4));
}

/** A content stream of `bytes` spaces behind `layers` FlateDecode filters (2 layers: 1 GB in ~13 KB). */
export function unpackingBomb(bytes: number, layers = 2): Buffer {
  let data = repeatedZlib(bytes, [0x20]);
  for (let i = 1; i < layers; i++) data = deflateSync(data, { level: 9 });
  return onePage(data, Array(layers).fill('FlateDecode'));
}

/**
 * The same behind RunLengthDecode, which pdf.js decodes in plain JavaScript in one go (no
 * native decompression it could pause between): the path where a buffer doubles in one call.
 */
export function runLengthBomb(bytes: number): Buffer {
  // 0x81 then a byte: that byte 128 times.
  const runs = repeatedZlib(Math.ceil(bytes / 128) * 2, [0x81, 0x20]);
  return onePage(deflateSync(runs, { level: 9 }), ['FlateDecode', 'FlateDecode', 'RunLengthDecode']);
}

/** A page of `count` text operators (a few hundred bytes for millions): all work, little text. */
export function operatorBomb(count: number): Buffer {
  const ops = Buffer.from(`BT /F1 1 Tf 10 10 Td ${'(ab) Tj 0.001 0 Td '.repeat(count)}ET`, 'latin1');
  return onePage(deflateSync(deflateSync(ops, { level: 9 }), { level: 9 }), ['FlateDecode', 'FlateDecode']);
}

/** Objects nested `depth` deep in the catalog: the parser recurses once per level. */
export function nestingBomb(depth: number): Buffer {
  return pdfOfObjects([
    `<< /Type /Catalog /Pages 2 0 R /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream('', Buffer.from('BT /F1 11 Tf 56 780 Td (Deep inside.) Tj ET', 'latin1')),
  ]);
}
