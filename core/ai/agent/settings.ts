// The agent's one settings module: what a turn is given (AgentSettings), the production values
// (agentSettings) and what the client may know of them (agentStatus). Tests build their own
// AgentSettings with shorter timings; nothing else decides a turn's limits.
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { RateRule } from '../../limits/rate';
import type { Tutor } from '../notebook/tutor';
import { AGENT_TOOLS } from './tools';
import type { ToolSpec } from './tools/registry';
import type { FollowTimings } from './turn/follow';
import type { GuardTimings } from './turn/guard';

export interface AgentSettings extends GuardTimings, FollowTimings {
  model: LanguageModelV3;
  tools: ToolSpec[];
  /**
   * Each model call carries the tools its step needs (tools/routing/), with findTools as the
   * way to the rest; off, every call carries every tool (tests of other rules, which script a
   * model that calls whatever it is told).
   */
  routeTools: boolean;
  maxSteps: number;
  /** Output cap per model call: a free tier's long answer must not hold a slot for minutes. */
  maxOutputTokens: number;
  /** A9: one bucket for every accepted stream POST. */
  rate: RateRule;
  /**
   * The person's model calls an hour (issue 47): every step of a turn, an approval answer's
   * included, reserved by the part of the turn that makes them (core/limits/calls.ts).
   */
  calls: RateRule;
  /** How many earlier messages the model sees (A6: 20). */
  windowMessages: number;
  /** The chain's link names in order, for `GET /ai/agent/status` (the web client's offline banner). */
  links?: string[];
  /** The study tutor, for generateStudyCards (absent: that tool answers AI_UNAVAILABLE). */
  tutor?: Tutor;
}

/** A6: the model sees the last 20 messages. */
export const WINDOW_MESSAGES = 20;

/** Lambda's agent timeout is 300 s (stacks/Agent.ts): a turn must end, and be stored, first. */
export const TURN_TIMEOUT_MS = 240_000;

/** The production agent: the chain as model, every tool, the contract's limits (A9, A10). */
export function agentSettings(model: LanguageModelV3, links?: string[], tutor?: Tutor, callsPerHour = 120): AgentSettings {
  return {
    model,
    links,
    tutor,
    tools: AGENT_TOOLS,
    routeTools: true,
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
    // AI_AGENT_CALLS_PER_HOUR: a turn and its approval answers take at most maxSteps of them.
    calls: { bucket: 'agent-calls', limit: callsPerHour, windowS: 3600 },
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
