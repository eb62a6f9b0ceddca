import type { Hono } from 'hono';
import type { Writable } from 'node:stream';
import { requestFromUrlEvent, type UrlEvent } from './url-event';

/** What the Lambda Node runtime provides to RESPONSE_STREAM functions (a global, not a module). */
interface LambdaStreaming {
  streamifyResponse(fn: (event: UrlEvent, stream: Writable, context: unknown) => Promise<void>): unknown;
  HttpResponseStream: { from(stream: Writable, meta: { statusCode: number; headers: Record<string, string>; cookies: string[] }): Writable };
}
declare const awslambda: LambdaStreaming;

/** A chunk not flushed after this long means the response stream is dead (Lambda reports nothing). */
export const LAMBDA_WRITE_DEADLINE_MS = 10_000;

/**
 * Hono behind a function URL in RESPONSE_STREAM mode, instead of `hono/aws-lambda`'s
 * `streamHandle`, which never cancels the body: on Lambda a client disconnect is not reported
 * (no close event), and a write after the stream failed never resolves. Here every write has a
 * deadline and a failed or stuck stream cancels the response body, which the agent's sink sees
 * as a gone client. The invocation then waits for the work the routes handed to
 * `executionCtx.waitUntil` (the turn), because Lambda freezes an instance once its handler
 * returns: a turn whose client left must still finish and be stored.
 */
export function streamingHandler(app: Hono<any>, writeDeadlineMs = LAMBDA_WRITE_DEADLINE_MS) {
  return awslambda.streamifyResponse(async (event, responseStream, context) => {
    const pending: Promise<unknown>[] = [];
    const executionCtx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => undefined, props: {} };
    let res: Response;
    try {
      res = await app.fetch(requestFromUrlEvent(event), { event, requestContext: event.requestContext, context }, executionCtx);
    } catch {
      res = new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }), { status: 500 });
    }
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    res.headers.forEach((value, name) => (name === 'set-cookie' ? cookies.push(value) : (headers[name] = value)));
    const out = awslambda.HttpResponseStream.from(responseStream, { statusCode: res.status, headers, cookies });
    const delivered = await pump(res.body, out, writeDeadlineMs);
    if (delivered) out.end();
    else out.destroy();
    await Promise.allSettled(pending);
  });
}

/** Copy the body to the response stream; false (and the body cancelled) when the stream failed. */
export async function pump(body: ReadableStream<Uint8Array> | null, out: Writable, deadlineMs: number): Promise<boolean> {
  if (!body) return true;
  const reader = body.getReader();
  let broken = false;
  let finished = false;
  const brokenStream = () => {
    if (broken || finished) return;
    broken = true;
    void reader.cancel().catch(() => undefined);
  };
  out.on('error', brokenStream);
  out.on('close', brokenStream);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || broken) break;
      if (!(await writeChunk(out, value, deadlineMs))) brokenStream();
    }
  } finally {
    finished = true;
  }
  return !broken;
}

function writeChunk(out: Writable, chunk: Uint8Array, deadlineMs: number): Promise<boolean> {
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), deadlineMs);
    try {
      out.write(chunk, (err) => {
        clearTimeout(timer);
        done(!err);
      });
    } catch {
      clearTimeout(timer);
      done(false);
    }
  });
}
