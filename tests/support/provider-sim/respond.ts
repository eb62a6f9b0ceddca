// Plays one scripted step onto an HTTP response: timing, streaming, cuts and stalls.
import type { ServerResponse } from 'node:http';
import type { Step } from './script';
import { stepUsage } from './tokens';
import type { ReplyContent, WireContext, WireFormat } from './wire';

export interface Exchange {
  res: ServerResponse;
  wire: WireFormat;
  stream: boolean;
  ctx: WireContext;
  /** Aborted when the client goes away or the simulator closes; stops timers and writes. */
  signal: AbortSignal;
  /** Called as the first streamed payload is written (benchmarks timestamp it). */
  onFirstPayload?: () => void;
  /** The simulator's clock (ProviderSimOptions.sleep). */
  sleep: Sleep;
  /** The request body's size: what a reply's default usage is counted from (tokens.ts). */
  requestBytes: number;
}

/** Waits `ms` or until `signal` aborts. A test of the simulator's own timing injects one that records. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export function realSleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function write(res: ServerResponse, data: string): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  // Waiting for the flush matters for cuts: destroying the socket drops unflushed writes.
  return new Promise((resolve) => res.write(data, () => resolve()));
}

export function sendJson(res: ServerResponse, status: number, body: string | object, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

function reply(text: string[], step: Step, finished: boolean, requestBytes: number): ReplyContent {
  const toolCalls = step.kind === 'reply' || step.kind === 'cut' ? (step.toolCalls ?? []) : [];
  const reasoning = (step.kind === 'reply' || step.kind === 'stallAfter') ? (step.reasoning ?? []) : [];
  const filtered = step.kind === 'reply' && step.filtered === true;
  // The same numbers the simulator counts against a tokens-per-minute limit.
  const usage = stepUsage(step, requestBytes) ?? { input: 0, output: 0 };
  return { text, toolCalls, reasoning, usage, finished, filtered };
}

/** The data lines a streamed step sends, and how the response ends after them. */
function streamPlan(step: Step, wire: WireFormat, ctx: WireContext, bytes: number): { payloads: string[]; end: 'done' | 'cut' | 'hold' } {
  switch (step.kind) {
    case 'reply':
      return { payloads: wire.streamPayloads(reply(step.text, step, true, bytes), ctx), end: 'done' };
    case 'cut':
      if (step.events !== undefined) return { payloads: wire.streamPayloads(reply(step.text, step, true, bytes), ctx).slice(0, step.events), end: 'cut' };
      return { payloads: wire.streamPayloads(reply(step.text, step, false, bytes), ctx), end: 'cut' };
    case 'stallAfter':
      return { payloads: wire.streamPayloads(reply(step.text, step, false, bytes), ctx), end: 'hold' };
    case 'malformed': {
      const payloads = wire.streamPayloads(reply(step.text, step, !step.unfinished, bytes), ctx);
      payloads.splice(Math.min(step.after ?? 0, payloads.length), 0, wire.malformedPayload);
      return { payloads, end: 'done' };
    }
    case 'inBandError':
      return { payloads: [JSON.stringify(wire.inBandError(step.message))], end: 'done' };
    default:
      throw new Error(`provider-sim: ${step.kind} is not a streamed step`);
  }
}

async function stream(step: Step, ex: Exchange): Promise<void> {
  const { res, wire, signal } = ex;
  const { payloads, end } = streamPlan(step, wire, ex.ctx, ex.requestBytes);
  const timing = step.kind !== 'stall' ? step.timing : undefined;
  await streamEvents(payloads, timing?.betweenChunksMs, timing?.firstChunkMs, ex);
  if (signal.aborted) return;
  if (end === 'cut') {
    res.socket?.destroy();
    return;
  }
  // Silent on an open socket until the caller hangs up (or the simulator closes).
  if (end === 'hold') return untilAborted(signal);
  if (wire.doneMarker) await write(res, `data: ${wire.doneMarker}${wire.eventEnd}`);
  res.end();
}

async function streamEvents(payloads: string[], gap: number | undefined, first: number | undefined, ex: Exchange): Promise<void> {
  const { res, wire, signal } = ex;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  for (const [i, payload] of payloads.entries()) {
    const wait = i === 0 ? first : gap;
    if (wait) await ex.sleep(wait, signal);
    if (signal.aborted) return;
    if (i === 0) ex.onFirstPayload?.();
    await write(res, `data: ${payload}${wire.eventEnd}`);
  }
}

function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** A TCP reset: the client reads ECONNRESET, not a quiet close. */
function resetSocket(res: ServerResponse): void {
  const socket = res.socket;
  if (socket && typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
  else socket?.destroy();
}

async function whole(step: Step, ex: Exchange): Promise<void> {
  const { res, wire, ctx } = ex;
  const bytes = ex.requestBytes;
  switch (step.kind) {
    case 'reply':
      return sendJson(res, 200, wire.jsonBody(reply(step.text, step, true, bytes), ctx));
    case 'malformed':
      return sendJson(res, 200, wire.malformedPayload);
    case 'inBandError':
      return sendJson(res, 200, wire.inBandError(step.message));
    case 'stallAfter':
      return untilAborted(ex.signal);
    case 'cut': {
      const full = JSON.stringify(wire.jsonBody(reply(step.text, step, true, bytes), ctx));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      await write(res, full.slice(0, Math.floor(full.length / 2)));
      res.socket?.destroy();
      return;
    }
    default:
      throw new Error(`provider-sim: ${step.kind} is not a body step`);
  }
}

export async function respond(step: Step, ex: Exchange): Promise<void> {
  const { res, wire, signal } = ex;
  if (step.kind === 'stall') {
    // Never answer; a timed stall ends like an upstream timeout, with a dropped connection.
    if (step.ms !== undefined) {
      await ex.sleep(step.ms, signal);
      res.socket?.destroy();
    }
    return;
  }
  if (step.timing?.firstByteMs) await ex.sleep(step.timing.firstByteMs, signal);
  if (signal.aborted) return;
  switch (step.kind) {
    case 'reset':
      if (step.afterHeaders) {
        res.writeHead(200, { 'content-type': ex.stream ? 'text/event-stream' : 'application/json; charset=utf-8' });
        res.flushHeaders();
        // Let the client read the headers before the reset (an RST racing them reads as a
        // quiet close): a real timer, whatever clock the test gave the simulator.
        await new Promise<void>((resolve) => res.write('', () => resolve()));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return resetSocket(res);
    case 'refusal': {
      const r = wire.refusal(ex.ctx);
      if ('status' in r) return sendJson(res, r.status, r.body, r.headers);
      if (!ex.stream) return sendJson(res, 200, r.body);
      await streamEvents(r.events, undefined, undefined, ex);
      if (wire.doneMarker) await write(res, `data: ${wire.doneMarker}${wire.eventEnd}`);
      return void res.end();
    }
    case 'status':
      return sendJson(res, step.code, step.body, step.headers);
    case 'providerError': {
      const e = wire.errorResponse(step.error, step.message, step.retryAfterSeconds);
      return sendJson(res, e.status, e.body, e.headers);
    }
    default:
      return ex.stream ? stream(step, ex) : whole(step, ex);
  }
}
