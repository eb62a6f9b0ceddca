// ROOM tools/: the agent's tools, one file per domain, each a thin adapter over the domain's
// own command (define.ts); registry.ts runs them for one actor and turns expected failures
// into values the model can repair; summaries/ writes what an approval card asks.
import { categoryTools } from './categories';
import { configurationTools } from './configuration';
import { submitUserFeedback } from './feedback';
import { goalTools } from './goals';
import { habitTools } from './habits';
import { ideasTools } from './ideas';
import { updateChatContext, updateGlobalContext } from './memory';
import { moodTools } from './mood';
import { notebookTools } from './notebook';
import type { ToolSpec } from './registry';
import { generateStudyCards } from './study-cards';
import { studyCycleTools } from './study-cycles';
import { taskTools } from './tasks';
import { focusTools } from './focus';
import { routineTools } from './routines';
import { todayTools } from './today';

/**
 * Every tool the agent has (A5), grouped by domain. Each domain file lists its tools with
 * their kind (read/write) and the client domains a successful write refreshes.
 */
export const AGENT_TOOLS: ToolSpec[] = [
  ...categoryTools,
  ...habitTools,
  ...taskTools,
  ...goalTools,
  ...configurationTools,
  ...routineTools,
  ...todayTools,
  ...focusTools,
  ...moodTools,
  ...ideasTools,
  ...notebookTools,
  generateStudyCards,
  ...studyCycleTools,
  updateGlobalContext,
  updateChatContext,
  submitUserFeedback,
];
