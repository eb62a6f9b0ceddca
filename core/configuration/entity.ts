import { Entity } from 'electrodb';
import { bindEntity, SERVICE, userPk } from '../db/entity';
import { CONSTANCE_MODES, LANGUAGES, THEMES, TIME_ZONE_SOURCES, type WIDGETS } from './schema';

/**
 * A user's configuration, in their partition. gsi1 indexes users by time zone so the hourly
 * day close can find whose midnight just passed without scanning the table.
 */
export const Configurations = bindEntity(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'configuration', version: '1', service: SERVICE },
        attributes: {
          userId: { type: 'string', required: true },
          phrase: { type: 'string' },
          phraseAuthor: { type: 'string' },
          theme: { type: THEMES, required: true },
          language: { type: LANGUAGES, required: true },
          timeZone: { type: 'string', required: true },
          timeZoneSource: { type: TIME_ZONE_SOURCES, required: true },
          constanceMode: { type: CONSTANCE_MODES, required: true },
          xpDecayStrategy: { type: ['GRADUAL', 'FLAT', 'TIME_WINDOW'] as const, required: true },
          tutorialCompleted: { type: 'boolean', required: true },
          widgets: { type: 'list', items: { type: 'string' }, required: true },
        },
        indexes: {
          primary: {
            pk: userPk,
            sk: { field: 'sk', composite: [], template: 'CONFIG', casing: 'none' },
          },
          byTimeZone: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['timeZone'], template: 'TZ#${timeZone}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['userId'], template: '${userId}', casing: 'none' },
          },
        },
      },
      cfg,
    ),
);

export type ConfigurationRow = {
  userId: string;
  phrase?: string;
  phraseAuthor?: string;
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
  timeZone: string;
  timeZoneSource: (typeof TIME_ZONE_SOURCES)[number];
  constanceMode: (typeof CONSTANCE_MODES)[number];
  xpDecayStrategy: 'GRADUAL' | 'FLAT' | 'TIME_WINDOW';
  tutorialCompleted: boolean;
  widgets: (typeof WIDGETS)[number][];
};

/** What a new account starts with (and what an account from before configuration reads). */
export function defaultConfiguration(userId: string): ConfigurationRow {
  return {
    userId,
    theme: 'beYou',
    language: 'en',
    timeZone: 'UTC',
    timeZoneSource: 'DEFAULT',
    constanceMode: 'ANY',
    xpDecayStrategy: 'GRADUAL',
    tutorialCompleted: false,
    widgets: ['dailyProgress', 'constance', 'levelProgress', 'categoryBalance', 'moodWeek', 'calendarToday'],
  };
}
