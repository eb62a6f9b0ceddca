/**
 * A change record as the person's export carries it (core/users/export.ts): which call changed
 * what, why, whether it was undone, and each item's state before — with the same attributes
 * left out of those states as of every exported item (keys, versions, TTLs). The fingerprints
 * of the after-states mean nothing outside the undo and are left out too.
 */
type Attributes = Record<string, unknown>;

export function exportedChange(item: Attributes, publicAttributes: (item: Attributes & { pk: string; sk: string }) => Attributes): Attributes {
  const { changes, inverse: _inverse, seq: _seq, part: _part, parts: _parts, ...call } = item as Attributes & { changes?: { label?: string; entity?: string; before?: Attributes | null }[] };
  return {
    ...publicAttributes(call as Attributes & { pk: string; sk: string }),
    changes: (changes ?? []).map((c) => ({
      label: c.label,
      entity: c.entity,
      before: c.before ? publicAttributes(c.before as Attributes & { pk: string; sk: string }) : null,
    })),
  };
}
