import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Tutor } from '../notebook/tutor';
import { AGENT_TOOLS } from './tools';
import { WINDOW_MESSAGES, type AgentSettings } from './agent-settings';

/** Lambda's agent timeout is 300 s (stacks/Agent.ts): a turn must end, and be stored, first. */
export const TURN_TIMEOUT_MS = 240_000;

/** The production agent: the chain as model, every tool, the contract's limits (A9, A10). */
export function agentSettings(model: LanguageModelV3, links?: string[], tutor?: Tutor): AgentSettings {
  return {
    model,
    links,
    tutor,
    tools: AGENT_TOOLS,
    heartbeatMs: 15_000,
    // A cancel from another instance stops the model within this: one consistent read each.
    cancelWatchMs: 2_000,
    turnTimeoutMs: TURN_TIMEOUT_MS,
    maxSteps: 8,
    windowMessages: WINDOW_MESSAGES,
    // A follower reads the turn's record this often (its writer flushes every ≤ 250 ms).
    followPollMs: 250,
    // Per model call (each step): room for a long answer, not for a runaway one.
    maxOutputTokens: 2_048,
    rate: { bucket: 'agent', limit: 30, windowS: 3600 },
  };
}

/**
 * What the client may know about the chain: its link names, and whether it is only the
 * offline `sim` link (CONTRACT: the simulator is announced in the web client, not just the log).
 */
export function agentStatus(settings: AgentSettings): { offline: boolean; links: string[] } {
  const links = settings.links ?? [];
  return { offline: links.length > 0 && links.every((l) => l === 'sim'), links };
}
