/** "Areas" as the server takes category names: 2–256 characters each, at most 10, no repeats. */
export function parseAreas(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((a) => a.replace(/\s+/g, ' ').trim().slice(0, 256))
    .filter((a) => a.length >= 2 && !seen.has(a.toLocaleLowerCase()) && seen.add(a.toLocaleLowerCase()))
    .slice(0, 10);
}
