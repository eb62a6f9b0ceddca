import { App, DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PERIOD } from '../monitoring/layout';
import { alarmTopic, notify, type OnCall } from '../monitoring/oncall';
import { deliveryAlarm } from '../monitoring/platform-alarms';

/**
 * The edge's alarms. CloudFront's and a CloudFront WebACL's metrics exist only in us-east-1,
 * and an alarm notifies a topic of its own region, so they live here with their own topic
 * `<stage>-beyou-edge-alarms` and the same on-call subscriptions as eu-west-1's. Deployed after
 * `sst deploy`, which creates the distribution whose id this needs (README "Deploy").
 */
export interface EdgeAlarmProps {
  stage: string;
  distributionId: string;
  onCall: OnCall;
}

const sum = { statistic: 'Sum', period: PERIOD };
const waf = (acl: string, rule: string) => new Metric({ namespace: 'AWS/WAFV2', metricName: 'BlockedRequests', dimensionsMap: { WebACL: acl, Rule: rule }, ...sum });
const cloudFront = (distributionId: string, metricName: string) =>
  new Metric({ namespace: 'AWS/CloudFront', metricName, dimensionsMap: { DistributionId: distributionId, Region: 'Global' }, statistic: 'Average', period: PERIOD });

export function edgeAlarmsStack(app: App, p: EdgeAlarmProps): Stack {
  if (!/^E[A-Z0-9]{8,20}$/.test(p.distributionId)) throw new Error(`"${p.distributionId}" is not a CloudFront distribution id (the Edge stack's EdgeDistributionId output)`);
  const stack = new Stack(app, `${p.stage}-beyou-edge-alarms`, {
    env: { region: 'us-east-1' },
    synthesizer: new DefaultStackSynthesizer({ generateBootstrapVersionRule: false }),
    description: `Beyou ${p.stage}: alarms of the CloudFront distribution and its WAF (stacks/edge/alarms.ts)`,
  });
  const name = `${p.stage}-beyou-edge`;
  const topic = alarmTopic(stack, `${name}`, p.onCall);
  const base = { evaluationPeriods: 2, datapointsToAlarm: 2, treatMissingData: TreatMissingData.NOT_BREACHING } as const;
  const alarms = [
    new Alarm(stack, 'Edge5xxRate', {
      alarmName: `${name}-5xx-rate`,
      alarmDescription: 'More than 5% of the distribution\'s answers were 5xx for 10 minutes (an origin down, timing out, or refusing CloudFront: a failed origin-secret rotation shows here).',
      metric: cloudFront(p.distributionId, '5xxErrorRate'),
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      ...base,
    }),
    new Alarm(stack, 'Edge4xxRate', {
      alarmName: `${name}-4xx-rate`,
      alarmDescription: 'More than 25% of the distribution\'s answers were 4xx (the WAF\'s 429s and 413s included) for 10 minutes.',
      metric: cloudFront(p.distributionId, '4xxErrorRate'),
      threshold: 25,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      ...base,
    }),
    new Alarm(stack, 'WafBlocks', {
      alarmName: `${name}-waf-blocks`,
      alarmDescription: 'The WAF blocked 1,000+ requests in 5 minutes, two periods running (a flood, or a rule refusing real users: see the WAF log).',
      metric: waf(name, 'ALL'),
      threshold: 1000,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      ...base,
    }),
    new Alarm(stack, 'WafAuthBlocks', {
      alarmName: `${name}-waf-signin-blocks`,
      alarmDescription: 'The sign-in rate rule blocked 50+ requests in 5 minutes: credential stuffing, or a classroom over the limit.',
      metric: waf(name, `${name}-rate-per-ip-auth`),
      threshold: 50,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    deliveryAlarm(stack, name, topic),
  ];
  notify(alarms, topic);
  return stack;
}
