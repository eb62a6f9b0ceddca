import { z } from 'zod';

export const Configuration = z.object({
  language: z.enum(['en', 'pt']),
  theme: z.enum(['Sunset', 'beYou', 'beYouDark', 'Amethyst', 'Midnight', 'Cyberpunk', 'Mocha', 'Polar', 'Late Latte']),
  timeZone: z.string(),
  timeZoneSource: z.enum(['DEFAULT', 'DETECTED', 'EXPLICIT']),
  constanceMode: z.enum(['ANY', 'COMPLETE']),
  xpDecayStrategy: z.enum(['GRADUAL', 'FLAT', 'TIME_WINDOW']),
  tutorialCompleted: z.boolean(),
  widgets: z.array(z.enum(['worstArea', 'constance', 'betterArea', 'dailyProgress', 'fastTips', 'levelProgress', 'categoryBalance', 'studyToday', 'constanceHeatmap', 'moodWeek', 'calendarToday'])),
  displayName: z.string(),
  phrase: z.string().nullable(),
  phraseAuthor: z.string().nullable(),
}).meta({ id: 'Configuration' });

