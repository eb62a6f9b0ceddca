import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AGENT_RATE_PER_IP_5MIN, agentWafStack, WAF_RETRY_AFTER_S } from '../../stacks/edge/waf';

/** The agent's WAF is a plain CloudFormation stack in us-east-1 (SST v2 deploys only in the app's region). */
describe('the agent WAF (stacks/edge/waf.ts)', () => {
  const app = new App();
  const stack = agentWafStack(app, 'prod');
  const t = Template.fromStack(stack);

  it('is a CloudFront-scope WebACL in us-east-1, deployable without CDK bootstrap', () => {
    expect(stack.region).toBe('us-east-1');
    expect(stack.stackName).toBe('prod-beyou-agent-waf');
    const json = t.toJSON();
    expect(json.Parameters).toBeUndefined();
    expect(json.Rules).toBeUndefined();
    t.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', Name: 'prod-beyou-agent', DefaultAction: { Allow: {} } });
    expect(JSON.stringify(json.Outputs.WebAclArn.Value)).toContain('AgentWebAcl');
  });

  it('blocks an address over its rate per 5 minutes with the contract\'s RATE_LIMITED and Retry-After', () => {
    const acl = Object.values(t.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    const rate = acl.Rules.find((r: { Name: string }) => r.Name === 'rate-per-ip');
    expect(rate.Statement.RateBasedStatement).toEqual({ AggregateKeyType: 'IP', Limit: AGENT_RATE_PER_IP_5MIN, EvaluationWindowSec: 300 });
    expect(rate.Action.Block.CustomResponse).toEqual({
      ResponseCode: 429,
      CustomResponseBodyKey: 'rate-limited',
      ResponseHeaders: [{ Name: 'retry-after', Value: String(WAF_RETRY_AFTER_S) }],
    });
    const body = JSON.parse(acl.CustomResponseBodies['rate-limited'].Content);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(acl.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });
});
