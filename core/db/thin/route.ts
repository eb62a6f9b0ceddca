import * as ddb from '@aws-sdk/client-dynamodb';
import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand as QueryItemsCommand,
  ScanCommand as ScanItemsCommand,
  TransactGetItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { marshallInput, translation, unmarshallOutput, type DocumentCommand } from './document';
import { Observers, type CommandObserver } from './observe';
import type { ThinTransport } from './transport';

/** The operations the thin transport sends, by the command classes that ask for them. */
const OPERATIONS: [low: unknown, doc: unknown, operation: string][] = [
  [GetItemCommand, GetCommand, 'GetItem'],
  [PutItemCommand, PutCommand, 'PutItem'],
  [UpdateItemCommand, UpdateCommand, 'UpdateItem'],
  [DeleteItemCommand, DeleteCommand, 'DeleteItem'],
  [QueryItemsCommand, QueryCommand, 'Query'],
  [ScanItemsCommand, ScanCommand, 'Scan'],
  [BatchGetItemCommand, BatchGetCommand, 'BatchGetItem'],
  [BatchWriteItemCommand, BatchWriteCommand, 'BatchWriteItem'],
  [TransactGetItemsCommand, TransactGetCommand, 'TransactGetItems'],
  [TransactWriteItemsCommand, TransactWriteCommand, 'TransactWriteItems'],
];
const LOW = new Map(OPERATIONS.map(([low, , op]) => [low, op]));
const DOC = new Map(OPERATIONS.map(([, doc, op]) => [doc, op]));

type Command = { input: Record<string, unknown>; constructor: unknown; clientCommand?: Command };
type Callback = (err: unknown, output?: unknown) => void;
type Send = (command: Command, options?: unknown, cb?: Callback) => Promise<unknown>;

/** Only an abort signal is honoured; any other send option takes the SDK's own path. */
function signalOf(options: unknown): { ok: boolean; signal?: AbortSignal } {
  if (options === undefined || options === null) return { ok: true };
  if (typeof options !== 'object') return { ok: false };
  let signal: AbortSignal | undefined;
  for (const [k, v] of Object.entries(options)) {
    if (v === undefined) continue;
    if (k !== 'abortSignal') return { ok: false };
    signal = v as AbortSignal;
  }
  return { ok: true, signal };
}

let names: Map<unknown, string> | undefined;
/** A command's export name (`CreateTableCommand`), minification-proof, for observers of the SDK path. */
function nameOf(command: Command): string {
  names ??= new Map(Object.entries(ddb).filter(([k]) => k.endsWith('Command')).map(([k, v]) => [v, k]));
  const low = command.clientCommand ?? command;
  return names.get(low.constructor) ?? (low.constructor as { name: string }).name;
}

const observersOf = new WeakMap<DynamoDBClient, Observers>();

/**
 * Sends the ten item operations of `client` and of its document client `doc` through
 * `transport`, and every other command (CreateTable, DescribeTable …) through the SDK as
 * before. Both keep their types and `send(command, options?)`: call sites are unchanged.
 * Observers (observeCommands) see every command sent either way.
 */
export function routeTableCommands(client: DynamoDBClient, doc: DynamoDBDocumentClient, transport: ThinTransport): void {
  const observers = new Observers();
  observersOf.set(client, observers);
  const t = translation((doc.config as { translateConfig?: Parameters<typeof translation>[0] }).translateConfig);
  const sdkClientSend = client.send.bind(client) as unknown as Send;
  const sdkDocSend = doc.send.bind(doc) as unknown as Send;

  const viaSdk = (sdkSend: Send, command: Command, options: unknown) =>
    observers.run({ name: nameOf(command), input: command.input }, () => sdkSend(command, options) as Promise<Record<string, unknown>>);

  const lowSend = (command: Command, options: unknown): Promise<unknown> => {
    const op = LOW.get(command.constructor);
    const { ok, signal } = signalOf(options);
    if (!op || !ok) return viaSdk(sdkClientSend, command, options);
    return observers.run({ name: `${op}Command`, input: command.input }, () => transport.send(op, command.input, signal));
  };

  const docSend = (command: Command, options: unknown): Promise<unknown> => {
    const op = DOC.get(command.constructor);
    const { ok, signal } = signalOf(options);
    if (!op || !ok) return viaSdk(sdkDocSend, command, options);
    const doc = command as unknown as DocumentCommand;
    const sent = { name: `${op}Command`, input: marshallInput(doc, t) };
    return observers.run(sent, () => transport.send(op, sent.input, signal)).then((out) => unmarshallOutput(doc, out, t));
  };

  (client as unknown as { send: Send }).send = withCallback(lowSend);
  (doc as unknown as { send: Send }).send = withCallback(docSend);
  const destroy = client.destroy.bind(client);
  client.destroy = () => {
    transport.destroy();
    destroy();
  };
}

/** The SDK's `send(command, cb)` / `send(command, options, cb)` forms, for completeness. */
function withCallback(send: (command: Command, options: unknown) => Promise<unknown>): Send {
  return (command, optionsOrCb, cb) => {
    const callback = typeof optionsOrCb === 'function' ? (optionsOrCb as Callback) : cb;
    const sent = send(command, typeof optionsOrCb === 'function' ? undefined : optionsOrCb);
    if (!callback) return sent;
    sent.then((out) => callback(null, out), (err) => callback(err));
    return undefined as never;
  };
}

/**
 * Wraps every table command `client` and its document client send from now on (tests count
 * round trips with it, benches record a route's commands); returns a function that detaches it.
 */
export function observeCommands(client: DynamoDBClient, observer: CommandObserver): () => void {
  const observers = observersOf.get(client);
  if (!observers) throw new Error('observeCommands: this client was not made by createDb');
  return observers.add(observer);
}
