import { z } from 'zod';
import { ServedBy } from './protocol/events';
import { DiagramSegment, TextSegment, ToolSegment } from './protocol/segments';

/** A stored message's parts, as the stream's `done` event sends them. */
const Segment = z.union([TextSegment, ToolSegment, DiagramSegment]);

export const ChatCreated = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
}).meta({ id: 'ChatCreated' });

export const ChatSummary = ChatCreated.extend({
  lastActivityAt: z.string(),
}).meta({ id: 'ChatSummary' });

export const ChatList = z.object({
  items: z.array(ChatSummary),
  nextCursor: z.string().nullable(),
}).meta({ id: 'ChatList' });

export const ChatView = ChatSummary.extend({
  context: z.string().nullable().describe('The chat\'s memory note, if any'),
  messages: z.array(z.object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    segments: z.array(Segment),
    createdAt: z.string(),
    status: z.enum(['interrupted']).optional(),
    turnId: z.string().optional(),
    servedBy: ServedBy.optional(),
  })),
  olderCursor: z.string().nullable().describe('Pass as `?before=` for older messages; null when there are none'),
  runningTurn: z.object({
    turnId: z.string(),
    userMessageId: z.string(),
  }).nullable().describe('A turn still streaming, if any'),
  awaitingApproval: z.object({
    turnId: z.string(),
    approvalId: z.string(),
    callId: z.string(),
    name: z.string(),
    summary: z.string(),
    expiresAt: z.string(),
  }).nullable().describe('A tool call waiting for the person\'s yes, if any'),
}).meta({ id: 'ChatView' });

export const TurnView = z.object({
  skippedChunks: z.number().optional(),
  id: z.string(),
  status: z.enum(['COMPLETE', 'STREAMING', 'AWAITING_APPROVAL', 'INTERRUPTED', 'FAILED']),
  segments: z.array(Segment),
  servedBy: ServedBy.nullable(),
  usage: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    steps: z.array(ServedBy.extend({
      inputTokens: z.number(),
      outputTokens: z.number(),
    })).optional(),
  }).nullable(),
}).meta({ id: 'TurnView' });

export const AgentStatus = z.object({
  offline: z.boolean(),
  links: z.array(z.string()),
}).meta({ id: 'AgentStatus' });

export const AgentMemory = z.object({
  global: z.string().nullable().describe('The memory note read in every chat'),
  chats: z.array(z.object({
    id: z.string(),
    title: z.string(),
    context: z.string().describe('The chat\'s own memory note'),
  })),
}).meta({ id: 'AgentMemory' });

/** What an undo did (issue 39): `POST …/turns/{turnId}/undo` and `…/calls/{callId}/undo`. */
export const UndoResult = z.object({
  turnId: z.string(),
  undone: z.array(z.string()).describe('The calls this request undid (empty for a repeated undo)'),
  restored: z.number().int().describe('Items put back to their state before the turn'),
  skipped: z.array(z.object({ callId: z.string(), label: z.string() })).describe('With skipChanged: the items left as they were because they changed since'),
  alreadyUndone: z.boolean().describe('Everything asked for had already been undone: nothing changed'),
}).meta({ id: 'UndoResult' });
