/**
 * The model's stated purpose for a write (issue 39: "plus the model's stated purpose when it
 * gave one"): one optional field every write tool's JSON Schema offers the model beside the
 * command's own fields. It is taken off before the command validates its input (the command's
 * schema, shared with REST, never sees it) and joins the server's line on the write card.
 */
export const PURPOSE_FIELD = 'purpose';
export const PURPOSE_MAX = 120;

/**
 * Short on purpose (issue 46): it rides on every write tool a step is offered, so each word
 * is paid on every call. The longer wording it replaced cost ~50 tokens a tool and said no more.
 */
const DESCRIPTION = 'Optional: why, in a few words shown to the person';

/** A write tool's JSON Schema with the purpose field added (schemas that are not objects are left alone). */
export function withPurposeField(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.type !== 'object') return schema;
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  if (PURPOSE_FIELD in properties) return schema;
  return { ...schema, properties: { ...properties, [PURPOSE_FIELD]: { type: 'string', maxLength: PURPOSE_MAX, description: DESCRIPTION } } };
}

/** The input without the purpose, and the purpose as one clean line (absent when not a short string). */
export function withoutPurpose(input: unknown): { input: unknown; purpose?: string } {
  if (!input || typeof input !== 'object' || Array.isArray(input) || !(PURPOSE_FIELD in input)) return { input };
  const { [PURPOSE_FIELD]: raw, ...rest } = input as Record<string, unknown>;
  const flat = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim().slice(0, PURPOSE_MAX) : '';
  return { input: rest, ...(flat ? { purpose: flat } : {}) };
}
