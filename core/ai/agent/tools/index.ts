import { categoryTools } from './categories';
import { configurationTools } from './configuration';
import { submitUserFeedback } from './feedback';
import { goalTools } from './goals';
import { habitTools } from './habits';
import { updateChatContext, updateGlobalContext } from './memory';
import type { ToolSpec } from './registry';
import { taskTools } from './tasks';

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
  updateGlobalContext,
  updateChatContext,
  submitUserFeedback,
];
