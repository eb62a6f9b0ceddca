import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClientCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Handler = (command: unknown) => Promise<{ output: unknown }>;
type Signer = (authScheme?: { name?: string; signingName?: string; signingRegion?: string }) => Promise<unknown>;
type StackMethod = 'add' | 'addRelativeTo' | 'use' | 'remove' | 'removeByTag';

/**
 * The AWS SDK rebuilds a command's whole middleware chain on every `send` (clone, concat and
 * sort the stack, plugins, a fresh SigV4 signer from a copy of the whole client config): ~0.4
 * ms of CPU per command, a table command's largest share after the socket (docs/scale.md "CPU
 * per command", issue 35). Every command of a class resolves to the same chain, so it is built
 * once per class here:
 * - low-level commands (`client.send`): the SDK's own `cacheMiddleware`. It is switched on after
 *   the document client exists, whose constructor refuses it: a document command's resolved
 *   handler closes over that one command, so the SDK's cache would send the first command
 *   again. Document commands never reach that cache (below).
 * - document commands (`doc.send`, ElectroDB's): their class's chain — the client's stack, the
 *   document client's (un)marshalling, the low-level command's — is resolved once and then
 *   called with each command's own low-level command, which is what the SDK's handler does.
 *   ElectroDB sends `{ abortSignal: undefined }`: options with nothing set count as none; a
 *   real abort signal (or a callback) takes the SDK's uncached path.
 * - the signer: built once per signing name and region instead of per request (its
 *   credentials provider is still asked on every signature, so rotated credentials apply).
 * A change to the client's middleware stack (a test's command counter, attached late) drops
 * both caches, so it applies to the next command as it would without them.
 */
export function cacheResolvedHandlers(client: DynamoDBClient, doc: DynamoDBDocumentClient): void {
  const config = client.config as unknown as { cacheMiddleware?: boolean; signer: Signer };
  config.cacheMiddleware = true;
  const docHandlers = new Map<unknown, Handler>();

  const stack = client.middlewareStack as unknown as Record<StackMethod, (...args: unknown[]) => unknown>;
  for (const method of ['add', 'addRelativeTo', 'use', 'remove', 'removeByTag'] as const) {
    const original = stack[method].bind(stack);
    stack[method] = (...args: unknown[]) => {
      docHandlers.clear();
      delete (client as unknown as { handlers?: unknown }).handlers;
      return original(...args);
    };
  }

  const makeSigner = config.signer;
  const signers = new Map<string, Promise<unknown>>();
  config.signer = (authScheme) => {
    const key = `${authScheme?.name}|${authScheme?.signingName}|${authScheme?.signingRegion}`;
    let signer = signers.get(key);
    if (!signer) {
      signer = makeSigner(authScheme);
      signers.set(key, signer);
      signer.catch(() => signers.delete(key));
    }
    return signer;
  };

  const uncached = doc.send.bind(doc) as (...args: unknown[]) => Promise<unknown>;
  (doc as { send: unknown }).send = (command: unknown, options?: unknown, cb?: unknown) => {
    if (!(command instanceof DynamoDBDocumentClientCommand) || cb !== undefined || !isEmptyOptions(options)) return uncached(command, options, cb);
    const cmd = command as unknown as DocCommand;
    let handler = docHandlers.get(command.constructor);
    if (!handler) {
      cmd.addMarshallingMiddleware(doc.config);
      handler = cmd.clientCommand.resolveMiddleware(client.middlewareStack.concat(cmd.middlewareStack as never), doc.config, undefined);
      docHandlers.set(command.constructor, handler);
    }
    return handler(cmd.clientCommand).then((r) => r.output);
  };
}

/** What a document command has under its types' `protected`: the SDK's own send uses the same. */
interface DocCommand {
  middlewareStack: unknown;
  clientCommand: { resolveMiddleware: (stack: unknown, config: unknown, options: undefined) => Handler };
  addMarshallingMiddleware(config: unknown): void;
}

function isEmptyOptions(options: unknown): boolean {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  return Object.values(options).every((v) => v === undefined);
}
