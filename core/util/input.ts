/**
 * Merge transport-provided fields (a path id) into an untrusted body before the service
 * validates it. A non-object body is passed through unchanged so the schema reports it.
 */
export function withFields(body: unknown, fields: Record<string, unknown>): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(body as Record<string, unknown>), ...fields };
}
