import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { RateRule } from '../../limits/rate';
import type { Tutor } from '../notebook/tutor';
import type { ToolSpec } from './tools/registry';
import type { FollowTimings } from './turn-follow';
import type { GuardTimings } from './turn-guard';

export interface AgentSettings extends GuardTimings, FollowTimings {
  model: LanguageModelV3;
  tools: ToolSpec[];
  maxSteps: number;
  /** Output cap per model call: a free tier's long answer must not hold a slot for minutes. */
  maxOutputTokens: number;
  /** A9: one bucket for every accepted stream POST. */
  rate: RateRule;
  /** How many earlier messages the model sees (A6: 20). */
  windowMessages: number;
  /** The chain's link names in order, for `GET /ai/agent/status` (the web client's offline banner). */
  links?: string[];
  /** The study tutor, for generateStudyCards (absent: that tool answers AI_UNAVAILABLE). */
  tutor?: Tutor;
}

/** A6: the model sees the last 20 messages. */
export const WINDOW_MESSAGES = 20;
