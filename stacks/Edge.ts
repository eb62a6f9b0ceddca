import { Duration, Fn } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods, CachePolicy, Distribution, FunctionEventType, HttpVersion, OriginRequestPolicy, PriceClass,
  SecurityPolicyProtocol, ViewerProtocolPolicy, type BehaviorOptions, type IOrigin,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { use, type StackContext } from 'sst/constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/http/origin-guard';
import { Agent } from './Agent';
import { Api } from './Api';
import { Secrets } from './Secrets';
import { edgeDomain, edgeWafArn, nonAdminRoles } from './edge/config';
import { denyOriginSecretRead } from './edge/deny-config-read';
import { viewerIpFunction } from './edge/viewer-ip';

/** CloudFront waits this long for the next bytes; the 15 s heartbeat (A10) keeps it fed. */
export const ORIGIN_READ_TIMEOUT_S = 60;
/**
 * The agent's stream routes (functions/http/routes/agent-stream.ts), served by its function URL:
 * POST …/chats/{id}/stream starts a turn, GET …/chats/{id}/turns/{turnId}/stream resumes one
 * (CloudFront's `*` also matches `/`), POST …/turns/{turnId}/approvals/{id} answers a card.
 * Everything else, the agent's REST routes included, is REST.
 */
export const AGENT_STREAM_PATHS = ['/ai/agent/chats/*/stream', '/ai/agent/chats/*/approvals/*'] as const;

/**
 * The one origin clients use: a CloudFront distribution with REST (API Gateway) as its default
 * behaviour and the agent's stream paths on its function URL, both behind the same WAF
 * (us-east-1, stacks/edge/waf.ts), both given the origin secret their functions check, both
 * told the viewer's address (stacks/edge/viewer-ip.ts). Nothing is cached: every answer is
 * per user. In prod it serves the custom domain on its ACM certificate with TLS 1.2 at least.
 *
 * Deployed after Api and Agent (SST follows the `use` dependencies), so a rotation of the
 * origin secret reaches the functions, which then accept both values, before CloudFront sends
 * the new one (stacks/edge/origin-secret.ts).
 */
export function Edge({ stack, app }: StackContext) {
  const { api, handler: apiHandler } = use(Api);
  const { url, handler: agentHandler } = use(Agent);
  const { origin } = use(Secrets);
  const name = `${app.stage}-${app.name}`;
  const domain = edgeDomain(app.stage, process.env.EDGE_DOMAIN, process.env.EDGE_CERTIFICATE_ARN);
  const verify = { [ORIGIN_VERIFY_HEADER]: origin.current };
  const viewerIp = viewerIpFunction(stack, name);
  const behavior = (o: IOrigin, compress: boolean): BehaviorOptions => ({
    origin: o,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // Every viewer header (Authorization, Origin, Last-Event-ID…) but Host, which must be the origin's.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
    compress,
  });
  // api.url is https://{id}.execute-api.{region}.amazonaws.com: the origin wants the host alone.
  const rest = new HttpOrigin(Fn.select(2, Fn.split('/', api.url)), { customHeaders: verify, readTimeout: Duration.seconds(30) });
  const agent = new FunctionUrlOrigin(url, { customHeaders: verify, readTimeout: Duration.seconds(ORIGIN_READ_TIMEOUT_S) });
  // Compression would hold SSE events back to fill its blocks.
  const stream = behavior(agent, false);
  const distribution = new Distribution(stack, 'Edge', {
    comment: `${name} REST and agent stream`,
    defaultBehavior: behavior(rest, true),
    additionalBehaviors: Object.fromEntries(AGENT_STREAM_PATHS.map((p) => [p, stream])),
    webAclId: edgeWafArn(app.stage, process.env.EDGE_WAF_ACL_ARN),
    priceClass: PriceClass.PRICE_CLASS_100,
    httpVersion: HttpVersion.HTTP2_AND_3,
    ...(domain && {
      domainNames: [domain.name],
      certificate: Certificate.fromCertificateArn(stack, 'EdgeCertificate', domain.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
    }),
  });
  const denyRead = denyOriginSecretRead(stack, name, {
    functionArns: [apiHandler.functionArn, agentHandler.functionArn],
    distributionId: distribution.distributionId,
    secretNames: origin.names,
    roles: nonAdminRoles(process.env.NON_ADMIN_ROLES),
  });
  stack.addOutputs({
    // The one address the web client (and any client) is given for REST and the agent.
    EdgeUrl: `https://${domain?.name ?? distribution.distributionDomainName}`,
    // Where EDGE_DOMAIN's CNAME points; the id the us-east-1 edge alarms watch.
    EdgeDistributionDomain: distribution.distributionDomainName,
    EdgeDistributionId: distribution.distributionId,
    DenyOriginSecretReadPolicy: denyRead.managedPolicyArn,
  });
  return { distribution };
}
