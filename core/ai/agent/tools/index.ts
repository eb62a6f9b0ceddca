import { submitUserFeedback } from './feedback';
import { updateChatContext, updateGlobalContext } from './memory';
import type { ToolSpec } from './registry';

/** Every tool the agent has (A5), grouped by domain. Reads and writes are marked per spec. */
export const AGENT_TOOLS: ToolSpec[] = [updateGlobalContext, updateChatContext, submitUserFeedback];
