import { z } from 'zod';
import { XpDecayStrategy } from '../xp';
import { canonicalZone } from './zone-name';

/** The values Beyou's clients know (DOMAIN-FACTS "User configuration"). */
export const THEMES = ['beYou', 'beYouDark', 'Sunset', 'Amethyst', 'Midnight', 'Cyberpunk', 'Mocha', 'Polar', 'Late Latte'] as const;
export const LANGUAGES = ['en', 'pt'] as const;
export const TIME_ZONE_SOURCES = ['DEFAULT', 'DETECTED', 'EXPLICIT'] as const;
export const CONSTANCE_MODES = ['ANY', 'COMPLETE'] as const;
/** A copy of the clients' dashboard widget ids: an unknown id is refused, listing these. */
export const WIDGETS = [
  'worstArea',
  'constance',
  'betterArea',
  'dailyProgress',
  'fastTips',
  'levelProgress',
  'categoryBalance',
  'studyToday',
  'constanceHeatmap',
  'moodWeek',
  'calendarToday',
] as const;

export function isTimeZone(tz: string): boolean {
  return canonicalZone(tz) !== null;
}

/** Any spelling of a zone in, its canonical name out (zone-name.ts). */
export const TimeZone = z
  .string()
  .trim()
  .refine(isTimeZone, { message: 'Must be an IANA time zone such as "Europe/Lisbon" or "UTC"' })
  .transform((tz) => canonicalZone(tz)!)
  .describe('IANA time zone, e.g. "Europe/Lisbon"; "today" and the day close follow it');

const Widget = z.enum(WIDGETS, { error: () => `Unknown widget; valid ids: ${WIDGETS.join(', ')}` });

export const UpdateConfigurationInput = z
  .object({
    displayName: z.string().trim().min(1).max(80).describe('The name the app and the assistant call the person'),
    phrase: z.string().trim().max(256).nullable().describe('A motivational phrase shown on the dashboard; null removes it'),
    phraseAuthor: z.string().trim().max(120).nullable().describe('Who said the phrase; null removes it'),
    theme: z.enum(THEMES).describe(`Colour theme: ${THEMES.join(', ')}`),
    language: z.enum(LANGUAGES).describe('App language: en or pt'),
    timeZone: TimeZone,
    timeZoneSource: z.enum(TIME_ZONE_SOURCES).describe('How the zone was chosen: DETECTED by a device or EXPLICIT by the person'),
    constanceMode: z.enum(CONSTANCE_MODES).describe('ANY: one check makes a day count; COMPLETE: every item checked or skipped'),
    xpDecayStrategy: XpDecayStrategy.describe('What a late check pays: GRADUAL (0.8/0.6/0.4/0.2), FLAT (0.5) or TIME_WINDOW (full up to 2 days, then 0)'),
    tutorialCompleted: z.boolean().describe('Whether the app tutorial is done (the assistant widget appears after it)'),
    widgets: z.array(Widget).max(WIDGETS.length).describe('Dashboard widgets in order; the list is replaced whole'),
  })
  .partial()
  .strict();
