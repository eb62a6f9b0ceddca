import { jsonSchema, tool, type Tool } from 'ai';
import { z } from 'zod';
import type { Ctx } from '../../../context';
import { AppError, errorBody } from '../../../errors';
import type { Tutor } from '../../notebook/tutor';
import type { ToolCard } from './card';
import type { ReasonLanguage } from '../undo/reason-words';
import type { ClientDomain, DiagramSegment, MemoryChange } from '../protocol/segments';
import { runCaptured } from '../undo/capture';
import { withoutPurpose, withPurposeField } from '../undo/purpose';
import { inProvenanceScope, provenanceDb, type ProvenanceScope } from '../provenance/db';
import { textKindsOf } from '../provenance/text-writes';

/** What a tool may know about its caller: identity is closed over, never a model argument. */
export interface ToolContext extends Ctx {
  chatId: string;
  /** The turn running the call: what a write changes is recorded under it (undo/capture.ts). */
  turnId?: string;
  /** The routine entry open in Focus Mode, if the client sent one (for the word "here"). */
  focusEntryId?: string;
  /** The study tutor (AgentSettings.tutor), for the one tool that asks it: generateStudyCards. */
  tutor?: Tutor;
  /** What the turn has read so far (set by the registry): a data policy may depend on it. */
  turn?: TurnReads;
  /** The person's app language as the turn read it (undo/language.ts): the write cards' reasons and the approval cards' summaries. */
  language?: ReasonLanguage;
  /** A routed turn's offer (routing/offer.ts): the tools each step carries, and findTools' search. */
  offer?: ToolOffer;
}

/** What the registry and findTools need of a routed turn's offer (routing/offer.ts TurnOffer). */
export interface ToolOffer {
  /** Whether the step running now offered this tool. */
  allows(name: string): boolean;
  /** findTools: the tools matching the query, offered from the next step. */
  find(query: string): unknown;
}

export interface TurnReads {
  /**
   * A tool result of this turn carried text written from a notebook source (`sourceText`):
   * anyone's words, reaching the model as data it could still take for instructions. Also set
   * when a call read an item the assistant wrote in an earlier turn that had read such text
   * (provenance/): the text follows what the assistant wrote from it.
   */
  sourceText: boolean;
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
   * Its result can carry text written from a notebook source: a source's own words, or what
   * the study tutor wrote from them (flashcards, roadmap sections on a board). Sources are
   * anyone's (a web page, a PDF), so a turn that read one is treated as possibly steered.
   */
  sourceText?: true;
  /** It replaces one of the agent's memory notes with its input's `context` (tools/memory.ts). */
  memoryNote?: MemoryChange['note'];
  /**
   * Whether the person must say yes before a call runs (A7, OWASP LLM06), decided in code and
   * not by the prompt: every delete, every full replace, what pays XP on a word → 'always';
   * edits that only add → 'never'; a function of the validated input for a tool that can do
   * both (a routine patch that removes a section); a `DataPolicy` when only the person's data
   * can tell (a schedule that would take another routine's weekdays). Every write tool states
   * it (tests/unit/agent/tool-approvals.test.ts). Read tools never need it.
   */
  approval?: ApprovalPolicy<z.output<S>>;
  /**
   * What the person is asked, built by the server from the validated input and the data as it
   * is now ("Delete the routine 'Morning' with 6 items"), never by the model. Required when
   * `approval` is 'always' or a function of the input (a DataPolicy writes its own). An
   * AppError (the target does not exist, it is another person's) means there is nothing to
   * approve: the call answers that error and runs nothing.
   */
  summary?: (ctx: ToolContext, input: z.output<S>) => Promise<string>;
  /** How people ask for it (card.ts): what the tool router scores a message against. Every agent tool has one. */
  card?: ToolCard;
}

/**
 * A decision only the person's data can make (or what the turn has read: `ctx.turn`): ONE
 * read, through the domain's own services and for this actor only, answers both whether to
 * ask and what — the card's summary, or null when the call runs without asking. The decision
 * and the card can then never disagree. An AppError refuses the call as a summary's does. A
 * call the person approved is not judged again when it runs (buildTools), so the yes costs
 * no second read and still holds if the data moved meanwhile, as for every gated call.
 */
export interface DataPolicy<I = unknown> {
  ask: (ctx: ToolContext, input: I) => Promise<string | null>;
}

export type ApprovalPolicy<I = unknown> = 'never' | 'always' | ((input: I) => boolean) | DataPolicy<I>;

export const isDataPolicy = (p: ApprovalPolicy<never> | undefined): p is DataPolicy<never> => typeof p === 'object' && p !== null;

/** How a gated tool is declared next to its spec: the policy and, for 'always' or a function of the input, the summary. */
export type ToolGate<S extends z.ZodType> =
  | { approval: 'never' }
  | { approval: DataPolicy<z.output<S>> }
  | { approval: 'always' | ((input: z.output<S>) => boolean); summary: (ctx: ToolContext, input: z.output<S>) => Promise<string> };

export function defineTool<S extends z.ZodType>(spec: ToolSpec<S>): ToolSpec<S> {
  return spec;
}

export type ToolOutcome = { ok: true; data: unknown } | { ok: false; error: ReturnType<typeof errorBody>['error'] | NotOffered };

/** A call to a tool its step was not offered: the model hears how to get it (findTools). */
interface NotOffered {
  code: 'TOOL_NOT_OFFERED';
  message: string;
}

const notOffered = (name: string): ToolOutcome => ({
  ok: false,
  error: { code: 'TOOL_NOT_OFFERED', message: `${name} is not available in this step, so nothing ran. Call findTools with what you want to do; the tools it finds can be called from your next step.` },
});

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
  /** The server's line about what a write call changed (undo/describe.ts), by call id: the card's `reason`. */
  reasons: Map<string, string>;
  /** What the turn's tool results have carried so far. */
  turn: TurnReads;
}

export interface BuildOptions {
  /** Calls the person approved: the SDK checks each once more before it runs it, and the yes answers that check. */
  approvedCalls?: ReadonlySet<string>;
  /** Tools the turn ran before it paused (an answered approval goes on from there): what it had read. */
  ranBefore?: readonly string[];
  /** The turn had read source text, or text written from it, before it paused (stored with the approval: turn/pause.ts). */
  readSources?: boolean;
}

/**
 * The JSON Schema the model is given for a tool, converted once per spec and process: a spec
 * and its zod schema never change, and converting all ~79 on every turn was the largest part
 * of a turn's time before its provider request (issue 35, ~15 ms). A write may say why
 * (undo/purpose.ts): taken off again before the command sees its input.
 */
const inputSchemas = new WeakMap<ToolSpec, Tool['inputSchema']>();
export function inputSchemaOf(spec: ToolSpec): Tool['inputSchema'] {
  let schema = inputSchemas.get(spec);
  if (!schema) {
    // No `$schema` line: the providers ignore it, and it was ~1.3k tokens of every request (issue 46).
    const { $schema: _dialect, ...converted } = z.toJSONSchema(spec.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    schema = jsonSchema((spec.kind === 'write' ? withPurposeField(converted) : converted) as never);
    inputSchemas.set(spec, schema);
  }
  return schema;
}

/**
 * The registry for one request: each tool closes over this actor and chat. The SDK is given
 * the JSON Schema without its own validation, so the service's validation (which lists every
 * failed field) is the one that answers. A gated tool (`approval`) goes through the SDK's own
 * `needsApproval`: the call is held as a `tool-approval-request` and runs only in the call
 * that carries the person's yes (`approvedCalls`: those calls, already asked, run whatever
 * the data says now, and the command itself answers if their target is gone).
 *
 * Everything here is keyed by the call's id, which the turn makes unique
 * (turn/call-ids.ts); the yes and a refusal are still used once each, so a repeated id can
 * never borrow them: a later call with an approved call's id is judged (and summarised) as
 * any other call.
 */
export function buildTools(ctx: ToolContext, specs: ToolSpec[], opts: BuildOptions = {}): BuiltTools {
  const tools: Record<string, Tool> = {};
  const byName = new Map<string, ToolSpec>();
  const summaries = new Map<string, string>();
  const reasons = new Map<string, string>();
  const approved = new Set(opts.approvedCalls);
  // A routed turn (ctx.offer): a call runs only if its step offered its tool; an approved call was offered when it was asked.
  const offered = (name: string, callId: string) => !ctx.offer || ctx.offer.allows(name) || opts.approvedCalls?.has(callId) === true;
  const turn: TurnReads = { sourceText: opts.readSources === true || (opts.ranBefore ?? []).some((name) => specs.some((s) => s.name === name && s.sourceText)) };
  // Every read and write of a call is watched for text written from sources (provenance/db.ts);
  // wrapped when a call first reaches the table.
  const { deps } = ctx;
  const tctx: ToolContext = { ...ctx, deps: { ...deps, get db() { return provenanceDb(deps.db); } }, turn };
  const checking: ProvenanceScope = { turn, textKinds: new Set() };
  // Calls with nothing to approve (their target does not exist): they answer that, running nothing.
  const refused = new Map<string, ToolOutcome>();
  for (const spec of specs) {
    if (byName.has(spec.name)) throw new Error(`duplicate tool ${spec.name}`);
    byName.set(spec.name, spec);
    const gated = spec.approval !== undefined && spec.approval !== 'never';
    tools[spec.name] = tool({
      description: spec.description,
      // A write may say why (undo/purpose.ts): taken off again before the command sees its input.
      inputSchema: inputSchemaOf(spec),
      ...(gated ? { needsApproval: (input: unknown, call: { toolCallId: string }) => needsApproval(spec, input, call.toolCallId) } : {}),
      execute: (input: unknown, call: { toolCallId: string }) => {
        if (!offered(spec.name, call.toolCallId)) return Promise.resolve(notOffered(spec.name));
        const refusal = refused.get(call.toolCallId);
        refused.delete(call.toolCallId);
        if (refusal) return Promise.resolve(refusal);
        if (spec.sourceText) turn.sourceText = true;
        // Every write runs recorded (undo/capture.ts): what it changes can be taken back.
        const { input: args, purpose } = withoutPurpose(input);
        const scope: ProvenanceScope = { turn, textKinds: textKindsOf(spec.name) };
        return inProvenanceScope(scope, () => runCaptured(spec, tctx, call.toolCallId, purpose, (c) => execute(spec, c, args))).then(({ result, reason }) => {
          if (reason) reasons.set(call.toolCallId, reason);
          return result;
        });
      },
    });
  }

  async function needsApproval(spec: ToolSpec, input: unknown, callId: string): Promise<boolean> {
    // The SDK's check of an approved call, before the first model call: the person's yes answers it.
    if (approved.delete(callId)) return true;
    // Not offered in this step: nothing to ask, the call answers that it did not run.
    if (!offered(spec.name, callId)) return false;
    const parsed = spec.schema.safeParse(withoutPurpose(input).input);
    // Invalid input runs nothing: the command answers with every failed field.
    if (!parsed.success) return false;
    if (typeof spec.approval === 'function' && !spec.approval(parsed.data)) return false;
    try {
      // A summary's reads count too: the card is built from the data the turn goes on with.
      const policy = spec.approval;
      const summary = await inProvenanceScope(checking, () => (isDataPolicy(policy) ? policy.ask(tctx, parsed.data) : spec.summary!(tctx, parsed.data)));
      if (summary === null) return false;
      summaries.set(callId, summary);
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.set(callId, { ok: false, error: errorBody(err).error });
      return false;
    }
  }
  return { tools, specs: byName, summaries, reasons, turn };
}

/** Whether a tool's returned value reports success (`{ ok: true }`). */
export function outcomeOk(output: unknown): boolean {
  return typeof output === 'object' && output !== null && (output as { ok?: unknown }).ok === true;
}
