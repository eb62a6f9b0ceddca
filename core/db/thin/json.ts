/**
 * DynamoDB's JSON 1.0 wire format for the data-plane operations: the low-level input as it is,
 * except binary attribute values (`B`, `BS`), which travel as base64. Their keys are the only
 * ones that need work, so the rest is V8's own JSON.
 */

type Binary = Uint8Array | ArrayBuffer;

function isBinary(v: unknown): v is Binary {
  return ArrayBuffer.isView(v) || v instanceof ArrayBuffer;
}

function toBase64(v: Binary): string {
  return (ArrayBuffer.isView(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : Buffer.from(v)).toString('base64');
}

/** As the SDK gives a blob: a Uint8Array (a view on the decoded Buffer's memory). */
function fromBase64(s: string): Uint8Array {
  const b = Buffer.from(s, 'base64');
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

// `this[key]`, not `value`: JSON.stringify has already called a Buffer's toJSON for `value`.
// A map attribute named "B" or "BS" holds an object, never a blob, and passes unchanged.
function binaryToBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (key !== 'B' && key !== 'BS') return value;
  const raw = this[key];
  if (isBinary(raw)) return toBase64(raw);
  if (key === 'BS' && Array.isArray(raw)) return raw.map((b: unknown) => (isBinary(b) ? toBase64(b) : b));
  return value;
}

export function encodeInput(input: unknown): string {
  return JSON.stringify(input, binaryToBase64);
}

// Outside strings a key is `"B":`; inside one a quote is escaped, so this substring is a key.
const HAS_BINARY = /"BS?":/;

function base64ToBinary(key: string, value: unknown): unknown {
  if (key === 'B' && typeof value === 'string') return fromBase64(value);
  if (key === 'BS' && Array.isArray(value)) return value.map((s) => (typeof s === 'string' ? fromBase64(s) : s));
  return value;
}

/** A response body to its object; an empty body is `{}` (as the SDK reads it). */
export function decodeOutput(text: string): Record<string, unknown> {
  if (!text) return {};
  return JSON.parse(text, HAS_BINARY.test(text) ? base64ToBinary : undefined) as Record<string, unknown>;
}
