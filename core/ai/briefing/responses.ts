import { z } from 'zod';

export const BriefingNarrative = z.object({
  status: z.enum(['PENDING', 'READY', 'UNAVAILABLE']),
  todayLines: z.array(z.string()),
  yesterdayLines: z.array(z.string()),
}).meta({ id: 'BriefingNarrative' });

/**
 * The day's numbers are computed by code (facts-types.ts) and change with the briefing's
 * rules; documented as open objects so the screen can grow without a contract change.
 */
export const Briefing = z.object({
  date: z.string(),
  yesterday: z.record(z.string(), z.unknown()),
  today: z.record(z.string(), z.unknown()),
  seenAt: z.string().nullable(),
  narrative: BriefingNarrative,
}).meta({ id: 'Briefing' });
