import type { Schema } from '../../client/rest';

export type Colour = Schema<'QuickNote'>['colour'];

/** Sticky-note shades for the board's colour names (the server's palette, D8). */
export const SHADES: Record<Colour, string> = {
  yellow: '#fff3b0',
  pink: '#ffd6e7',
  blue: '#d6e9ff',
  green: '#d9f7d6',
  orange: '#ffe0c2',
  purple: '#e9dcff',
};
