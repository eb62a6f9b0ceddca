import { z } from 'zod';

export const ChatCreated = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
}).meta({ id: 'ChatCreated' });

export const ChatList = z.object({
  items: z.array(z.object({
    id: z.string(),
    title: z.string(),
    createdAt: z.string(),
    lastActivityAt: z.string(),
  })),
  nextCursor: z.string().nullable(),
}).meta({ id: 'ChatList' });

export const ChatView = z.object({
  context: z.string().nullable(),
  messages: z.array(z.object({
    id: z.string(),
    role: z.enum(["user", "assistant"]),
    segments: z.array(z.union([z.object({
      type: z.literal("text"),
      text: z.string(),
    }), z.object({
      type: z.literal("tool"),
      callId: z.string(),
      name: z.string(),
      kind: z.enum(["read", "write"]),
      ok: z.boolean(),
      domains: z.array(z.enum(["habits", "categories", "tasks", "goals", "routines", "focus", "mood", "notebook", "quickNotes", "studyCycles", "profile"])),
      memory: z.object({
        note: z.enum(["chat", "global"]),
        text: z.string(),
      }).optional(),
    }), z.object({
      type: z.literal("diagram"),
      text: z.string(),
    })])),
    createdAt: z.string(),
    status: z.enum(["interrupted"]).optional(),
    turnId: z.string().optional(),
    servedBy: z.object({
      link: z.string(),
      model: z.string(),
    }).optional(),
  })),
  olderCursor: z.string().nullable(),
  runningTurn: z.object({
    turnId: z.string(),
    userMessageId: z.string(),
  }).nullable(),
  awaitingApproval: z.object({
    turnId: z.string(),
    approvalId: z.string(),
    callId: z.string(),
    name: z.string(),
    summary: z.string(),
    expiresAt: z.string(),
  }).nullable(),
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
}).meta({ id: 'ChatView' });

export const ChatSummary = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
}).meta({ id: 'ChatSummary' });

export const TurnView = z.object({
  skippedChunks: z.number().optional(),
  id: z.string(),
  status: z.enum(["COMPLETE", "STREAMING", "AWAITING_APPROVAL", "INTERRUPTED", "FAILED"]),
  segments: z.array(z.union([z.object({
    type: z.literal("text"),
    text: z.string(),
  }), z.object({
    type: z.literal("tool"),
    callId: z.string(),
    name: z.string(),
    kind: z.enum(["read", "write"]),
    ok: z.boolean(),
    domains: z.array(z.enum(["habits", "categories", "tasks", "goals", "routines", "focus", "mood", "notebook", "quickNotes", "studyCycles", "profile"])),
    memory: z.object({
      note: z.enum(["chat", "global"]),
      text: z.string(),
    }).optional(),
  }), z.object({
    type: z.literal("diagram"),
    text: z.string(),
  })])),
  servedBy: z.object({
    link: z.string(),
    model: z.string(),
  }).nullable(),
  usage: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    steps: z.array(z.object({
      link: z.string(),
      model: z.string(),
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
  global: z.string().nullable(),
  chats: z.array(z.object({
    id: z.string(),
    title: z.string(),
    context: z.string(),
  })),
}).meta({ id: 'AgentMemory' });

