import { stepCountIs, streamText, type ModelMessage } from 'ai';
import type { Ctx } from '../../../context';
import { chainStreamCall, ChainRefusedError, contentFiltered, servedBy as servedRecord, servedByError, withPerson } from '../../chain';
import { callBudget, isNoCall } from './call-budget';
import type { ServedBy } from '../protocol/events';
import { buildSystemPrompt } from '../prompt/system';
import type { EventSink } from './sink';
import { buildTools, outcomeOk, type ToolSpec } from '../tools/registry';
import { distinctCallIds } from './call-ids';
import { streamsAtOnce } from './early-stream';
import { offeredOnly } from './offered-model';
import { routedTools, TurnOffer } from '../tools/routing/offer';
import { toolRouter } from '../tools/routing/router';
import { withoutPurpose } from '../undo/purpose';
import type { AgentSettings } from '../settings';
import type { LiveProfile } from '../../../auth/liveness';
import type { StepCount } from '../record/usage';
import type { ReasonLanguage } from '../undo/reason-words';

export interface Conversation {
  /** Why the model stopped early, if it did (an error part, an abort, a cut after output). */
  failure: unknown;
  /** The chain link that answered each step, in order (operators' data). */
  servedLinks: string[];
  /** The link and model of the last step: the answer's author, shown under it. */
  servedBy: ServedBy | null;
  /** Each finished step's link and token counts, in order (record/usage.ts sums them). */
  steps: StepCount[];
  /** Unreadable chunks the chain skipped in streams that then finished cleanly (stored as the turn's warning). */
  skippedChunks: number;
  /** The turn stopped at calls that need the person's yes: what to ask, and the steps so far to go on from. */
  paused?: {
    approvals: PendingApproval[];
    messages: ModelMessage[];
    /** The turn had read source text, or text written from it (registry.ts TurnReads): its answered part goes on as such. */
    readSources?: boolean;
  };
  /** Model calls made through the chain (what the turn's reservation of the person's calls spent). */
  calls: number;
  /** The last step ended calling tools and the call budget stopped the next one (the model would have gone on). */
  stoppedByBudget: boolean;
}

export interface PendingApproval {
  approvalId: string;
  callId: string;
  name: string;
  summary: string;
}

/** What the model is given: read before the call (turn/open.ts, turn/approve.ts), so nothing here waits for the table. */
export interface TalkInput {
  /** The turn the calls belong to: what they change is recorded under it (undo/). */
  turnId?: string;
  chat: { chatId: string; context?: string };
  page?: string;
  focusEntryId?: string;
  profile: LiveProfile;
  /** The person's day in their time zone, the same "today" every tool uses. */
  today: string;
  /** The person's app language, read with the day: the write cards' reasons are written in it. */
  language?: ReasonLanguage;
  /** The window, ending with the person's message, or, for an answered approval, with the turn's steps and the answer. */
  messages: ModelMessage[];
  /** Calls the person approved (they run now, in this call's first step). */
  approvedCalls?: ReadonlySet<string>;
  /** Tools the turn ran before it paused for the person's yes (an answered approval). */
  ranBefore?: string[];
  /** An answered approval: the turn had read source text, or text written from it, before it paused. */
  readSources?: boolean;
  /**
   * Model calls this part of the turn may make (call-budget.ts): what is left of the turn's
   * steps and of the person's hourly calls. Absent: the settings' `maxSteps`.
   */
  maxCalls?: number;
}

/**
 * The model's side of a turn: prompt, window and tools for this actor, then `streamText`
 * over the chain, every part turned into contract events through the ONE sink. A `model`
 * event names the serving link before each step's first content (the chain announces it).
 */
export async function converse(ctx: Ctx, talk: TalkInput, settings: AgentSettings, sink: EventSink, signal: AbortSignal): Promise<Conversation> {
  const { chat } = talk;
  // A routed turn offers each step the tools it needs (tools/routing/), findTools the rest.
  const all = settings.routeTools ? routedTools(settings.tools) : settings.tools;
  const offer = settings.routeTools ? new TurnOffer(toolRouter(all), all, talk.messages, talk.page) : undefined;
  const { tools, specs, summaries, reasons, turn } = buildTools(
    { ...ctx, chatId: chat.chatId, turnId: talk.turnId, focusEntryId: talk.focusEntryId, tutor: settings.tutor, language: talk.language, offer },
    all,
    { approvedCalls: talk.approvedCalls, ranBefore: talk.ranBefore, readSources: talk.readSources },
  );
  const system = buildSystemPrompt({
    displayName: talk.profile.displayName ?? 'there',
    globalContext: talk.profile.globalContext,
    chatContext: chat.context,
    page: talk.page,
    focusEntryId: talk.focusEntryId,
    // The person's own day (their time zone), the same 'today' every tool uses.
    today: talk.today,
    routed: offer !== undefined,
  });
  // Who serves each step, as the chain commits to a link, in step order: said with the step's start.
  const servers: ServedBy[] = [];
  // Every call is the person's: counted against their share of each link and of the paid budget.
  const model = withPerson(settings.model, ctx.actor.userId);
  const budget = callBudget(talk.maxCalls ?? settings.maxSteps);
  const result = streamText({
    model: streamsAtOnce(budget.wrap(offer ? offeredOnly(model, offer) : model), distinctCallIds(), (server) => servers.push(server)),
    system,
    messages: talk.messages,
    tools,
    stopWhen: stepCountIs(Math.max(1, budget.max)),
    // Each step: the first step's tools, what findTools found, what the turn has called.
    ...(offer ? { prepareStep: ({ steps }) => void offer.advance(steps.flatMap((s) => s.toolCalls.map((c) => c.toolName))) } : {}),
    maxOutputTokens: settings.maxOutputTokens,
    abortSignal: signal,
    // The chain's only raw part is its announcement of who serves (core/ai/chain/served.ts),
    // taken out of the stream by streamsAtOnce (`servers`).
    includeRawChunks: true,
    // maxRetries 0 (retries belong to the chain; the SDK's would restart it from link 1) and
    // an onError that logs class/status only (the SDK's default prints the whole prompt).
    ...chainStreamCall(ctx.deps.log),
  });

  const out: Conversation = { failure: undefined, servedLinks: [], servedBy: null, steps: [], skippedChunks: 0, calls: 0, stoppedByBudget: false };
  let lastFinish: string | undefined;
  const approvals: PendingApproval[] = [];
  let announced: ServedBy | undefined;
  try {
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'start-step': {
          // A step starts with its first part, once its link committed (the chain announced it).
          const server = servers.shift();
          if (server && (server.link !== announced?.link || server.model !== announced.model)) {
            announced = server;
            // Written with the step's first content, which follows at once (sink.ts).
            sink.sendWithNext({ event: 'model', data: server });
          }
          break;
        }
        case 'text-delta':
          if (part.text) void sink.send({ event: 'token', data: { text: part.text } });
          break;
        case 'tool-call': {
          const spec = specs.get(part.toolName);
          void sink.send({ event: 'tool_started', data: { callId: part.toolCallId, name: part.toolName, kind: spec?.kind ?? 'read' } });
          break;
        }
        case 'tool-approval-request': {
          const callId = part.toolCall.toolCallId;
          const summary = summaries.get(callId);
          // The gate sets the summary before it asks: a card without the server's words is a bug, never shown.
          if (summary === undefined) throw new Error(`approval request without a summary: ${part.toolCall.toolName}`);
          approvals.push({ approvalId: part.approvalId, callId, name: part.toolCall.toolName, summary });
          break;
        }
        case 'tool-output-denied':
          // The person said no (or a second card of one step): the tool did not run.
          void sink.send({ event: 'tool_finished', data: { callId: part.toolCallId, name: part.toolName, ok: false, domains: [] } });
          break;
        case 'tool-result':
        case 'tool-error': {
          const spec = specs.get(part.toolName);
          const ok = part.type === 'tool-result' && outcomeOk(part.output);
          const domains = ok && spec?.kind === 'write' ? spec.domains : [];
          // showDiagram's drawing: a segment of its own after the tool's, carried by the event.
          const segment = ok && spec?.segment ? spec.segment((part.output as { data: unknown }).data) : undefined;
          const memory = ok && turn.sourceText ? changedNote(spec, part.input) : undefined;
          // What the call changed, in the server's words (undo/describe.ts): the write card's line.
          const reason = reasons.get(part.toolCallId);
          void sink.send({
            event: 'tool_finished',
            data: { callId: part.toolCallId, name: part.toolName, ok, domains, ...(segment ? { segment } : {}), ...(memory ? { memory } : {}), ...(reason ? { reason } : {}) },
          });
          break;
        }
        case 'finish-step': {
          // A step the spent budget answered without a call (call-budget.ts) is no step of the turn's.
          if (isNoCall(part.providerMetadata)) break;
          lastFinish = part.finishReason;
          const served = servedRecord(part.providerMetadata);
          if (served) {
            out.servedLinks.push(served.link);
            out.servedBy = { link: served.link, model: served.model };
            out.skippedChunks += served.skippedChunks ?? 0;
          }
          const link = served?.link ?? 'model';
          const model = served?.model ?? part.response.modelId;
          out.steps.push({ link, model, inputTokens: part.usage.inputTokens, outputTokens: part.usage.outputTokens });
          // The provider stopped its answer under its content rules after output began (before
          // output the chain already ended the call with ChainRefusedError): the answer is not
          // whole, and it must not read as complete.
          if (contentFiltered({ unified: part.finishReason, raw: part.rawFinishReason })) out.failure ??= new ChainRefusedError(link, model);
          break;
        }
        case 'error':
          out.failure ??= part.error;
          break;
        case 'abort':
          out.failure ??= new Error('turn aborted');
          break;
        default:
          break;
      }
    }
  } catch (err) {
    out.failure ??= err; // a cut after output began throws from the iterator (NOTES.md)
    const served = servedByError(err);
    if (served) {
      out.servedLinks.push(served.link);
      out.servedBy = { link: served.link, model: served.model };
    }
  }
  if (approvals.length && out.failure === undefined) out.paused = { approvals, messages: (await result.response).messages, readSources: turn.sourceText };
  out.calls = budget.made;
  out.stoppedByBudget = !out.paused && out.failure === undefined && lastFinish === 'tool-calls' && budget.made >= budget.max;
  return out;
}

/**
 * A memory note written in a turn that read source text: what it now says, on the write's own
 * event and segment, so the person sees a note that text from a source may have shaped
 * (tools/memory.ts says why such a write also asks first).
 */
function changedNote(spec: ToolSpec | undefined, input: unknown) {
  if (!spec?.memoryNote) return undefined;
  const parsed = spec.schema.safeParse(withoutPurpose(input).input);
  return parsed.success ? { note: spec.memoryNote, text: (parsed.data as { context: string }).context } : undefined;
}
