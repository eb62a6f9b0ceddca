import { Briefing, BriefingNarrative } from '../../../../core/ai/briefing/responses';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const dailyBriefingPaths = {
  'GET /daily-briefing': { summary: "The caller's daily briefing: numbers now, the narrative when ready", responses: { 200: Briefing } },
  'GET /daily-briefing/narrative': { summary: "Today's narrative (poll while PENDING)", responses: { 200: BriefingNarrative } },
  'POST /daily-briefing/seen': { summary: "Mark today's briefing as seen", responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
