/**
 * The export's view of sources (D13): each source carries its text — what was read, chunk by
 * chunk in order, or the words still waiting to be read — so its chunk and text items need not
 * be listed on their own. Vectors are derived from that text and are left out.
 */
export const SOURCE_TEXT_KINDS: ReadonlySet<string> = new Set(['notebookSourceChunk', 'notebookSourceText']);

type Item = Record<string, unknown>;

export function sourceTexts(items: Item[]): Map<string, string> {
  const chunks = new Map<string, { i: number; t: string }[]>();
  const pending = new Map<string, { part: number; text: string }[]>();
  for (const item of items) {
    const id = String(item.sourceId);
    if (item.__edb_e__ === 'notebookSourceChunk') chunks.set(id, [...(chunks.get(id) ?? []), ...((item.chunks as { i: number; t: string }[]) ?? [])]);
    else pending.set(id, [...(pending.get(id) ?? []), { part: Number(item.part), text: String(item.text) }]);
  }
  const out = new Map<string, string>();
  for (const [id, parts] of pending) out.set(id, parts.sort((a, b) => a.part - b.part).map((p) => p.text).join(''));
  for (const [id, list] of chunks) {
    const seen = new Set<number>();
    out.set(id, list.sort((a, b) => a.i - b.i).filter((c) => !seen.has(c.i) && seen.add(c.i)).map((c) => c.t).join('\n\n'));
  }
  return out;
}
