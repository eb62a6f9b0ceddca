import * as ddb from '@aws-sdk/client-dynamodb';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';

/** The SDK's `$metadata` on outputs and errors. */
export interface Metadata {
  httpStatusCode: number | undefined;
  requestId: string | undefined;
  extendedRequestId: string | undefined;
  cfId: string | undefined;
  attempts: number;
  totalRetryDelay: number;
}

type ExceptionClass = new (opts: { message: string; $metadata: Metadata }) => DynamoDBServiceException;

/** `…#ConditionalCheckFailedException:http://…` → `ConditionalCheckFailedException`, as the SDK reads it. */
function errorName(type: string): string {
  const afterHash = type.includes('#') ? type.slice(type.lastIndexOf('#') + 1) : type;
  return afterHash.split(':')[0]!.trim();
}

/** The SDK's own exception class for a name (`ConditionalCheckFailedException` …), if it has one. */
function exceptionClass(name: string): ExceptionClass | undefined {
  const candidate = (ddb as Record<string, unknown>)[name];
  return typeof candidate === 'function' && candidate.prototype instanceof DynamoDBServiceException ? (candidate as ExceptionClass) : undefined;
}

/**
 * An error answer as the SDK throws it, so callers' `instanceof`, `name`, `$fault`, `$metadata`
 * and the error's members (`Item`, `CancellationReasons`, blobs as Uint8Array) are unchanged:
 * the operation's exception class when the SDK has one, else a DynamoDBServiceException named
 * after the error (e.g. ValidationException). Every field of the body is kept on the error, as
 * the SDK's decorateServiceException does (`__type` included); `Message` becomes `message`.
 */
export function serviceException(status: number, typeHeader: string | undefined, body: Record<string, unknown>, $metadata: Metadata): DynamoDBServiceException {
  const type = typeHeader ?? (typeof body.__type === 'string' ? body.__type : undefined) ?? (typeof body.code === 'string' ? body.code : 'Unknown');
  const name = errorName(type);
  const message = String(body.message ?? body.Message ?? 'UnknownError');
  const Known = exceptionClass(name);
  const $fault = status < 500 ? 'client' : 'server';
  const error = Known
    ? new Known({ message, $metadata })
    : new DynamoDBServiceException({ name, $fault, $metadata, message });
  const fields = error as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined && k !== 'message' && k !== 'Message' && (fields[k] === undefined || fields[k] === '')) fields[k] = v;
  }
  delete fields.Message;
  return error;
}
