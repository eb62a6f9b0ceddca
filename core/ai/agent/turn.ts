import type { LanguageModelV3 } from '@ai-sdk/provider';
import { stepCountIs, streamText } from 'ai';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { enforce, type RateRule } from '../../limits/rate';
import { chainStreamCall, servedBy as servedRecord, servedByError } from '../chain';
import type { Tutor } from '../notebook/tutor';
import { acquireStreamSlot, type SlotLease } from '../../limits/stream-slots';
import { Users } from '../../users/entity';
import { parse } from '../../util/fn';
import { ownerToday } from '../../util/today';
import { loadChat } from './chat-service';
import type { AgentErrorCode } from './events';
import { toModelMessages } from './history';
import { loadWindow } from './messages';
import { buildSystemPrompt } from './prompt';
import { EventSink, type EventSocket } from './sink';
import { StreamInput } from './stream-schema';
import { buildTools, outcomeOk, type ToolSpec } from './tools/registry';
import { TurnGuard, type GuardTimings } from './turn-guard';
import { TurnRecord } from './turn-record';
import { storeAssistantMessage, storeUserMessage } from './turn-store';

export interface AgentSettings extends GuardTimings {
  model: LanguageModelV3;
  tools: ToolSpec[];
  maxSteps: number;
  /** Output cap per model call: a free tier's long answer must not hold a slot for minutes. */
  maxOutputTokens: number;
  /** A9: one bucket for every accepted stream POST. */
  rate: RateRule;
  /** The chain's link names in order, for `GET /ai/agent/status` (the web client's offline banner). */
  links?: string[];
  /** The study tutor, for generateStudyCards (absent: that tool answers AI_UNAVAILABLE). */
  tutor?: Tutor;
}

export const WINDOW_MESSAGES = 20;

export interface PreparedTurn {
  run(socket: EventSocket): Promise<void>;
}

/**
 * Everything decided BEFORE any model call (A9): input, the chat is the actor's, a stream
 * slot (TOO_MANY_STREAMS), the hourly bucket (RATE_LIMITED). Each refusal is an AppError the
 * route answers as JSON; only an accepted turn opens the event stream.
 */
export async function prepareTurn(ctx: Ctx, chatId: string, raw: unknown, settings: AgentSettings): Promise<PreparedTurn> {
  const input = parse(StreamInput, raw);
  const chat = await loadChat(ctx, chatId);
  const lease = await acquireStreamSlot(ctx, chat.chatId);
  if (!lease) throw new AppError('TOO_MANY_STREAMS', 'Two answers are already streaming; wait for one to finish');
  try {
    await enforce(ctx.deps, `USER#${ctx.actor.userId}`, settings.rate);
  } catch (err) {
    await lease.release();
    throw err;
  }
  return { run: (socket) => runTurn(ctx, chat, input, settings, socket, lease) };
}

async function runTurn(
  ctx: Ctx,
  chat: { chatId: string; title: string; context?: string },
  input: StreamInput,
  settings: AgentSettings,
  socket: EventSocket,
  lease: SlotLease,
): Promise<void> {
  const record = new TurnRecord();
  const sink = new EventSink(record, socket);
  // A10: heartbeats find a dead client (the sink stops writing); the turn itself goes on,
  // holding its slot, until it ends or is cancelled.
  const guard = new TurnGuard(lease, settings, () => void sink.heartbeat(), ctx.deps.log);
  guard.start();
  const fail = (code: AgentErrorCode, message: string) => sink.send({ event: 'error', data: { code, message } });
  try {
    try {
      await storeUserMessage(ctx, chat, input.message);
    } catch (err) {
      ctx.deps.log.error('user message persist failed', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
      await fail('TRANSCRIPT_PERSIST_FAILED', 'Your message could not be saved. Please send it again.');
      return;
    }
    const user = (await Users(ctx.deps.db).get({ userId: ctx.actor.userId }).go()).data;
    const history = toModelMessages(await loadWindow(ctx, chat.chatId, WINDOW_MESSAGES));
    const { tools, specs } = buildTools({ ...ctx, chatId: chat.chatId, focusEntryId: input.focusEntryId, tutor: settings.tutor }, settings.tools);
    const system = buildSystemPrompt({
      displayName: user?.displayName ?? 'there',
      globalContext: user?.globalContext,
      chatContext: chat.context,
      page: input.page,
      focusEntryId: input.focusEntryId,
      // The person's own day (their time zone), the same 'today' every tool uses.
      today: await ownerToday(ctx),
    });

    const result = streamText({
      model: settings.model,
      system,
      messages: history,
      tools,
      stopWhen: stepCountIs(settings.maxSteps),
      maxOutputTokens: settings.maxOutputTokens,
      abortSignal: guard.signal,
      // maxRetries 0 (retries belong to the chain; the SDK's would restart it from link 1) and
      // an onError that logs class/status only (the SDK's default prints the whole prompt).
      ...chainStreamCall(ctx.deps.log),
    });

    let failure: unknown;
    const served: string[] = []; // the chain link that answered each step
    let usage: { inputTokens?: number; outputTokens?: number } | undefined;
    try {
      for await (const part of result.fullStream) {
        switch (part.type) {
          case 'text-delta':
            if (part.text) void sink.send({ event: 'token', data: { text: part.text } });
            break;
          case 'tool-call': {
            const spec = specs.get(part.toolName);
            void sink.send({ event: 'tool_started', data: { callId: part.toolCallId, name: part.toolName, kind: spec?.kind ?? 'read' } });
            break;
          }
          case 'tool-result':
          case 'tool-error': {
            const spec = specs.get(part.toolName);
            const ok = part.type === 'tool-result' && outcomeOk(part.output);
            const domains = ok && spec?.kind === 'write' ? spec.domains : [];
            void sink.send({ event: 'tool_finished', data: { callId: part.toolCallId, name: part.toolName, ok, domains } });
            // showDiagram's drawing: a segment of its own after the tool's, carried by `done`.
            if (ok && spec?.segment) record.add(spec.segment((part.output as { data: unknown }).data));
            break;
          }
          case 'finish-step': {
            const link = servedRecord(part.providerMetadata)?.link;
            if (link) served.push(link);
            break;
          }
          case 'finish':
            usage = part.totalUsage;
            break;
          case 'error':
            failure ??= part.error;
            break;
          case 'abort':
            failure ??= new Error('turn aborted');
            break;
          default:
            break;
        }
      }
    } catch (err) {
      failure ??= err; // a cut after output began throws from the iterator (NOTES.md)
      const link = servedByError(err)?.link;
      if (link) served.push(link);
    }

    const cancelled = guard.reason === 'cancelled';
    if (failure !== undefined && !record.hasOutput) {
      if (cancelled) {
        await fail('CANCELLED', 'You stopped this answer.');
        return;
      }
      // Nothing was said: keep the user's message, invent no assistant message.
      ctx.deps.log.warn('agent turn failed before output', { userId: ctx.actor.userId, chatId: chat.chatId });
      await fail('AI_UNAVAILABLE', 'The assistant is unavailable right now. Please try again in a moment.');
      return;
    }
    const status = failure === undefined ? 'complete' : 'interrupted';
    let messageId: string;
    try {
      messageId = await storeAssistantMessage(ctx, chat.chatId, {
        segments: record.finalSegments(),
        status,
        servedBy: served.length ? [...new Set(served)].join(',') : undefined,
        tokensIn: usage?.inputTokens,
        tokensOut: usage?.outputTokens,
      });
    } catch (err) {
      ctx.deps.log.error('transcript persist failed', { userId: ctx.actor.userId, chatId: chat.chatId, errorName: (err as Error)?.name });
      await fail('TRANSCRIPT_PERSIST_FAILED', 'The answer could not be saved. Please send your message again.');
      return;
    }
    if (cancelled) {
      await fail('CANCELLED', 'You stopped this answer; what arrived is saved.');
      return;
    }
    if (status === 'interrupted') {
      await fail('INTERRUPTED', 'The answer was cut off by the provider; what arrived is saved.');
      return;
    }
    // A3: `done` only after the turn is stored, carrying the stored segments.
    await sink.send({ event: 'done', data: { messageId, segments: record.finalSegments() } });
  } catch (err) {
    // A bug, not a provider failure: still end the stream with a contract event.
    ctx.deps.log.error('agent turn crashed', { userId: ctx.actor.userId, errorName: (err as Error)?.name });
    await fail('AI_UNAVAILABLE', 'Something went wrong while answering. Please try again.');
  } finally {
    await sink.flush();
    await guard.finish();
  }
}
