import { jsonSchema, tool, type Tool } from 'ai';
import { z } from 'zod';
import type { Ctx } from '../../../context';
import { AppError, errorBody } from '../../../errors';
import type { Tutor } from '../../notebook/tutor';
import type { ClientDomain, DiagramSegment } from '../segments';

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
}

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
}

/**
 * The registry for one request: each tool closes over this actor and chat. The SDK is given
 * the JSON Schema without its own validation, so the service's validation (which lists every
 * failed field) is the one that answers.
 */
export function buildTools(ctx: ToolContext, specs: ToolSpec[]): BuiltTools {
  const tools: Record<string, Tool> = {};
  const byName = new Map<string, ToolSpec>();
  for (const spec of specs) {
    if (byName.has(spec.name)) throw new Error(`duplicate tool ${spec.name}`);
    byName.set(spec.name, spec);
    tools[spec.name] = tool({
      description: spec.description,
      inputSchema: jsonSchema(z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' }) as never),
      execute: (input: unknown) => execute(spec, ctx, input),
    });
  }
  return { tools, specs: byName };
}

/** Whether a tool's returned value reports success (`{ ok: true }`). */
export function outcomeOk(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { ok?: unknown }).ok === true;
}
