import { marshall, unmarshall, type marshallOptions, type unmarshallOptions } from '@aws-sdk/util-dynamodb';

/**
 * The document client's (un)marshalling, for document commands sent through the thin transport.
 * Each lib-dynamodb command names, in its `inputKeyNodes` / `outputKeyNodes`, which members
 * hold items, keys and values; this walks those trees with the very rules of lib-dynamodb
 * 3.1169 (`processObj`/`processKeysInObj`, which it does not export), so a document command's
 * input and output are exactly what `DynamoDBDocumentClient.send` makes of them
 * (tests/integration/db/thin-transport.test.ts compares both).
 */

/** `{}` every value below, `[]` every member, `{ '*': … }` each entry, `{ name: … }` these keys. */
export type KeyNodes = Record<string, unknown> | unknown[] | null;

const NEXT_LEVEL = '*';
type Fn = (value: unknown) => unknown;

function processObj(obj: unknown, fn: Fn, keyNodes: KeyNodes | undefined): unknown {
  if (obj === undefined) return undefined;
  if (keyNodes == null) return fn(obj);
  const keys = Object.keys(keyNodes);
  if (keys.length === 1 && keys[0] === NEXT_LEVEL) {
    const next = (keyNodes as Record<string, KeyNodes>)[NEXT_LEVEL];
    const acc: Record<string, unknown> | unknown[] = Array.isArray(obj) ? [] : {};
    for (const [k, v] of Object.entries((obj ?? {}) as object)) {
      if (typeof v !== 'function') (acc as Record<string, unknown>)[k] = processObj(v, fn, next);
    }
    return acc;
  }
  if (keys.length === 0) return processAllKeys(obj, fn);
  return processKeys(obj, fn, keyNodes as Record<string, KeyNodes>);
}

export function processKeys(obj: unknown, fn: Fn, keyNodes: Record<string, KeyNodes>): Record<string, unknown> | unknown[] {
  let acc: Record<string, unknown> | unknown[];
  if (Array.isArray(obj)) acc = obj.filter((item) => typeof item !== 'function');
  else {
    acc = {};
    for (const [k, v] of Object.entries(obj as object)) if (typeof v !== 'function') acc[k] = v;
  }
  for (const [key, nodes] of Object.entries(keyNodes)) {
    const value = (obj as Record<string, unknown>)[key];
    if (typeof value === 'function') continue;
    const processed = processObj(value, fn, nodes);
    if (processed !== undefined && typeof processed !== 'function') (acc as Record<string, unknown>)[key] = processed;
  }
  return acc;
}

function processAllKeys(obj: unknown, fn: Fn): unknown {
  if (Array.isArray(obj)) return obj.filter((item) => typeof item !== 'function').map((item) => processObj(item, fn, null));
  const acc: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj as object)) {
    if (typeof v === 'function') continue;
    const processed = processObj(v, fn, null);
    if (processed !== undefined && typeof processed !== 'function') acc[k] = processed;
  }
  return acc;
}

/** A document command as lib-dynamodb builds it (the fields its own middleware reads). */
export interface DocumentCommand {
  input: Record<string, unknown>;
  inputKeyNodes: Record<string, KeyNodes>;
  outputKeyNodes: Record<string, KeyNodes>;
}

export interface Translation {
  marshall: marshallOptions;
  unmarshall: unmarshallOptions;
}

/** The defaults lib-dynamodb's `addMarshallingMiddleware` applies to the client's translateConfig. */
export function translation(config: { marshallOptions?: marshallOptions; unmarshallOptions?: unmarshallOptions } | undefined): Translation {
  return {
    marshall: { ...config?.marshallOptions, convertTopLevelContainer: config?.marshallOptions?.convertTopLevelContainer ?? true },
    unmarshall: { ...config?.unmarshallOptions, convertWithoutMapWrapper: config?.unmarshallOptions?.convertWithoutMapWrapper ?? true },
  };
}

export function marshallInput(command: DocumentCommand, t: Translation): Record<string, unknown> {
  return processKeys(command.input, (v) => marshall(v as never, t.marshall), command.inputKeyNodes) as Record<string, unknown>;
}

export function unmarshallOutput(command: DocumentCommand, output: Record<string, unknown>, t: Translation): Record<string, unknown> {
  return processKeys(output, (v) => unmarshall(v as never, t.unmarshall), command.outputKeyNodes) as Record<string, unknown>;
}
