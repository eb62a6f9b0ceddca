import { jsonSchema, tool, type Tool } from 'ai';
import { z } from 'zod';
import type { Ctx } from '../../../context';
import { AppError, errorBody } from '../../../errors';
import type { Tutor } from '../../notebook/tutor';
import type { ClientDomain, DiagramSegment } from '../protocol/segments';

/** What a tool may know about its caller: identity is closed over, never a model argument. */
export interface ToolContext extends Ctx {
  chatId: string;
  /** The routine entry open in Focus Mode, if the client sent one (for the word "here"). */
  focusEntryId?: string;
  /** The study tutor (AgentSettings.tutor), for the one tool that asks it: generateStudyCards. */
  tutor?: Tutor;
}

export interface ToolSpec<S extends z.ZodType = z.ZodType> {
  name: string;
  kind: 'read' | 'write';
  /** Client domains a successful write changes (open screens refresh them). */
  domains: ClientDomain[];
  description: string;
  /** The service command's own schema: REST and the model validate identically (A4). */
  schema: S;
  run: (ctx: ToolContext, input: unknown) => Promise<unknown>;
  /** A segment of its own that a successful result adds to the message (showDiagram's diagram). */
  segment?: (data: unknown) => DiagramSegment;
  /**
   * Whether the person must say yes before a call runs (A7, OWASP LLM06), decided in code and
   * not by the prompt: every delete, every full replace, what pays XP on a word → 'always';
   * edits that only add → 'never'; a function of the validated input for a tool that can do
   * both (a routine patch that removes a section). Every write tool states it
   * (tests/unit/agent/tool-approvals.test.ts). Read tools never need it.
   */
  approval?: ApprovalPolicy<z.output<S>>;
  /**
   * What the person is asked, built by the server from the validated input and the data as it
   * is now ("Delete the routine 'Morning' with 6 items"), never by the model. Required unless
   * `approval` is 'never'. An AppError (the target does not exist, it is another person's)
   * means there is nothing to approve: the call answers that error and runs nothing.
   */
  summary?: (ctx: ToolContext, input: z.output<S>) => Promise<string>;
}

export type ApprovalPolicy<I = unknown> = 'never' | 'always' | ((input: I) => boolean);

/** How a gated tool is declared next to its spec: the policy and, unless 'never', the summary. */
export type ToolGate<S extends z.ZodType> =
  | { approval: 'never' }
  | { approval: Exclude<ApprovalPolicy<z.output<S>>, 'never'>; summary: (ctx: ToolContext, input: z.output<S>) => Promise<string> };

export function defineTool<S extends z.ZodType>(spec: ToolSpec<S>): ToolSpec<S> {
  return spec;
}

export type ToolOutcome = { ok: true; data: unknown } | { ok: false; error: ReturnType<typeof errorBody>['error'] };

/**
 * Expected failures (validation with every field, not found, conflicts) go back to the model
 * as values so it can repair its call; anything else is logged and reported generically.
 */
async function execute(spec: ToolSpec, ctx: ToolContext, input: unknown): Promise<ToolOutcome> {
  try {
    return { ok: true, data: (await spec.run(ctx, input)) ?? null };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: errorBody(err).error };
    ctx.deps.log.error('tool failed', { tool: spec.name, userId: ctx.actor.userId, errorName: (err as Error)?.name });
    return { ok: false, error: { code: 'INTERNAL', message: 'The tool failed unexpectedly; tell the person and do not retry blindly.' } };
  }
}

export interface BuiltTools {
  tools: Record<string, Tool>;
  specs: Map<string, ToolSpec>;
  /** The server's summary for a call that is waiting for the person's yes (set by the gate). */
  summaries: Map<string, string>;
}

/**
 * The registry for one request: each tool closes over this actor and chat. The SDK is given
 * the JSON Schema without its own validation, so the service's validation (which lists every
 * failed field) is the one that answers. A gated tool (`approval`) goes through the SDK's own
 * `needsApproval`: the call is held as a `tool-approval-request` and runs only in the call
 * that carries the person's yes (`approvedCalls`: those calls, already asked, run whatever
 * the data says now, and the command itself answers if their target is gone).
 */
export function buildTools(ctx: ToolContext, specs: ToolSpec[], opts: { approvedCalls?: ReadonlySet<string> } = {}): BuiltTools {
  const tools: Record<string, Tool> = {};
  const byName = new Map<string, ToolSpec>();
  const summaries = new Map<string, string>();
  // Calls with nothing to approve (their target does not exist): they answer that, running nothing.
  const refused = new Map<string, ToolOutcome>();
  for (const spec of specs) {
    if (byName.has(spec.name)) throw new Error(`duplicate tool ${spec.name}`);
    byName.set(spec.name, spec);
    const gated = spec.approval !== undefined && spec.approval !== 'never';
    tools[spec.name] = tool({
      description: spec.description,
      inputSchema: jsonSchema(z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' }) as never),
      ...(gated ? { needsApproval: (input: unknown, call: { toolCallId: string }) => needsApproval(spec, ctx, input, call.toolCallId) } : {}),
      execute: (input: unknown, call: { toolCallId: string }) => Promise.resolve(refused.get(call.toolCallId) ?? execute(spec, ctx, input)),
    });
  }

  async function needsApproval(spec: ToolSpec, ctx: ToolContext, input: unknown, callId: string): Promise<boolean> {
    if (opts.approvedCalls?.has(callId)) return true;
    const parsed = spec.schema.safeParse(input);
    // Invalid input runs nothing: the command answers with every failed field.
    if (!parsed.success) return false;
    if (typeof spec.approval === 'function' && !spec.approval(parsed.data)) return false;
    try {
      summaries.set(callId, await spec.summary!(ctx, parsed.data));
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.set(callId, { ok: false, error: errorBody(err).error });
      return false;
    }
  }
  return { tools, specs: byName, summaries };
}

/** Whether a tool's returned value reports success (`{ ok: true }`). */
export function outcomeOk(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { ok?: unknown }).ok === true;
}
