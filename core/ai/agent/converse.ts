import { stepCountIs, streamText } from 'ai';
import type { Ctx } from '../../context';
import { announcedServer, chainStreamCall, servedBy as servedRecord, servedByError } from '../chain';
import type { ServedBy } from './events';
import { toModelMessages } from './history';
import { buildSystemPrompt } from './prompt';
import type { EventSink } from './sink';
import type { StreamInput } from './stream-schema';
import { buildTools, outcomeOk } from './tools/registry';
import type { AgentSettings } from './agent-settings';
import type { TurnPreload } from './turn-open';

export interface Conversation {
  /** Why the model stopped early, if it did (an error part, an abort, a cut after output). */
  failure: unknown;
  /** The chain link that answered each step, in order (operators' data). */
  servedLinks: string[];
  /** The link and model of the last step: the answer's author, shown under it. */
  servedBy: ServedBy | null;
  usage?: { inputTokens?: number; outputTokens?: number };
}

/**
 * The model's side of a turn: prompt, window and tools for this actor (read while the turn
 * opened, turn-open.ts: nothing here waits for the table before the model call), then
 * `streamText` over the chain, every part turned into contract events through the ONE sink. A `model` event
 * names the serving link before each step's first content (the chain announces it).
 */
export async function converse(
  ctx: Ctx,
  chat: { chatId: string; context?: string },
  input: StreamInput,
  preload: TurnPreload,
  settings: AgentSettings,
  sink: EventSink,
  signal: AbortSignal,
): Promise<Conversation> {
  const { tools, specs } = buildTools({ ...ctx, chatId: chat.chatId, focusEntryId: input.focusEntryId, tutor: settings.tutor }, settings.tools);
  const system = buildSystemPrompt({
    displayName: preload.profile.displayName ?? 'there',
    globalContext: preload.profile.globalContext,
    chatContext: chat.context,
    page: input.page,
    focusEntryId: input.focusEntryId,
    // The person's own day (their time zone), the same 'today' every tool uses.
    today: preload.today,
  });
  const result = streamText({
    model: settings.model,
    system,
    messages: toModelMessages(preload.history),
    tools,
    stopWhen: stepCountIs(settings.maxSteps),
    maxOutputTokens: settings.maxOutputTokens,
    abortSignal: signal,
    // The chain's only raw part is its announcement of who serves (core/ai/chain/served.ts).
    includeRawChunks: true,
    // maxRetries 0 (retries belong to the chain; the SDK's would restart it from link 1) and
    // an onError that logs class/status only (the SDK's default prints the whole prompt).
    ...chainStreamCall(ctx.deps.log),
  });

  const out: Conversation = { failure: undefined, servedLinks: [], servedBy: null };
  let announced: ServedBy | undefined;
  try {
    for await (const part of result.fullStream) {
      switch (part.type) {
        case 'raw': {
          const server = announcedServer(part.rawValue);
          if (server && (server.link !== announced?.link || server.model !== announced.model)) {
            announced = server;
            void sink.send({ event: 'model', data: server });
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
        case 'tool-result':
        case 'tool-error': {
          const spec = specs.get(part.toolName);
          const ok = part.type === 'tool-result' && outcomeOk(part.output);
          const domains = ok && spec?.kind === 'write' ? spec.domains : [];
          // showDiagram's drawing: a segment of its own after the tool's, carried by the event.
          const segment = ok && spec?.segment ? spec.segment((part.output as { data: unknown }).data) : undefined;
          void sink.send({ event: 'tool_finished', data: { callId: part.toolCallId, name: part.toolName, ok, domains, ...(segment ? { segment } : {}) } });
          break;
        }
        case 'finish-step': {
          const served = servedRecord(part.providerMetadata);
          if (served) {
            out.servedLinks.push(served.link);
            out.servedBy = { link: served.link, model: served.model };
          }
          break;
        }
        case 'finish':
          out.usage = part.totalUsage;
          break;
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
  return out;
}
