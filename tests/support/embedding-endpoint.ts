// An OpenAI-compatible `POST /v1/embeddings` on loopback with a real provider's limits: at most
// `maxInputs` inputs a request (more is a 400, as Mistral's "Too many inputs in request"), at
// most `requestsPerSecond` (a faster request is a 429 with Retry-After), and scripted refusals.
// Deterministic vectors (the provider simulator's fakeEmbedding), a record of every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fakeEmbedding } from './provider-sim';

export interface EmbeddingEndpointOptions {
  dims?: number;
  maxInputs?: number;
  /** A request body over this many bytes is a 413, as a gateway in front of a provider answers it. */
  maxBodyBytes?: number;
  /** The free tier's pace; unset: no limit. Counted on real time (the bench), one request a slot. */
  requestsPerSecond?: number;
  /** How long each answer takes (ms, real time), so requests overlap and in-flight is observable. */
  latencyMs?: number;
  /**
   * The clock the pace is counted on (ms; default real time): a test that steps its worker's
   * clock steps this one too, so a request sent too soon on that clock is refused on the wire.
   */
  now?: () => number;
}

export interface EmbeddingRequest {
  inputs: string[];
  status: number;
}

export interface EmbeddingEndpoint {
  baseUrl: string;
  requests: EmbeddingRequest[];
  /** Most requests being answered at once. */
  maxInFlight(): number;
  /** The next `n` requests are refused with 429 and `Retry-After: retryAfterS`. */
  refuse(n: number, retryAfterS: number): void;
  /** From now on every request is answered `status` (a provider that fails for good). */
  failWith(status: number | undefined): void;
  /** Called as each request arrives (tests move their clock here). */
  onRequest(listener: (inputs: string[]) => void): void;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((ok, fail) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => ok(Buffer.concat(parts).toString('utf8')));
    req.on('error', fail);
  });

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startEmbeddingEndpoint(opts: EmbeddingEndpointOptions = {}): Promise<EmbeddingEndpoint> {
  const dims = opts.dims ?? 8;
  const requests: EmbeddingRequest[] = [];
  const listeners: ((inputs: string[]) => void)[] = [];
  const sockets = new Set<Socket>();
  let refusals: { left: number; retryAfterS: number } = { left: 0, retryAfterS: 0 };
  let failing: number | undefined;
  let inFlight = 0;
  let maxInFlight = 0;
  let nextSlot = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      const body = JSON.parse(raw || '{}') as { input?: unknown };
      const inputs = (Array.isArray(body.input) ? body.input : [body.input]).map((v) => String(v ?? ''));
      for (const l of listeners) l(inputs);
      const answer = (status: number, payload: object, headers: Record<string, string> = {}) => {
        requests.push({ inputs, status });
        send(res, status, payload, headers);
      };
      if (failing !== undefined) return answer(failing, { object: 'error', message: 'provider refuses this request' });
      if (refusals.left > 0) {
        refusals.left--;
        return answer(429, { object: 'error', message: 'Requests rate limit exceeded' }, { 'retry-after': String(refusals.retryAfterS) });
      }
      if (opts.maxBodyBytes !== undefined && Buffer.byteLength(raw) > opts.maxBodyBytes) return answer(413, { message: 'Request Entity Too Large' });
      if (opts.maxInputs !== undefined && inputs.length > opts.maxInputs) return answer(400, { object: 'error', message: 'Too many inputs in request, split into more batches.' });
      if (opts.requestsPerSecond) {
        const now = (opts.now ?? Date.now)();
        if (now < nextSlot) return answer(429, { object: 'error', message: 'Requests rate limit exceeded' }, { 'retry-after': String(Math.ceil((nextSlot - now) / 1000)) });
        nextSlot = now + 1000 / opts.requestsPerSecond;
      }
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (opts.latencyMs) await new Promise((r) => setTimeout(r, opts.latencyMs));
      inFlight--;
      answer(200, { object: 'list', model: 'sim-embed', data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t, dims) })) });
    })().catch(() => res.destroy());
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    maxInFlight: () => maxInFlight,
    refuse(n, retryAfterS) {
      refusals = { left: n, retryAfterS };
    },
    failWith(status) {
      failing = status;
    },
    onRequest(listener) {
      listeners.push(listener);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
