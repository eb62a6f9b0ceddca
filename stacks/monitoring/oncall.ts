import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { SlackChannelConfiguration } from 'aws-cdk-lib/aws-chatbot';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SubscriptionProtocol } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

/**
 * Who an alarm reaches. The email stays (required in prod), but an address is read when someone
 * reads it: the pager is pluggable beside it, as deploy-time configuration, for both regions'
 * topics (this stack's in eu-west-1, the edge's in us-east-1):
 * - `ONCALL_HTTPS_URL`: an HTTPS endpoint subscribed to the topic (PagerDuty's or Opsgenie's
 *   CloudWatch integration URL, an incident webhook);
 * - `ONCALL_SLACK`: `<workspaceId>/<channelId>`, an AWS Chatbot Slack channel (the workspace
 *   authorised once in the Chatbot console) that posts every alarm and its recovery.
 */
export interface OnCall {
  email?: string;
  httpsUrl?: string;
  slack?: { workspaceId: string; channelId: string };
}

export function onCallFromEnv(stage: string, env: Record<string, string | undefined>): OnCall {
  const httpsUrl = env.ONCALL_HTTPS_URL?.trim() || undefined;
  if (httpsUrl && !(URL.canParse(httpsUrl) && new URL(httpsUrl).protocol === 'https:')) throw new Error('ONCALL_HTTPS_URL must be an https:// URL');
  const slackRaw = env.ONCALL_SLACK?.trim();
  let slack: OnCall['slack'];
  if (slackRaw) {
    const m = /^(T[A-Z0-9]+)\/(C[A-Z0-9]+)$/.exec(slackRaw);
    if (!m) throw new Error(`ONCALL_SLACK: "${slackRaw}" is not <workspaceId>/<channelId> (e.g. T0123ABCD/C0456EFGH)`);
    slack = { workspaceId: m[1]!, channelId: m[2]! };
  }
  return { email: alarmEmail(stage, env.ALARM_EMAIL), httpsUrl, slack };
}

/**
 * `ALARM_EMAIL`. Required in prod, like WEB_ORIGIN: alarms that notify nobody are a dashboard
 * nobody watches. Optional on other stages.
 */
export function alarmEmail(stage: string, given: string | undefined): string | undefined {
  const email = given?.trim();
  if (!email) {
    if (stage === 'prod') throw new Error('ALARM_EMAIL must be set for the prod stage (who the alarms notify, e.g. ops@beyou.example)');
    return undefined;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`ALARM_EMAIL: "${email}" is not an email address`);
  return email;
}

/** The region's alarm topic `<name>-alarms` with the on-call subscriptions. */
export function alarmTopic(scope: Construct, name: string, onCall: OnCall): Topic {
  const topic = new Topic(scope, 'AlarmTopic', { topicName: `${name}-alarms` });
  if (onCall.email) topic.addSubscription(new EmailSubscription(onCall.email));
  if (onCall.httpsUrl) topic.addSubscription(new UrlSubscription(onCall.httpsUrl, { protocol: SubscriptionProtocol.HTTPS }));
  if (onCall.slack) {
    new SlackChannelConfiguration(scope, 'OnCallSlack', {
      slackChannelConfigurationName: `${name}-alarms`,
      slackWorkspaceId: onCall.slack.workspaceId,
      slackChannelId: onCall.slack.channelId,
      notificationTopics: [topic],
    });
  }
  return topic;
}

/** Both transitions notify: ALARM pages, OK tells the person paged that it is over. */
export function notify(alarms: Alarm[], topic: Topic): void {
  const action = new SnsAction(topic);
  for (const alarm of alarms) {
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
  }
}
