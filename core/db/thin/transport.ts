import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { serviceException, type Metadata } from './errors';
import { decodeOutput, encodeInput } from './json';
import { RetryPolicy } from './retry';
import { SigV4, type Credentials } from './sigv4';

export interface TransportSettings {
  /** `http://127.0.0.1:8000` (DynamoDB Local) or `https://dynamodb.<region>.amazonaws.com`. */
  endpoint: string;
  region: string;
  /** Asked on every signature: the SDK's provider chain memoises and refreshes before expiry. */
  credentials: () => Promise<Credentials>;
  maxAttempts: () => Promise<number>;
  /** Injected by tests; the real ones by default. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** A socket silent this long fails its request with a (retried) TimeoutError; 300 s by default. */
  socketTimeoutMs?: number;
}

/** Same as the SDK's node-http-handler: 50 sockets per host, kept alive; a socket silent for 300 s times out. */
const MAX_SOCKETS = 50;
const SOCKET_TIMEOUT_MS = 300_000;
const TARGET_PREFIX = 'DynamoDB_20120810.';
const CONTENT_TYPE = 'application/x-amz-json-1.0';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
}

const header = (h: IncomingMessage['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** An error answer's fields; a body that is not JSON (a proxy's 502 page) counts as none. */
function errorBody(text: string): Record<string, unknown> {
  try {
    return decodeOutput(text);
  } catch {
    return {};
  }
}

function abortError(): Error {
  const e = new Error('Request aborted');
  e.name = 'AbortError';
  return e;
}

/**
 * DynamoDB's AWS JSON 1.0 protocol over a keep-alive agent: one signed `POST /` per attempt,
 * the SDK's standard retries around it, answers and errors shaped as the SDK shapes them. It
 * takes low-level (already marshalled) input and gives low-level output; document commands are
 * (un)marshalled by the caller (route.ts). What the SDK does per command and this does not:
 * resolve a middleware stack, endpoint rules and auth schemes, and (de)serialise through
 * schemas; that was ~0.3 ms of CPU a command (docs/scale.md "CPU per command").
 */
export class ThinTransport {
  private readonly url: URL;
  private readonly agent: HttpAgent;
  private readonly send1: typeof httpRequest;
  private readonly signer: SigV4;
  private readonly retry: RetryPolicy;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Server time minus ours, learned from a clock-skew answer (as the SDK's systemClockOffset). */
  private clockOffset = 0;

  constructor(private readonly settings: TransportSettings) {
    this.url = new URL(settings.endpoint);
    const https = this.url.protocol === 'https:';
    // The socket timeout is the agent's, set once per socket, not a timer per request.
    const options = { keepAlive: true, maxSockets: MAX_SOCKETS, timeout: settings.socketTimeoutMs ?? SOCKET_TIMEOUT_MS };
    this.agent = https ? new HttpsAgent(options) : new HttpAgent(options);
    this.send1 = https ? httpsRequest : httpRequest;
    this.signer = new SigV4(settings.region, 'dynamodb');
    this.retry = new RetryPolicy(settings.maxAttempts, settings.random);
    this.now = settings.now ?? Date.now;
    this.sleep = settings.sleep ?? ((ms) => new Promise((ok) => setTimeout(ok, ms)));
  }

  /** Sends `operation` (`GetItem`, `TransactWriteItems` …) and returns its output with `$metadata`. */
  async send(operation: string, input: object, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const body = encodeInput(input);
    let totalRetryDelay = 0;
    let retryCost: number | undefined;
    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw abortError();
      let error: unknown;
      try {
        const answer = await this.attempt(operation, body, signal);
        const $metadata: Metadata = {
          httpStatusCode: answer.status,
          requestId: header(answer.headers, 'x-amzn-requestid'),
          extendedRequestId: header(answer.headers, 'x-amz-id-2'),
          cfId: header(answer.headers, 'x-amz-cf-id'),
          attempts: attempt,
          totalRetryDelay,
        };
        const data = answer.status < 300 ? decodeOutput(answer.text) : errorBody(answer.text);
        if (answer.status < 300) {
          this.retry.succeeded(retryCost);
          data.$metadata = $metadata;
          return data;
        }
        error = serviceException(answer.status, header(answer.headers, 'x-amzn-errortype'), data, $metadata);
        this.correctClock(error, answer.headers);
      } catch (thrown) {
        if ((thrown as Error).name === 'AbortError') throw thrown;
        error = thrown;
      }
      const next = await this.retry.next(error, attempt);
      if (!next) throw error;
      retryCost = next.cost;
      totalRetryDelay += next.delayMs;
      await this.sleep(next.delayMs);
    }
  }

  private async attempt(operation: string, body: string, signal: AbortSignal | undefined): Promise<Answer> {
    const credentials = await this.settings.credentials();
    const headers: Record<string, string> = {
      'content-length': String(Buffer.byteLength(body)),
      'content-type': CONTENT_TYPE,
      host: this.url.host,
      'x-amz-target': TARGET_PREFIX + operation,
    };
    this.signer.sign(headers, body, credentials, this.now() + this.clockOffset);
    return new Promise<Answer>((resolve, reject) => {
      const req = this.send1({
        protocol: this.url.protocol,
        hostname: this.url.hostname,
        port: this.url.port,
        path: '/',
        method: 'POST',
        headers,
        agent: this.agent,
        signal,
      });
      req.once('timeout', () => {
        const e = new Error('the socket timed out');
        e.name = 'TimeoutError';
        req.destroy(e);
      });
      req.on('error', (err) => reject(signal?.aborted ? abortError() : err));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8') }));
      });
      req.end(body);
    });
  }

  /**
   * An error answer whose Date is 5 minutes or more from our clock: sign with the server's time
   * from now on, and mark the error so it is retried (the SDK's signer errorHandler).
   */
  private correctClock(error: unknown, headers: IncomingMessage['headers']): void {
    const e = error as { $metadata: { clockSkewCorrected?: boolean } };
    const date = header(headers, 'date');
    if (!date) return;
    const offset = Date.parse(date) - this.now();
    if (Number.isFinite(offset) && Math.abs(offset - this.clockOffset) >= 300_000) {
      this.clockOffset = offset;
      e.$metadata.clockSkewCorrected = true;
    }
  }

  destroy(): void {
    this.agent.destroy();
  }
}
