import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../../db/client';
import { alsoReadMark, carriesMark, markWrite } from './mark';

/**
 * One tool call as provenance sees it (tools/registry.ts opens it around each call and each
 * approval check): the turn's reads, which the call's reads can taint, and where the call
 * writes the model's text (text-writes.ts).
 */
export interface ProvenanceScope {
  /** The registry's TurnReads: `sourceText` is both what a marked read sets and what a write's mark depends on. */
  turn: { sourceText: boolean };
  /** The kinds the running call writes the model's text into (empty: an approval check, a tool without text). */
  textKinds: ReadonlySet<string>;
}

const scopes = new AsyncLocalStorage<ProvenanceScope>();

/** Runs `fn` as one tool call: what it reads and writes through a provenance Db is seen under `scope`. */
export function inProvenanceScope<T>(scope: ProvenanceScope, fn: () => Promise<T>): Promise<T> {
  return scopes.run(scope, fn);
}

type Command = { input: Record<string, unknown> };
type Send = (command: Command, options?: unknown) => Promise<unknown>;

const provenanceDbs = new WeakMap<Db, Db>();

/**
 * The Db tool calls run with: the same client and table, its `send` watching each call while a
 * scope is current. Outside one (the turn's own reads and writes, REST, the workers) it is the
 * plain client, so only the assistant's tool calls ever mark an item: a note the person
 * typed on the board is never marked, whatever the turn before had read. One per Db, like
 * undo/recorder.ts's, so the ElectroDB entities bound to it are built once per process.
 *
 * In a turn that has read source text, a write of one of the call's text kinds is marked
 * (mark.ts). Whatever the turn, a read (or a write's returned item) that carries the mark
 * taints the turn as reading source text does: the text a source shaped is back in front of the
 * model, so writing a memory note from it asks first again (tools/memory.ts), in this chat or
 * any later one. The taint is seen before the call's next write, so a call that reads a marked
 * item and writes its text elsewhere (pinning a micro-task's name) marks the copy.
 */
export function provenanceDb(db: Db): Db {
  let wrapped = provenanceDbs.get(db);
  if (!wrapped) {
    // Looked up on each call, as the recorder does: a test's command observer may wrap it later.
    const real: Send = (command, options) => (db.doc.send as unknown as Send).call(db.doc, command, options);
    const send: Send = async (command, options) => {
      const scope = scopes.getStore();
      if (!scope) return real(command, options);
      alsoReadMark(command.input);
      if (scope.turn.sourceText && scope.textKinds.size) markWrite(command.input, scope.textKinds);
      const out = await real(command, options);
      if (!scope.turn.sourceText && carriesMark(out)) scope.turn.sourceText = true;
      return out;
    };
    wrapped = { ...db, doc: { send } as unknown as Db['doc'] };
    provenanceDbs.set(db, wrapped);
  }
  return wrapped;
}

/**
 * A person's command that moves an item's words into a new item (an Ideas note converted into
 * a task, core/ideas/convert.ts), run as a tool call would be: if it reads a marked item, the
 * items of `kinds` it then writes are marked too. It never marks anything new, so a person's
 * own words stay unmarked; it only keeps a board click from washing a source's words clean.
 */
export function carryingMark<C extends { deps: { db: Db } }, T>(ctx: C, kinds: readonly string[], fn: (ctx: C) => Promise<T>): Promise<T> {
  const scope: ProvenanceScope = { turn: { sourceText: false }, textKinds: new Set(kinds) };
  return inProvenanceScope(scope, () => fn({ ...ctx, deps: { ...ctx.deps, db: provenanceDb(ctx.deps.db) } }));
}
