import { z } from 'zod';
import type { OperationSpec, RouteKey } from './operation';
import { aiAgentPaths } from './paths/ai-agent';
import { aiOnboardingPaths } from './paths/ai-onboarding';
import { authPaths } from './paths/auth';
import { categoriesPaths } from './paths/categories';
import { dailyBriefingPaths } from './paths/daily-briefing';
import { feedbackPaths } from './paths/feedback';
import { focusPaths } from './paths/focus';
import { goalsPaths } from './paths/goals';
import { habitsPaths } from './paths/habits';
import { mePaths } from './paths/me';
import { moodPaths } from './paths/mood';
import { notebookPaths } from './paths/notebook';
import { quickNotesPaths } from './paths/quick-notes';
import { routinesPaths } from './paths/routines';
import { schedulesPaths } from './paths/schedules';
import { studyPaths } from './paths/study';
import { tasksPaths } from './paths/tasks';
import { todayPaths } from './paths/today';

/** The routes that describe the app itself (served by ./routes.ts, base-app.ts and routes/privacy.ts). */
const servicePaths = {
  'GET /health': { summary: 'Liveness', public: true, responses: { 200: z.object({ ok: z.literal(true) }) } },
  'GET /openapi.json': { summary: 'This document (OpenAPI 3.1)', public: true, responses: { 200: z.record(z.string(), z.unknown()) } },
  'GET /privacy': {
    summary: 'The privacy notice (HTML, English or Portuguese by `?lang=` or Accept-Language)',
    public: true,
    html: true,
    input: z.object({ lang: z.enum(['en', 'pt']).optional() }),
    responses: { 200: z.string() },
  },
} satisfies Record<RouteKey, OperationSpec>;

/**
 * Every JSON route the REST app serves, by `METHOD /path/{param}`. A route the app serves but
 * this registry lacks fails tests/integration/openapi/coverage.test.ts. (`GET /docs` is the
 * HTML reference page: not an API route, so not in the document.)
 */
export const API_ROUTES: Record<RouteKey, OperationSpec> = {
  ...servicePaths,
  ...authPaths,
  ...mePaths,
  ...categoriesPaths,
  ...habitsPaths,
  ...tasksPaths,
  ...goalsPaths,
  ...feedbackPaths,
  ...moodPaths,
  ...quickNotesPaths,
  ...routinesPaths,
  ...schedulesPaths,
  ...todayPaths,
  ...focusPaths,
  ...aiAgentPaths,
  ...aiOnboardingPaths,
  ...dailyBriefingPaths,
  ...notebookPaths,
  ...studyPaths,
};
