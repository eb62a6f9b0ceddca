/** `ids` with the item at `from` moved one step up (-1) or down (+1). */
export function moved(ids: string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
