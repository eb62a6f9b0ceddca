/**
 * SSM `GetParameters` (with decryption) for core/secrets.ts, sent the way @aws-sdk/client-ssm
 * sends it, from AWS SDK pieces every Lambda bundles anyway for DynamoDB: the default
 * credential chain (@aws-sdk/credential-provider-node), the SigV4 signer (@smithy/signature-v4)
 * with the SDK's SHA-256, its Node HTTP handler (@smithy/node-http-handler), partition table
 * (@aws-sdk/core) and standard retry strategy (@smithy/core/retry). The full client weighed
 * ~240 KB minified in each bundle (schemas, commands and errors of every SSM operation) for one
 * call per cold start.
 *
 * As the client does: awsJson1_1 `AmazonSSM.GetParameters`; the endpoint from
 * `AWS_ENDPOINT_URL_SSM` / `AWS_ENDPOINT_URL`, else SSM's endpoint rules over the region's
 * partition (`AWS_USE_FIPS_ENDPOINT`, `AWS_USE_DUALSTACK_ENDPOINT`); a fresh signature per
 * attempt; retries as the standard mode decides them (`AWS_MAX_ATTEMPTS`, default 3: throttling,
 * transient statuses and network errors). An error answer throws an `SsmError` named like the
 * SDK's exception (`AccessDeniedException`, ...) with the service's message.
 */

import { partition } from '@aws-sdk/core/client';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import {
  DEFAULT_MAX_ATTEMPTS,
  isServerError,
  isThrottlingError,
  isTransientError,
  StandardRetryStrategy,
} from '@smithy/core/retry';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';

// Static imports on purpose: a dynamic `import()` makes esbuild keep every export of the
// module (the browser user-agent parser, the HTTP/2 handler, ...). All of these are loaded
// anyway by the DynamoDB client in every process.

type Env = Record<string, string | undefined>;

/** Values found, by parameter name (names SSM does not hold are simply absent). */
export type GetParameters = (names: string[]) => Promise<Record<string, string>>;

const TARGET = 'AmazonSSM.GetParameters';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

/** An error answer from SSM; `$metadata.httpStatusCode` as on SDK errors (retry classification reads it). */
export class SsmError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(name: string, message: string, httpStatusCode: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode };
  }
}

/** The endpoint SSM's endpoint rules (client-ssm `endpoint/bdd.js`) give this environment. */
export function ssmEndpoint(env: Env): URL {
  const fips = env.AWS_USE_FIPS_ENDPOINT === 'true';
  const dualStack = env.AWS_USE_DUALSTACK_ENDPOINT === 'true';
  const custom = env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS === 'true' ? undefined : (env.AWS_ENDPOINT_URL_SSM ?? env.AWS_ENDPOINT_URL);
  if (custom) {
    if (fips) throw new Error('Invalid Configuration: FIPS and custom endpoint are not supported');
    if (dualStack) throw new Error('Invalid Configuration: Dualstack and custom endpoint are not supported');
    return new URL(custom);
  }
  const region = env.AWS_REGION;
  if (!region) throw new Error('Invalid Configuration: Missing Region');
  const p = partition(region);
  if (fips && dualStack) {
    if (!p.supportsFIPS || !p.supportsDualStack) throw new Error('FIPS and DualStack are enabled, but this partition does not support one or both');
    return new URL(`https://ssm-fips.${region}.${p.dualStackDnsSuffix}`);
  }
  if (fips) {
    if (!p.supportsFIPS) throw new Error('FIPS is enabled but this partition does not support FIPS');
    return new URL(p.name === 'aws-us-gov' ? `https://ssm.${region}.amazonaws.com` : `https://ssm-fips.${region}.${p.dnsSuffix}`);
  }
  if (dualStack) {
    if (!p.supportsDualStack) throw new Error('DualStack is enabled but this partition does not support DualStack');
    return new URL(`https://ssm.${region}.${p.dualStackDnsSuffix}`);
  }
  return new URL(`https://ssm.${region}.${p.dnsSuffix}`);
}

/** `GetParameters` with decryption, signed for `ssm` in `AWS_REGION` with the default credential chain. */
export function ssmGetParameters(env: Env): GetParameters {
  return async (names) => {
    const region = env.AWS_REGION;
    if (!region) throw new Error('Invalid Configuration: Missing Region');
    const endpoint = ssmEndpoint(env);
    const signer = new SignatureV4({ service: 'ssm', region, credentials: defaultProvider(), sha256: Sha256 });
    const strategy = new StandardRetryStrategy(Number(env.AWS_MAX_ATTEMPTS) || DEFAULT_MAX_ATTEMPTS);
    const handler = new NodeHttpHandler();
    const body = JSON.stringify({ Names: names, WithDecryption: true });

    const attempt = async (): Promise<Record<string, string>> => {
      const signed = await signer.sign({
        method: 'POST',
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        port: endpoint.port ? Number(endpoint.port) : undefined,
        path: endpoint.pathname || '/',
        query: {},
        headers: {
          host: endpoint.host,
          'content-type': CONTENT_TYPE,
          'content-length': String(Buffer.byteLength(body)),
          'x-amz-target': TARGET,
        },
        body,
      });
      const { response } = await handler.handle(signed as Parameters<typeof handler.handle>[0]);
      const text = await readBody(response.body as AsyncIterable<Uint8Array | string> | undefined);
      if (response.statusCode >= 200 && response.statusCode < 300) return parametersOf(text);
      throw toSsmError(response.statusCode, text, response.headers['x-amzn-errortype']);
    };

    // The SDK's retry loop (retryMiddleware): the strategy decides and waits, or refuses.
    let token = await strategy.acquireInitialRetryToken('');
    try {
      for (;;) {
        try {
          const found = await attempt();
          strategy.recordSuccess(token);
          return found;
        } catch (err) {
          try {
            token = await strategy.refreshRetryTokenForRetry(token, { error: err as SdkError, errorType: errorType(err) });
          } catch {
            throw err;
          }
          const delay = token.getRetryDelay();
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    } finally {
      handler.destroy();
    }
  };
}

type SdkError = Parameters<typeof isThrottlingError>[0];

/** retryMiddleware's classification of a failed attempt. */
function errorType(err: unknown) {
  const e = err as SdkError;
  if (isThrottlingError(e)) return 'THROTTLING' as const;
  if (isTransientError(e)) return 'TRANSIENT' as const;
  if (isServerError(e)) return 'SERVER_ERROR' as const;
  return 'CLIENT_ERROR' as const;
}

function parametersOf(text: string): Record<string, string> {
  const out = JSON.parse(text) as { Parameters?: { Name?: string; Value?: string }[] };
  const found: Record<string, string> = {};
  for (const p of out.Parameters ?? []) if (p.Name && p.Value !== undefined) found[p.Name] = p.Value;
  return found;
}

/** awsJson1_1 error: `x-amzn-errortype` or `__type`, maybe namespaced (`ns#Name`) or suffixed (`Name:url`). */
function toSsmError(status: number, text: string, header: string | undefined): SsmError {
  let parsed: { __type?: string; code?: string; message?: string; Message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON (a proxy's page): the status names it.
  }
  const raw = header ?? parsed.__type ?? parsed.code ?? '';
  const name = raw.split(':')[0]!.split('#').at(-1) || `SSM HTTP ${status}`;
  return new SsmError(name, parsed.message ?? parsed.Message ?? (text.slice(0, 200) || name), status);
}

async function readBody(body: AsyncIterable<Uint8Array | string> | undefined): Promise<string> {
  if (!body) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
