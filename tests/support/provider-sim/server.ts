// One node:http server serving several provider "links" side by side, each under its own
// path prefix, with a FIFO script per link and a record of every request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { geminiEmbeddingsBody, openAIEmbeddingsBody } from './embeddings';
import { geminiWire } from './gemini-wire';
import { openAIWire } from './openai-wire';
import { realSleep, respond, sendJson, type Sleep } from './respond';
import { flatHeaders, readBody, route, type Endpoint, type Route } from './routing';
import { quota429, type EmbeddingStep, type Step } from './script';
import { peakOver, stepTokens } from './tokens';
import type { Flavor, WireFormat } from './wire';

export const DEFAULT_LINKS: Readonly<Record<string, Flavor>> = {
  mistral: 'mistral', glm: 'openai', nvidia: 'openai', deepseek: 'openai', gemini: 'gemini',
};

export interface RecordedRequest {
  link: string;
  method: string;
  /** Path and query as received, e.g. `/gemini/v1beta/models/m:streamGenerateContent?alt=sse`. */
  path: string;
  endpoint: Endpoint;
  stream: boolean;
  model: string | undefined;
  /** Lowercased names, as node delivers them. */
  headers: Record<string, string>;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
  /** The body's size in bytes, as received. */
  bytes: number;
  at: number;
  /** performance.now() when the request arrived, and when the first streamed payload went out
   * (benchmarks compare these with the client's own clock in the same process). */
  receivedAtMs: number;
  firstChunkAtMs?: number;
  /** The caller hung up before the response ended (an aborted model call). */
  abortedByClient?: boolean;
  /**
   * A chat request's tokens, counted at its arrival: the usage its reply reports (tokens.ts), 0
   * for a step without a reply. Counted even when the simulator refused it for a limit.
   */
  tokens?: number;
  /** When it arrived on the link's limit clock (`limit(…, now)`), else Date.now(). */
  clockAt?: number;
  /** Refused with a 429 because the link's `limit` was spent. */
  refusedByLimit?: 'rpm' | 'rpd' | 'tpm';
}

/** A link's free tier as the simulator enforces it: calls per clock minute and UTC day, tokens per sliding 60 s. */
export interface SimLimits {
  rpm?: number;
  rpd?: number;
  tpm?: number;
}

interface LimitState extends SimLimits {
  now: () => number;
  minute: number;
  inMinute: number;
  day: number;
  inDay: number;
  /** Requests admitted in the last 60 s and their tokens (for tpm). */
  admitted: { at: number; tokens: number }[];
  refused: number;
}

export interface ProviderSimOptions {
  /** Extra or overriding links (name -> protocol), merged over DEFAULT_LINKS. */
  links?: Record<string, Flavor>;
  /** Answer when a link's script is empty; by default a provider-shaped 500 "unscripted". */
  fallback?: Step | 'unscripted';
  embeddingDims?: number;
  /** How the simulator waits (delays, timed stalls); real timers unless a test records them. */
  sleep?: Sleep;
}

const WIRES: Record<Flavor, WireFormat> = { mistral: openAIWire('mistral'), openai: openAIWire('openai'), gemini: geminiWire };

export class ProviderSim {
  private readonly links: Record<string, Flavor>;
  private readonly chatQueues = new Map<string, Step[]>();
  private readonly embeddingQueues = new Map<string, EmbeddingStep[]>();
  private readonly recorded: RecordedRequest[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly inFlight = new Set<AbortController>();
  private fallback: Step | 'unscripted';
  private seq = 0;
  private readonly arrivals = new Set<(rec: RecordedRequest) => void>();
  private readonly sleep: Sleep;
  private readonly limits = new Map<string, LimitState>();

  private constructor(private readonly server: Server, readonly url: string, private readonly opts: ProviderSimOptions) {
    this.links = { ...DEFAULT_LINKS, ...opts.links };
    this.fallback = opts.fallback ?? 'unscripted';
    this.sleep = opts.sleep ?? realSleep;
    server.on('connection', (s: Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.on('request', (req, res) => void this.handle(req, res));
  }

  static async start(opts: ProviderSimOptions = {}): Promise<ProviderSim> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return new ProviderSim(server, `http://127.0.0.1:${port}`, opts);
  }

  /** Base URL to hand to the SDK: `/{link}/v1`, or `/{link}/v1beta` for Gemini links. */
  baseUrl(link: string): string {
    const flavor = this.links[link];
    if (!flavor) throw new Error(`provider-sim: unknown link "${link}" (known: ${Object.keys(this.links).join(', ')})`);
    return `${this.url}/${link}/${flavor === 'gemini' ? 'v1beta' : 'v1'}`;
  }

  /** Appends chat responses for `link`; each chat request consumes one, in order. */
  script(link: string, ...steps: Step[]): this {
    this.baseUrl(link);
    this.chatQueues.set(link, [...(this.chatQueues.get(link) ?? []), ...steps]);
    return this;
  }

  /** Failures for embeddings requests; unscripted embeddings get deterministic vectors. */
  scriptEmbeddings(link: string, ...steps: EmbeddingStep[]): this {
    this.baseUrl(link);
    this.embeddingQueues.set(link, [...(this.embeddingQueues.get(link) ?? []), ...steps]);
    return this;
  }

  /**
   * Enforce a free tier on `link`, as the provider would: past `rpm` chat requests in a clock
   * minute (or `rpd` in a UTC day), or when a request's tokens (counted at its arrival, tokens.ts)
   * would take the last 60 s past `tpm` — a sliding window, stricter than calendar minutes — it
   * answers 429 instead of its script. `now` is the clock the windows are read from (a test's
   * or a bench's simulated one). Counted: `refusedByLimit(link)`.
   */
  limit(link: string, limits: SimLimits, now: () => number = Date.now): this {
    this.baseUrl(link);
    this.limits.set(link, { rpm: limits.rpm, rpd: limits.rpd, tpm: limits.tpm, now, minute: -1, inMinute: 0, day: -1, inDay: 0, admitted: [], refused: 0 });
    return this;
  }

  /** Chat requests `link` refused with a 429 because its `limit` was spent (rpm, rpd or tpm). */
  refusedByLimit(link: string): number {
    return this.limits.get(link)?.refused ?? 0;
  }

  /**
   * The most tokens any 60 s window of `link` received (sliding, on the link's limit clock):
   * every chat request counted at its arrival, refused or not — what the caller sent.
   */
  tokenPeak(link: string, spanMs = 60_000): number {
    return peakOver(this.requests(link).flatMap((r) => (r.tokens === undefined ? [] : [{ at: r.clockAt ?? r.at, tokens: r.tokens }])), spanMs);
  }

  /** Whether this chat request of `link` is past the link's free tier (and counts it if not). */
  private overLimit(link: string, rec: RecordedRequest): boolean {
    const l = this.limits.get(link);
    if (!l) return false;
    const t = rec.clockAt ?? l.now();
    const tokens = rec.tokens ?? 0;
    const minute = Math.floor(t / 60_000);
    const day = Math.floor(t / 86_400_000);
    if (minute !== l.minute) Object.assign(l, { minute, inMinute: 0 });
    if (day !== l.day) Object.assign(l, { day, inDay: 0 });
    l.admitted = l.admitted.filter((a) => a.at > t - 60_000);
    const inWindow = l.admitted.reduce((n, a) => n + a.tokens, 0);
    const why = l.rpm !== undefined && l.inMinute >= l.rpm ? 'rpm'
      : l.rpd !== undefined && l.inDay >= l.rpd ? 'rpd'
        : l.tpm !== undefined && inWindow + tokens > l.tpm ? 'tpm' : undefined;
    if (why) {
      l.refused += 1;
      rec.refusedByLimit = why;
      return true;
    }
    l.inMinute += 1;
    l.inDay += 1;
    l.admitted.push({ at: t, tokens });
    return false;
  }

  setFallback(step: Step | 'unscripted'): this {
    this.fallback = step;
    return this;
  }

  /** Scripted chat steps not yet consumed (assert 0 to prove a test used everything). */
  pending(link: string): number {
    return this.chatQueues.get(link)?.length ?? 0;
  }

  requests(link?: string): RecordedRequest[] {
    return this.recorded.filter((r) => link === undefined || r.link === link);
  }

  requestCount(link?: string): number {
    return this.requests(link).length;
  }

  lastRequest(link?: string): RecordedRequest | undefined {
    return this.requests(link).at(-1);
  }

  /** Every recorded body, serialized: for "this text never reached a provider" assertions. */
  allBodiesText(): string {
    return this.recorded.map((r) => (typeof r.body === 'string' ? r.body : JSON.stringify(r.body))).join('\n');
  }

  /** Clears scripts, recordings and a changed fallback; open connections are left alone. */
  /** Call `listener` as each request arrives (e.g. to note what the app had done by then); returns the unsubscribe. */
  onRequest(listener: (rec: RecordedRequest) => void): () => void {
    this.arrivals.add(listener);
    return () => void this.arrivals.delete(listener);
  }

  reset(): void {
    this.chatQueues.clear();
    this.embeddingQueues.clear();
    this.recorded.length = 0;
    this.limits.clear();
    this.fallback = this.opts.fallback ?? 'unscripted';
  }

  /** Returns promptly even with stalled requests or kept-alive connections. */
  async close(): Promise<void> {
    for (const c of this.inFlight) c.abort();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private peekChatStep(link: string): Step {
    return this.chatQueues.get(link)?.[0] ?? this.unscripted(link);
  }

  private nextChatStep(link: string): Step {
    return this.chatQueues.get(link)?.shift() ?? this.unscripted(link);
  }

  private unscripted(link: string): Step {
    if (this.fallback !== 'unscripted') return this.fallback;
    return { kind: 'providerError', error: 'unscripted', message: `provider-sim: nothing scripted for link "${link}"` };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.on('error', () => {});
    // The request arrived with its last byte: stamped before the simulator parses the body (a
    // large prompt's JSON is the simulator's work, in the benches' process, not the caller's).
    let arrivedAt = performance.now();
    req.once('end', () => (arrivedAt = performance.now()));
    const { body, bytes } = await readBody(req);
    const url = new URL(req.url ?? '/', this.url);
    const link = url.pathname.split('/')[1] ?? '';
    const flavor = this.links[link];
    const r: Route = flavor ? route(flavor, url.pathname, body) : { endpoint: 'unknown', stream: false, model: undefined };
    const rec: RecordedRequest = { link, method: req.method ?? '', path: url.pathname + url.search, endpoint: r.endpoint, stream: r.stream, model: r.model, headers: flatHeaders(req), body, bytes, at: Date.now(), receivedAtMs: arrivedAt };
    this.recorded.push(rec);
    for (const listener of this.arrivals) listener(rec);
    if (!flavor || r.endpoint === 'unknown' || req.method !== 'POST') {
      return sendJson(res, 404, { error: { code: 404, message: `provider-sim: no route for ${req.method} ${url.pathname}`, status: 'NOT_FOUND' } });
    }
    const controller = new AbortController();
    this.inFlight.add(controller);
    res.on('close', () => {
      if (!res.writableFinished) rec.abortedByClient = true;
      controller.abort();
      this.inFlight.delete(controller);
    });
    const wire = WIRES[flavor];
    const dims = this.opts.embeddingDims ?? 8;
    try {
      if (r.endpoint === 'embeddings') {
        const step = this.embeddingQueues.get(link)?.shift();
        if (!step) return sendJson(res, 200, r.geminiMethod ? geminiEmbeddingsBody(r.geminiMethod, body, dims) : openAIEmbeddingsBody(body, dims));
        return await respond(step, { res, wire, stream: false, ctx: this.context(r), signal: controller.signal, sleep: this.sleep, requestBytes: bytes });
      }
      const rejected = wire.rejectRequest?.(body);
      if (rejected) return sendJson(res, rejected.status, rejected.body, rejected.headers);
      const onFirstPayload = () => void (rec.firstChunkAtMs ??= performance.now());
      // Counted at arrival from the step that would answer (not taken yet: a refused request leaves it queued).
      rec.tokens = stepTokens(this.peekChatStep(link), bytes);
      rec.clockAt = (this.limits.get(link)?.now ?? Date.now)();
      const step = this.overLimit(link, rec) ? quota429() : this.nextChatStep(link);
      await respond(step, { res, wire, stream: r.stream, ctx: this.context(r), signal: controller.signal, onFirstPayload, sleep: this.sleep, requestBytes: bytes });
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `provider-sim: ${String(error)}` } });
      else res.destroy();
    }
  }

  private context(r: Route) {
    return { model: r.model ?? 'sim-model', seq: ++this.seq, created: Math.floor(Date.now() / 1000) };
  }
}
