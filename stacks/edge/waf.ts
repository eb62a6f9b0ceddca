import { App, ArnFormat, CfnOutput, DefaultStackSynthesizer, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnCertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LOG_RETENTION } from '../logging';
import { BLOCK_BODIES, edgeRules, LOGGED_LABEL } from './waf-rules';

export { AUTH_RATE_PER_IP_5MIN, MAX_BODY_BYTES, RATE_PER_IP_5MIN, WAF_RETRY_AFTER_S } from './waf-rules';

/**
 * The edge's WAF, in front of the one CloudFront distribution (REST and the agent,
 * stacks/Edge.ts), its logs, and the custom domain's certificate.
 *
 * A WebACL for CloudFront, its log group and CloudFront's certificate must all live in
 * us-east-1, and SST v2 deploys every stack of an app in the app's region (it refuses a stack
 * `env`), so this is a plain CloudFormation stack of its own: `npx tsx stacks/edge/waf-app.ts
 * <stage>` writes its template, the deploy workflow deploys it in us-east-1 before `sst deploy`
 * and passes its outputs as EDGE_WAF_ACL_ARN and EDGE_CERTIFICATE_ARN. README "Deploy".
 */
export function edgeWebAcl(stack: Stack, name: string): CfnWebACL {
  return new CfnWebACL(stack, 'EdgeWebAcl', {
    name,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: name },
    customResponseBodies: BLOCK_BODIES,
    // The body-size rule must see up to the app's 64 KB (CloudFront's default is 16 KB).
    associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: 'KB_64' } } },
    rules: edgeRules(name),
  });
}

/**
 * WAF logs: the only place the viewer's IP is kept for the agent's path (the function URL's
 * own view is CloudFront's). Every blocked request and every request to the agent or sign-in
 * (the label), not the whole REST traffic (~70 M lines a month: docs/cost.md). The group's
 * name must start with `aws-waf-logs-`; kept LOG_RETENTION like every log. Authorization and
 * cookies are redacted: a token must never reach a log.
 */
function wafLogs(stack: Stack, name: string, acl: CfnWebACL): LogGroup {
  const groupName = `aws-waf-logs-${name}`;
  const group = new LogGroup(stack, 'WafLogs', { logGroupName: groupName, retention: LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
  const logging = new CfnLoggingConfiguration(stack, 'WafLogging', {
    resourceArn: acl.attrArn,
    // WAF wants the group's ARN without the `:*` CloudFormation's Arn attribute ends with.
    logDestinationConfigs: [stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: groupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
    redactedFields: [{ singleHeader: { Name: 'authorization' } }, { singleHeader: { Name: 'cookie' } }],
    loggingFilter: {
      DefaultBehavior: 'DROP',
      Filters: [
        { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] },
        {
          Behavior: 'KEEP',
          Requirement: 'MEETS_ANY',
          Conditions: [{ LabelNameCondition: { LabelName: Fn.sub(`awswaf:\${AWS::AccountId}:webacl:${name}:${LOGGED_LABEL}`) } }],
        },
      ],
    },
  });
  logging.node.addDependency(group);
  return group;
}

/** The us-east-1 stack (no assets, no CDK bootstrap needed). `domain`: EDGE_DOMAIN, whose certificate it issues. */
export function edgeWafStack(app: App, stage: string, domain?: string): Stack {
  const stack = new Stack(app, `${stage}-beyou-edge`, {
    env: { region: 'us-east-1' },
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    description: `Beyou ${stage}: WAF, WAF logs and certificate of the CloudFront distribution (stacks/edge/waf.ts)`,
  });
  const name = `${stage}-beyou-edge`;
  const acl = edgeWebAcl(stack, name);
  wafLogs(stack, name, acl);
  new CfnOutput(stack, 'WebAclArn', { value: acl.attrArn });
  if (domain) {
    // DNS-validated: the stack waits until the CNAME ACM asks for exists (README "Deploy").
    const cert = new CfnCertificate(stack, 'EdgeCertificate', { domainName: domain, validationMethod: 'DNS' });
    new CfnOutput(stack, 'CertificateArn', { value: cert.ref });
  }
  return stack;
}
