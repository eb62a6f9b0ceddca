import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { edgeAlarmsStack } from '../../stacks/edge/alarms';
import { CDK_QUALIFIER, deployRoleStack } from '../../stacks/edge/deploy-role';
import { AUTH_PATH_PREFIXES, AUTH_RATE_PER_IP_5MIN, LARGE_BODY_PATH, MAX_BODY_BYTES, RATE_PER_IP_5MIN, WAF_RETRY_AFTER_S } from '../../stacks/edge/waf-rules';
import { edgeWafStack } from '../../stacks/edge/waf';
import { LOG_RETENTION_DAYS } from '../../stacks/logging';

/** The us-east-1 stacks (SST v2 deploys only in the app's region) and the account's deploy role: plain CDK, synthesized here. */
describe('the edge WAF (stacks/edge/waf.ts)', () => {
  const stack = edgeWafStack(new App(), 'prod', 'api.beyou.example');
  const t = Template.fromStack(stack);
  const acl = Object.values(t.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
  const rule = (name: string) => acl.Rules.find((r: { Name: string }) => r.Name === name);

  it('is a CloudFront-scope WebACL in us-east-1, deployable without CDK bootstrap, with the domain\'s certificate', () => {
    expect(stack.region).toBe('us-east-1');
    expect(stack.stackName).toBe('prod-beyou-edge');
    const json = t.toJSON();
    expect(json.Parameters).toBeUndefined();
    expect(json.Rules).toBeUndefined();
    t.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', Name: 'prod-beyou-edge', DefaultAction: { Allow: {} } });
    expect(JSON.stringify(json.Outputs.WebAclArn.Value)).toContain('EdgeWebAcl');
    t.hasResourceProperties('AWS::CertificateManager::Certificate', { DomainName: 'api.beyou.example', ValidationMethod: 'DNS' });
    expect(json.Outputs.CertificateArn).toBeDefined();
    expect(Template.fromStack(edgeWafStack(new App(), 'alice')).findResources('AWS::CertificateManager::Certificate')).toEqual({});
  });

  it('limits every address, and sign-in/sign-up/password routes more strictly, with RATE_LIMITED, Retry-After and CORS a browser can read', () => {
    const cors = [
      { Name: 'access-control-allow-origin', Value: '*' },
      { Name: 'access-control-expose-headers', Value: 'retry-after' },
    ];
    const limited = { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited', ResponseHeaders: [...cors, { Name: 'retry-after', Value: String(WAF_RETRY_AFTER_S) }] };
    expect(rule('rate-per-ip').Statement.RateBasedStatement).toEqual({ AggregateKeyType: 'IP', Limit: RATE_PER_IP_5MIN, EvaluationWindowSec: 300 });
    expect(rule('rate-per-ip').Action.Block.CustomResponse).toEqual(limited);
    const auth = rule('rate-per-ip-auth');
    expect(auth.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: AUTH_RATE_PER_IP_5MIN, EvaluationWindowSec: 300 });
    expect(AUTH_RATE_PER_IP_5MIN).toBeLessThan(RATE_PER_IP_5MIN);
    const paths = auth.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map((s: any) => [s.ByteMatchStatement.SearchString, s.ByteMatchStatement.PositionalConstraint]);
    expect(paths).toEqual(AUTH_PATH_PREFIXES.map((p) => [p, 'STARTS_WITH']));
    expect(paths.map((p: string[]) => p[0])).toEqual(expect.arrayContaining(['/auth/login', '/auth/signup', '/auth/password']));
    expect(auth.Action.Block.CustomResponse).toEqual(limited);
    expect(auth.Priority).toBeLessThan(rule('rate-per-ip').Priority);
    expect(JSON.parse(acl.CustomResponseBodies['rate-limited'].Content).error.code).toBe('RATE_LIMITED');
    expect(acl.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });

  it('blocks bodies over the app\'s 64 KB before Lambda (but the sources route), inspecting 64 KB and matching what it cannot read', () => {
    const body = rule('body-size');
    const [size, notLarge] = body.Statement.AndStatement.Statements;
    expect(size.SizeConstraintStatement).toMatchObject({ FieldToMatch: { Body: { OversizeHandling: 'MATCH' } }, ComparisonOperator: 'GT', Size: MAX_BODY_BYTES });
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
    expect(notLarge.NotStatement.Statement.RegexMatchStatement.RegexString).toBe(LARGE_BODY_PATH);
    expect(new RegExp(LARGE_BODY_PATH).test('/notebook/pages/nbp_1/sources')).toBe(true);
    expect(body.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 413, CustomResponseBodyKey: 'too-large' });
    expect(acl.AssociationConfig).toEqual({ RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } } });
  });

  it('runs AWS\'s IP-reputation and common rule sets (two body rules of the latter counted, not enforced)', () => {
    expect(rule('aws-ip-reputation').Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' });
    const common = rule('aws-common').Statement.ManagedRuleGroupStatement;
    expect(common).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    expect(common.RuleActionOverrides.map((o: any) => [o.Name, Object.keys(o.ActionToUse)])).toEqual([['SizeRestrictions_BODY', ['Count']], ['CrossSiteScripting_BODY', ['Count']]]);
    expect(rule('aws-common').OverrideAction).toEqual({ None: {} });
  });

  it('logs blocks, agent and sign-in requests to an aws-waf-logs-* group in us-east-1 kept 30 days, tokens redacted', () => {
    const group = Object.values(t.findResources('AWS::Logs::LogGroup'))[0]!.Properties;
    expect(group).toMatchObject({ LogGroupName: 'aws-waf-logs-prod-beyou-edge', RetentionInDays: LOG_RETENTION_DAYS });
    const logging = Object.values(t.findResources('AWS::WAFv2::LoggingConfiguration'))[0]!.Properties;
    expect(JSON.stringify(logging.LogDestinationConfigs)).toContain(':log-group:aws-waf-logs-prod-beyou-edge');
    expect(JSON.stringify(logging.LogDestinationConfigs)).not.toContain(':*');
    expect(JSON.stringify(logging.LogDestinationConfigs)).toContain('us-east-1');
    expect(logging.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }, { SingleHeader: { Name: 'cookie' } }]);
    expect(logging.LoggingFilter.DefaultBehavior).toBe('DROP');
    expect(JSON.stringify(logging.LoggingFilter.Filters)).toContain('"Action":"BLOCK"');
    expect(JSON.stringify(logging.LoggingFilter.Filters)).toContain('beyou:logged-path');
    expect(rule('label-logged-paths').Action).toEqual({ Count: {} });
  });
});

describe('the edge alarms (stacks/edge/alarms.ts, us-east-1)', () => {
  const onCall = { email: 'ops@beyou.example', httpsUrl: 'https://events.pagerduty.example/integration/abc/enqueue', slack: { workspaceId: 'T0123ABCD', channelId: 'C0456EFGH' } };
  const stack = edgeAlarmsStack(new App(), { stage: 'prod', distributionId: 'E2ABCDEF123456', onCall });
  const t = Template.fromStack(stack);

  it('alarm on CloudFront 5xx and 4xx rates and WAF blocks, in us-east-1, each with an alarm AND an ok action to the region\'s own topic', () => {
    expect(stack.region).toBe('us-east-1');
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      ['prod-beyou-edge-4xx-rate', 'prod-beyou-edge-5xx-rate', 'prod-beyou-edge-alarm-delivery-failed', 'prod-beyou-edge-waf-blocks', 'prod-beyou-edge-waf-signin-blocks'].sort(),
    );
    const topic = Object.keys(t.findResources('AWS::SNS::Topic'))[0];
    for (const a of alarms) {
      expect(a.AlarmActions, a.AlarmName).toEqual([{ Ref: topic }]);
      expect(a.OKActions, a.AlarmName).toEqual([{ Ref: topic }]);
    }
    const byName = Object.fromEntries(alarms.map((a) => [a.AlarmName, a]));
    expect(byName['prod-beyou-edge-5xx-rate']).toMatchObject({ Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate' });
    expect(byName['prod-beyou-edge-5xx-rate'].Dimensions).toEqual(expect.arrayContaining([{ Name: 'DistributionId', Value: 'E2ABCDEF123456' }, { Name: 'Region', Value: 'Global' }]));
    expect(byName['prod-beyou-edge-waf-signin-blocks'].Dimensions).toEqual(expect.arrayContaining([{ Name: 'Rule', Value: 'prod-beyou-edge-rate-per-ip-auth' }]));
    t.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'prod-beyou-edge-alarms' });
  });

  it('reach the on-call: the email, an HTTPS endpoint and a Chatbot Slack channel, as configuration', () => {
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: onCall.email });
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'https', Endpoint: onCall.httpsUrl });
    t.hasResourceProperties('AWS::Chatbot::SlackChannelConfiguration', { SlackWorkspaceId: 'T0123ABCD', SlackChannelId: 'C0456EFGH' });
    const bare = Template.fromStack(edgeAlarmsStack(new App(), { stage: 'prod', distributionId: 'E2ABCDEF123456', onCall: { email: onCall.email } }));
    expect(bare.findResources('AWS::Chatbot::SlackChannelConfiguration')).toEqual({});
    expect(() => edgeAlarmsStack(new App(), { stage: 'prod', distributionId: '', onCall })).toThrow(/distribution id/);
  });
});

describe('the GitHub deploy role (stacks/edge/deploy-role.ts)', () => {
  const t = Template.fromStack(deployRoleStack(new App(), 'beyou-app/backend', '123456789012'));

  it('creates GitHub\'s OIDC provider for sts.amazonaws.com', () => {
    t.hasResourceProperties('AWS::IAM::OIDCProvider', { Url: 'https://token.actions.githubusercontent.com', ClientIdList: ['sts.amazonaws.com'] });
  });

  it('trusts exactly repo:<owner>/<repo>:environment:production with aud sts.amazonaws.com, and nothing else', () => {
    const role = Object.values(t.findResources('AWS::IAM::Role'))[0]!.Properties;
    const [trust, ...others] = role.AssumeRolePolicyDocument.Statement;
    expect(others).toEqual([]);
    expect(trust.Action).toBe('sts:AssumeRoleWithWebIdentity');
    expect(trust.Condition).toEqual({
      StringEquals: {
        'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
        'token.actions.githubusercontent.com:sub': 'repo:beyou-app/backend:environment:production',
      },
    });
    // No StringLike: a wildcard would let a branch, a pull request or another environment in.
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).not.toMatch(/StringLike|\*/);
    expect(JSON.stringify(trust.Principal.Federated)).toContain('GitHubOidc');
  });

  it('may only assume the CDK bootstrap roles of eu-west-1 and us-east-1', () => {
    const role = Object.values(t.findResources('AWS::IAM::Role'))[0]!.Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
    const statements = role.Policies.flatMap((p: any) => p.PolicyDocument.Statement);
    expect(statements).toHaveLength(1);
    expect(statements[0].Action).toEqual(['sts:AssumeRole', 'sts:TagSession']);
    const resources = statements[0].Resource as string[];
    expect(resources).toHaveLength(8);
    for (const r of resources) expect(r).toMatch(new RegExp(`^arn:aws:iam::123456789012:role/cdk-${CDK_QUALIFIER}-(deploy|file-publishing|image-publishing|lookup)-role-123456789012-(eu-west-1|us-east-1)$`));
    expect(t.findResources('AWS::IAM::Policy')).toEqual({});
    expect(() => deployRoleStack(new App(), 'not a repo', '123456789012')).toThrow(/owner/);
  });
});
