import { z } from 'zod';
import { ChatViewInput, CreateChatInput, ListInput, RenameChatInput } from '../../../../core/ai/agent/chat/schema';
import { StreamInput } from '../../../../core/ai/agent/protocol/stream-input';
import { ApprovalAnswer } from '../../../../core/ai/agent/turn/approve';
import { AgentEventStream } from '../events';
import { AgentMemory, AgentStatus, ChatCreated, ChatList, ChatSummary, ChatView, TurnView, UndoResult } from '../../../../core/ai/agent/responses';
import { UndoInput } from '../../../../core/ai/agent/undo/undo';
import type { OperationSpec, RouteKey } from '../operation';

const FollowQuery = z.object({ after: z.string().regex(/^\d+$/).optional().describe('Replay the events after this sequence number') });
const LastEventId = z.object({ 'last-event-id': z.string().optional().describe('The last event id the client saw (wins over `?after=`)') });

export const aiAgentPaths = {
  'POST /ai/agent/chats': { summary: 'Create a chat', input: CreateChatInput, responses: { 201: ChatCreated } },
  'GET /ai/agent/chats': { summary: 'List chats, newest activity first', input: ListInput, responses: { 200: ChatList } },
  'GET /ai/agent/chats/{id}': { summary: 'A chat with its latest page of messages (`?before=` for older ones)', input: ChatViewInput, responses: { 200: ChatView } },
  'PATCH /ai/agent/chats/{id}': { summary: 'Rename a chat', input: RenameChatInput, responses: { 200: ChatSummary } },
  'GET /ai/agent/chats/{id}/turns/{turnId}': { summary: 'A turn: its status, segments and who served it', responses: { 200: TurnView } },
  'POST /ai/agent/chats/{id}/cancel': { summary: "Stop the chat's running turn (its stream ends with error CANCELLED)", responses: { 204: null } },
  'DELETE /ai/agent/chats/{id}': { summary: 'Delete a chat', responses: { 204: null } },
  'GET /ai/agent/status': { summary: 'Whether the agent runs on the offline simulator', responses: { 200: AgentStatus } },
  'GET /ai/agent/memory': { summary: "The agent's memory notes about the person", responses: { 200: AgentMemory } },
  'DELETE /ai/agent/memory': { summary: "Forget the agent's memory notes", responses: { 204: null } },
  'POST /ai/agent/reset': { summary: 'Delete every chat and memory note', responses: { 204: null } },
  'POST /ai/agent/chats/{id}/stream': { summary: 'Send a message: the turn streams back as Server-Sent Events', input: StreamInput, stream: AgentEventStream, responses: { 200: null }, errors: [409, 503] },
  'POST /ai/agent/chats/{id}/turns/{turnId}/approvals/{approvalId}': { summary: "Answer an approval card: the paused turn goes on in this stream", input: ApprovalAnswer, stream: AgentEventStream, responses: { 200: null }, errors: [409] },
  'GET /ai/agent/chats/{id}/turns/{turnId}/stream': { summary: 'Replay a turn after event N (`Last-Event-ID` or `?after=`) and follow it live', input: FollowQuery, stream: AgentEventStream, headers: LastEventId, responses: { 200: null } },
  'POST /ai/agent/chats/{id}/turns/{turnId}/undo': {
    summary: 'Undo everything a turn changed (7 days)',
    description:
      "Every item the turn's tools created, changed or deleted goes back to its state before the turn, newest change first, all or nothing: an item changed since (by the person or another turn) answers 409 CONFLICT with `changed: [{ callId, label }]` and nothing changes, unless `skipChanged` is true. A check's XP and streaks go back through the uncheck. Repeating it is a no-op (`alreadyUndone`).",
    input: UndoInput,
    responses: { 200: UndoResult },
    errors: [409],
  },
  'POST /ai/agent/chats/{id}/turns/{turnId}/calls/{callId}/undo': {
    summary: 'Undo what one tool call of a turn changed (its write card), same rules as the turn',
    input: UndoInput,
    responses: { 200: UndoResult },
    errors: [409],
  },
} satisfies Record<RouteKey, OperationSpec>;
