import { createHash, timingSafeEqual } from 'node:crypto';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../core/errors';
import type { AppEnv, ClientIp } from './types';

/** The header CloudFront adds to every request it forwards to REST and to the agent's function URL. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/**
 * The viewer's address, set by the edge's viewer-request function (stacks/edge/viewer-ip.ts)
 * over anything the client sent under that name. Behind CloudFront the connection's address
 * is an edge server's, shared by thousands of people: sign-in limits per IP need this one.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';
/** EMF metric of a refused request (stacks/monitoring/edge-alarms.ts alarms on it). */
export const GUARD_NAMESPACE = 'Beyou/Edge';
export const GUARD_REJECTED_METRIC = 'OriginGuardRejected';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Counts a refusal as one EMF line (a port, so tests can count without stdout). */
export type RejectionSink = (stage: string) => void;

const metricsByStage = new Map<string, Metrics>();
export const emfRejection: RejectionSink = (stage) => {
  let m = metricsByStage.get(stage);
  if (!m) metricsByStage.set(stage, (m = new Metrics({ namespace: GUARD_NAMESPACE, serviceName: `beyou-${stage}` })));
  m.addMetric(GUARD_REJECTED_METRIC, MetricUnit.Count, 1);
  m.publishStoredMetrics();
};

/**
 * REST and the agent's function URL answer only requests that came through CloudFront (and so
 * through its WAF): CloudFront adds ORIGIN_VERIFY_HEADER with a secret from Secrets Manager,
 * overwriting any viewer header of that name. Anything else is told the route does not exist,
 * before auth, the body or a table call, in the first millisecond of the invocation, and is
 * counted (a spike means someone found the origin's address).
 *
 * Two values are accepted, the current and the previous one: a rotation (README "Deploy")
 * updates the functions before the distribution, and CloudFront's edges take minutes to all
 * send the new value, so both must open the door meanwhile. The comparisons are constant-time
 * (digests of equal length) and both always run, so timing tells nothing about which matched.
 * Without a current secret it refuses everything (fail closed): a check that switched itself
 * off when its variable went missing would open the origin to anyone who found it.
 */
export function originGuard(secret: string | undefined, previous?: string, onReject: RejectionSink = emfRejection) {
  const accepted = secret === undefined ? [] : [secret, previous].filter((s): s is string => s !== undefined).map(digest);
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(ORIGIN_VERIFY_HEADER);
    const hash = given === undefined ? undefined : digest(given);
    const ok = hash !== undefined && accepted.map((a) => timingSafeEqual(hash, a)).includes(true);
    if (!ok) {
      onReject(c.get('deps')?.config.stage ?? 'dev');
      throw new AppError('NOT_FOUND', 'No such route');
    }
    await next();
  });
}

/**
 * The client address for limits and logs: behind the edge (an origin secret is configured, so
 * the guard refuses whatever did not come through CloudFront, where the header cannot be
 * forged), the viewer's own; elsewhere (the local runtime, tests) the connection's.
 */
export function edgeClientIp(behindEdge: boolean, connection: ClientIp): ClientIp {
  if (!behindEdge) return connection;
  return (c: Context) => viewerIp(c.req.header(VIEWER_IP_HEADER)) ?? connection(c);
}

/** An IPv4 or IPv6 address as CloudFront Functions give it (`event.viewer.ip`), else undefined. */
function viewerIp(raw: string | undefined): string | undefined {
  const ip = raw?.trim();
  return ip && ip.length <= 45 && /^[0-9a-fA-F:.]+$/.test(ip) ? ip : undefined;
}
