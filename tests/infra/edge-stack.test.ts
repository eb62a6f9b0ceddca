import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../functions/http/origin-guard';
import { AGENT_CONCURRENCY } from '../../stacks/Agent';
import { AGENT_STREAM_PATHS, ORIGIN_READ_TIMEOUT_S } from '../../stacks/Edge';
import { originSecretName } from '../../stacks/edge/origin-secret';
import { DAY_CLOSE_MAX_AGE_S, DAY_CLOSE_WORKER_CONCURRENCY } from '../../stacks/Jobs';
import { AGENT_CONCURRENCY_ALARM_SHARE, TURN_LOG_MESSAGES } from '../../stacks/monitoring/agent-alarms';
import { LLM_METRICS, LLM_NAMESPACE } from '../../stacks/monitoring/llm';
import { SPEND_ALARM_SHARE } from '../../stacks/monitoring/spend';
import { secretsFor } from '../../stacks/Secrets';
import { CLOSE_S_PER_USER, DAY_CLOSE_TARGET_S, TABLE_WARM_THROUGHPUT, TRAFFIC } from '../../stacks/sizing';
import { appFunctions, envOf, PROD_DEPLOY_ENV, PROD_OPTIONAL_ENV, synth, type Synth } from './synth';

/**
 * The second AWS review's items (issue 34), checked on the synthesized prod templates: REST
 * and the agent behind one distribution with the WAF, the origin secret's rotation, the alarms
 * and who they reach, the export bucket's CORS, the AUTH_SECRET fallback, the night's sizing.
 * The us-east-1 stacks and the deploy role: tests/infra/edge.test.ts.
 */
let prod: Synth;
beforeAll(async () => {
  prod = await synth('prod', { ...PROD_DEPLOY_ENV, ...PROD_OPTIONAL_ENV });
}, 600_000);

type Res = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
const all = (s: Synth, stack: keyof Synth['templates'], type: string) => Object.entries(s.templates[stack].findResources(type)) as [string, Res][];
const sole = (s: Synth, stack: keyof Synth['templates'], type: string) => {
  const found = all(s, stack, type);
  expect(found, type).toHaveLength(1);
  return found[0]![1];
};
const fn = (s: Synth, stack: keyof Synth['templates'], handler: string) => Object.values(appFunctions(s.templates[stack])).find((f) => f.Properties?.Handler === handler)!;
const ref = (name: string) => `{{resolve:secretsmanager:${name}:SecretString:::}}`;

describe('one origin: REST and the agent behind one CloudFront distribution and its WAF', () => {
  const config = () => sole(prod, 'Edge', 'AWS::CloudFront::Distribution').Properties.DistributionConfig;

  it('serves REST (API Gateway) by default and the agent\'s stream paths from its function URL, both behind the WAF', () => {
    const d = config();
    expect(d.WebACLId).toBe(PROD_DEPLOY_ENV.EDGE_WAF_ACL_ARN);
    const origins = Object.fromEntries(d.Origins.map((o: any) => [o.Id, o]));
    const rest = origins[d.DefaultCacheBehavior.TargetOriginId];
    expect(JSON.stringify(rest.DomainName)).toMatch(/Fn::Select.*Api/s);
    expect(rest.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const paths = d.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(paths).toEqual([...AGENT_STREAM_PATHS]);
    for (const b of d.CacheBehaviors) {
      const agent = origins[b.TargetOriginId];
      expect(JSON.stringify(agent.DomainName)).toMatch(/AgentStreamFunctionUrl|AgentStreamurl/i);
      expect(agent.CustomOriginConfig.OriginReadTimeout).toBe(ORIGIN_READ_TIMEOUT_S);
      expect(b.Compress).toBe(false);
    }
    // The client's stream routes reach the agent; its REST routes do not.
    const glob = (p: string) => new RegExp(`^${p.replace(/\*/g, '.*')}$`);
    const toAgent = (path: string) => AGENT_STREAM_PATHS.some((p) => glob(p).test(path));
    expect(toAgent('/ai/agent/chats/cht_1/stream')).toBe(true);
    expect(toAgent('/ai/agent/chats/cht_1/turns/trn_1/stream')).toBe(true);
    expect(toAgent('/ai/agent/chats/cht_1/turns/trn_1/approvals/apr_1')).toBe(true);
    expect(toAgent('/ai/agent/chats/cht_1/turns/trn_1')).toBe(false);
    expect(toAgent('/ai/agent/chats')).toBe(false);
    for (const b of [d.DefaultCacheBehavior, ...d.CacheBehaviors]) {
      expect(b).toMatchObject({
        ViewerProtocolPolicy: 'https-only',
        CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
        OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      });
      expect(b.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']));
      expect(b.FunctionAssociations).toHaveLength(1);
      expect(b.FunctionAssociations[0].EventType).toBe('viewer-request');
    }
  });

  it('passes the viewer\'s IP in a header the client cannot forge (a viewer-request function overwrites it)', () => {
    const f = sole(prod, 'Edge', 'AWS::CloudFront::Function').Properties;
    expect(f.FunctionCode).toContain(`event.request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip }`);
    expect(f.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
  });

  it('serves the custom domain on its ACM certificate with TLSv1.2_2021, and gives clients that address only', () => {
    const d = config();
    expect(d.Aliases).toEqual([PROD_DEPLOY_ENV.EDGE_DOMAIN]);
    expect(d.ViewerCertificate).toEqual({ AcmCertificateArn: PROD_DEPLOY_ENV.EDGE_CERTIFICATE_ARN, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    const outputs = JSON.stringify(prod.templates.Edge.toJSON().Outputs);
    expect(outputs).toContain(`https://${PROD_DEPLOY_ENV.EDGE_DOMAIN}`);
    expect(JSON.stringify(prod.templates.Api.toJSON().Outputs ?? {})).not.toContain('ApiUrl');
    expect(JSON.stringify(prod.templates.Agent.toJSON().Outputs ?? {})).not.toContain('AgentUrl');
  });
});

describe('the origin secret: two values accepted, rotated by a template input, unreadable to non-admins', () => {
  it('keeps generations N, N-1, N-2 in Secrets Manager, generated (never in a template)', () => {
    const names = all(prod, 'Secrets', 'AWS::SecretsManager::Secret').map(([, r]) => r.Properties.Name).sort();
    expect(names).toEqual([originSecretName('prod', 1), originSecretName('prod', 2)]);
    for (const [, r] of all(prod, 'Secrets', 'AWS::SecretsManager::Secret')) expect(r.Properties.GenerateSecretString.PasswordLength).toBe(48);
  });

  it('CloudFront sends generation N to both origins; both functions accept N and N-1', () => {
    const current = ref(originSecretName('prod', 2));
    const previous = ref(originSecretName('prod', 1));
    for (const o of sole(prod, 'Edge', 'AWS::CloudFront::Distribution').Properties.DistributionConfig.Origins) {
      expect(o.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: current }]);
    }
    for (const [stack, handler] of [['Api', 'functions/api.handler'], ['Agent', 'functions/agent-stream.handler']] as const) {
      const env = envOf(fn(prod, stack, handler));
      expect(env.ORIGIN_VERIFY_SECRET, handler).toBe(current);
      expect(env.ORIGIN_VERIFY_SECRET_PREVIOUS, handler).toBe(previous);
    }
  });

  it('updates the functions before the distribution in one deploy (Edge is deployed after Api and Agent)', () => {
    const deps = JSON.stringify(prod.templates.Edge.toJSON());
    expect(deps).toMatch(/Fn::ImportValue.*prod-beyou-Api/s);
    expect(deps).toMatch(/Fn::ImportValue.*prod-beyou-Agent/s);
  });

  it('gives operators a policy denying reads of the function and distribution configuration and the secrets, attached to NON_ADMIN_ROLES', () => {
    const policy = sole(prod, 'Edge', 'AWS::IAM::ManagedPolicy').Properties;
    expect(policy.ManagedPolicyName).toBe('prod-beyou-deny-origin-secret-read');
    const deny = policy.PolicyDocument.Statement;
    for (const s of deny) expect(s.Effect).toBe('Deny');
    const actions = deny.flatMap((s: any) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['lambda:GetFunction', 'lambda:GetFunctionConfiguration', 'cloudfront:GetDistribution', 'cloudfront:GetDistributionConfig', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:RotateSecret']));
    expect(JSON.stringify(deny)).toContain(originSecretName('prod', 2));
    expect(policy.Roles).toEqual(['beyou-support', 'beyou-readonly']);
  });
});

describe('alarms that page (eu-west-1)', () => {
  const alarms = () => all(prod, 'Dashboard', 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
  const byName = () => Object.fromEntries(alarms().map((a) => [a.AlarmName, a]));

  it('has the review\'s missing alarms', () => {
    const names = alarms().map((a) => a.AlarmName);
    for (const n of [
      'table-throttles', 'table-system-errors', 'agent-url-5xx', 'agent-transcript-persist-failed', 'agent-turns-interrupted',
      'agent-concurrency-high', 'api-4xx-rate', 'api-429-rate', 'alarm-delivery-failed', 'origin-guard-rejections',
      'briefingWorker-near-timeout', 'dayCloseWorker-near-timeout', 'sourceWorker-near-timeout', 'roadmapWorker-near-timeout',
    ]) expect(names, n).toContain(`prod-beyou-${n}`);
    expect(byName()['prod-beyou-agent-concurrency-high']).toMatchObject({ MetricName: 'ConcurrentExecutions', Threshold: Math.floor(AGENT_CONCURRENCY_ALARM_SHARE * AGENT_CONCURRENCY) });
    expect(byName()['prod-beyou-agent-url-5xx']).toMatchObject({ MetricName: 'Url5xxCount', Namespace: 'AWS/Lambda' });
    expect(byName()['prod-beyou-dayCloseWorker-near-timeout']).toMatchObject({ MetricName: 'Duration', Statistic: 'Maximum', Threshold: 48_000 });
  });

  it('alarms at 80 % of the paid spill-over\'s monthly budget, graphs its spend, and gives the chain\'s functions its key and budget', () => {
    const a = byName()['prod-beyou-llm-spend-80pct'];
    expect(a).toMatchObject({ Namespace: LLM_NAMESPACE, MetricName: LLM_METRICS.monthSpend, Statistic: 'Maximum', Threshold: SPEND_ALARM_SHARE * 200, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(a.Dimensions).toEqual([{ Name: 'service', Value: 'beyou-prod' }]);
    // A quiet hour without paid calls is not "back under the line".
    expect(a.TreatMissingData).toBe('ignore');
    const body = JSON.stringify(sole(prod, 'Dashboard', 'AWS::CloudWatch::Dashboard').Properties.DashboardBody);
    expect(body).toContain('LLM paid spill-over: spend this month (USD), budget $200');
    expect(body).toContain(LLM_METRICS.spend);
    // The functions that run the chain hold the paid key (P1: Mistral's paid tier) and the budget; the others neither.
    const fns = Object.values(prod.templates).flatMap((t) => Object.values(appFunctions(t)));
    const withKey = fns.filter((f) => 'SST_Secret_value_MISTRAL_PAID_API_KEY' in envOf(f));
    expect(withKey).toHaveLength(['api', 'agentStream', 'briefingWorker', 'roadmapWorker'].length);
    for (const f of withKey) expect(envOf(f).AI_MONTHLY_BUDGET_USD).toBe('200');
    expect(secretsFor('briefingWorker', 'prod', 200)).toContain('MISTRAL_PAID_API_KEY');
    expect(secretsFor('sourceWorker', 'prod', 200)).not.toContain('MISTRAL_PAID_API_KEY');
  });

  it('sends every alarm AND its recovery to the topic, which reaches the email, an HTTPS on-call endpoint and Slack', () => {
    const [topicId] = all(prod, 'Dashboard', 'AWS::SNS::Topic').map(([id]) => id);
    for (const a of alarms()) {
      expect(a.AlarmActions, a.AlarmName).toEqual([{ Ref: topicId }]);
      expect(a.OKActions, a.AlarmName).toEqual([{ Ref: topicId }]);
    }
    const subs = all(prod, 'Dashboard', 'AWS::SNS::Subscription').map(([, s]) => [s.Properties.Protocol, s.Properties.Endpoint]);
    expect(subs).toEqual(expect.arrayContaining([['email', PROD_DEPLOY_ENV.ALARM_EMAIL], ['https', PROD_OPTIONAL_ENV.ONCALL_HTTPS_URL]]));
    const slack = sole(prod, 'Dashboard', 'AWS::Chatbot::SlackChannelConfiguration').Properties;
    expect([slack.SlackWorkspaceId, slack.SlackChannelId].join('/')).toBe(PROD_OPTIONAL_ENV.ONCALL_SLACK);
    expect(slack.SnsTopicArns).toEqual([{ Ref: topicId }]);
  });

  it('keeps DayCloseMissing quiet until the schedule has run (missing is not breaching; FILL counts silent hours once it has)', () => {
    const a = byName()['prod-beyou-day-close-not-running'];
    expect(a.TreatMissingData).toBe('notBreaching');
    expect(a.Metrics.find((m: any) => m.Expression).Expression).toBe('FILL(runs, 0)');
    expect(a.Metrics.find((m: any) => m.Id === 'runs').MetricStat.Metric.MetricName).toBe('Invocations');
    expect(a).toMatchObject({ ComparisonOperator: 'LessThanThreshold', Threshold: 1, EvaluationPeriods: 2 });
  });

  it('counts turn failures and 429s from log lines that really exist', () => {
    const filters = all(prod, 'Dashboard', 'AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    const patterns = filters.map((f) => f.FilterPattern).join('\n');
    const agentSource = sourcesUnder('core/ai/agent');
    for (const m of [...TURN_LOG_MESSAGES.persistFailed, ...TURN_LOG_MESSAGES.interrupted]) {
      expect(patterns).toContain(`"${m}"`);
      expect(agentSource, `core/ai/agent no longer logs "${m}"`).toContain(`'${m}'`);
    }
    expect(patterns).toContain('$.status = "429"');
    expect(patterns).toMatch(/\$\.outcome = "interrupted"/);
  });
});

describe('the rest of the review', () => {
  it('lets the web client read an export through the presigned redirect (CORS for its origin, and `null` after the redirect)', () => {
    const bucket = sole(prod, 'Exports', 'AWS::S3::Bucket').Properties;
    expect(bucket.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: [PROD_DEPLOY_ENV.WEB_ORIGIN, 'null'], AllowedMethods: ['GET', 'HEAD'] }),
    ]);
  });

  it('denies prod\'s token signers the shared .fallback AUTH_SECRET', () => {
    for (const stack of ['Api', 'Agent'] as const) {
      const statements = all(prod, stack, 'AWS::IAM::Policy').flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
      const deny = statements.find((s: any) => s.Effect === 'Deny');
      expect(deny, stack).toBeDefined();
      expect(JSON.stringify(deny.Resource)).toContain('/sst/beyou/.fallback/Secret/AUTH_SECRET/value');
      expect(deny.Action).toEqual(expect.arrayContaining(['ssm:GetParameters']));
    }
  });

  it('sizes the night with headroom under its 30-minute alarm, and warms the table for its writes', () => {
    const closeMinutes = (TRAFFIC.monthlyUsers * CLOSE_S_PER_USER) / DAY_CLOSE_WORKER_CONCURRENCY / 60;
    expect(closeMinutes).toBeLessThanOrEqual(DAY_CLOSE_TARGET_S / 60);
    expect(closeMinutes).toBeLessThan(0.7 * (DAY_CLOSE_MAX_AGE_S / 60));
    expect(DAY_CLOSE_WORKER_CONCURRENCY).toBe(9);
    const table = sole(prod, 'Data', 'AWS::DynamoDB::Table').Properties;
    expect(table.WarmThroughput).toEqual({ ReadUnitsPerSecond: TABLE_WARM_THROUGHPUT.readUnitsPerSecond, WriteUnitsPerSecond: TABLE_WARM_THROUGHPUT.writeUnitsPerSecond });
    expect(TABLE_WARM_THROUGHPUT.writeUnitsPerSecond).toBe(7000);
  });

  it('asks AWS in the README for the concurrency the reservations really need (reserved + 100 unreserved)', () => {
    const reserved = Object.values(prod.templates)
      .flatMap((t) => Object.values(appFunctions(t)))
      .reduce((n, f) => n + Number(f.Properties?.ReservedConcurrentExecutions ?? 0), 0);
    expect(reserved).toBe(AGENT_CONCURRENCY + DAY_CLOSE_WORKER_CONCURRENCY);
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`${AGENT_CONCURRENCY} + ${DAY_CLOSE_WORKER_CONCURRENCY} + 100 = ${reserved + 100}`);
  });
});

function sourcesUnder(dir: string): string {
  return readdirSync(dir)
    .map((n) => join(dir, n))
    .map((p) => (statSync(p).isDirectory() ? sourcesUnder(p) : p.endsWith('.ts') ? readFileSync(p, 'utf8') : ''))
    .join('\n');
}
