import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mistralToolCallId } from '../../../core/ai/chain/mistral-ids';

describe('tool-call ids handed to Mistral', () => {
  it('any id maps to nine alphanumerics, always the same way; a Mistral id stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const mapped = mistralToolCallId(id);
        expect(mapped).toMatch(/^[a-zA-Z0-9]{9}$/);
        expect(mistralToolCallId(id)).toBe(mapped);
        expect(mistralToolCallId(mapped)).toBe(mapped);
      }),
    );
    expect(mistralToolCallId('abcDEF123')).toBe('abcDEF123');
  });

  it('different ids in one prompt stay different', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `call_${i}`);
    expect(new Set(ids.map(mistralToolCallId)).size).toBe(ids.length);
  });
});
