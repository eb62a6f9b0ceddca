import type { Schema } from '../../../client/rest';

type Day = Schema<'ConstanceDays'>['days'][number];

/** Columns of Monday-first weeks; days before the first Monday (or after today) are blanks. */
export function weekColumns<D extends Pick<Day, 'date'>>(days: D[]): (D | null)[][] {
  if (!days.length) return [];
  const first = new Date(`${days[0]!.date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const lead = (first + 6) % 7;
  const cells: (D | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const cols: (D | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) cols.push(cells.slice(i, i + 7));
  return cols;
}
