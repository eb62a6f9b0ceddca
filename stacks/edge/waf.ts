import { App, CfnOutput, DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/**
 * The agent's WAF: a rate rule per client IP in front of its CloudFront distribution.
 *
 * A WebACL for CloudFront must live in us-east-1, and SST v2 deploys every stack of an app in
 * the app's region (it refuses a stack `env`), so this one is a plain CloudFormation stack of
 * its own: `npx tsx stacks/edge/waf-app.ts <stage>` writes its template, the deploy workflow
 * deploys it in us-east-1 before `sst deploy` and passes its ARN as AGENT_WAF_ACL_ARN
 * (required in prod, stacks/Agent.ts). README "Deploy" has the commands.
 *
 * The limit, per IP and 5 minutes: a person may start 30 turns an hour (A9) ≈ 2.5 per
 * 5 minutes, each a POST plus at most one CORS preflight (maxAge 1 day: usually none), plus a
 * resume GET when a connection drops. A school or office behind one NAT address with 100
 * people chatting at once is ~250–500 requests; 600 keeps them served while one address
 * flooding the URL is cut off within a minute, with the contract's RATE_LIMITED envelope.
 */
export const AGENT_RATE_PER_IP_5MIN = 600;
export const WAF_RETRY_AFTER_S = 300;

export function agentWebAcl(stack: Stack, name: string): CfnWebACL {
  const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
  return new CfnWebACL(stack, 'AgentWebAcl', {
    name,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(name),
    customResponseBodies: {
      'rate-limited': {
        contentType: 'APPLICATION_JSON',
        content: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests from this address; try again in a few minutes.' } }),
      },
    },
    rules: [
      {
        name: 'rate-per-ip',
        priority: 0,
        statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: AGENT_RATE_PER_IP_5MIN, evaluationWindowSec: 300 } },
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: 'rate-limited',
              responseHeaders: [{ name: 'retry-after', value: String(WAF_RETRY_AFTER_S) }],
            },
          },
        },
        visibilityConfig: visibility(`${name}-rate-per-ip`),
      },
      {
        // Addresses AWS's threat intelligence already knows for bots and scanning ($1/month).
        name: 'aws-ip-reputation',
        priority: 1,
        statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
        overrideAction: { none: {} },
        visibilityConfig: visibility(`${name}-ip-reputation`),
      },
    ],
  });
}

/** The us-east-1 stack holding it (no assets, no CDK bootstrap needed). */
export function agentWafStack(app: App, stage: string): Stack {
  const stack = new Stack(app, `${stage}-beyou-agent-waf`, {
    env: { region: 'us-east-1' },
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    description: `Beyou ${stage}: WAF of the agent's CloudFront distribution (stacks/edge/waf.ts)`,
  });
  const acl = agentWebAcl(stack, `${stage}-beyou-agent`);
  new CfnOutput(stack, 'WebAclArn', { value: acl.attrArn });
  return stack;
}
