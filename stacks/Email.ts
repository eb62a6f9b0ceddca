import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Function, Queue, use, type StackContext } from 'sst/constructs';
import { Api } from './Api';
import { Data, tableAccess, type TableAction } from './Data';
import { DLQ_RETENTION, MAX_RECEIVE_COUNT } from './Jobs';
import { webOrigins } from './web-origins';

/** The feedback worker only marks addresses (core/email/undeliverable.ts: one PutItem each). */
export const MAIL_FEEDBACK_TABLE_ACTIONS: TableAction[] = ['dynamodb:PutItem'];
export const MAIL_FEEDBACK_TIMEOUT_S = 30;

/**
 * The sender identity, from the deploy's `EMAIL_DOMAIN` (a domain SES verifies with Easy DKIM;
 * its CNAME records go into the domain's DNS, README "Deploy"). Prod must name it: mail from a
 * made-up domain would never arrive. Other stages get a placeholder that synthesizes but sends
 * nothing until verified.
 */
export function senderDomain(stage: string, given: string | undefined): string {
  const domain = given?.trim();
  if (!domain) {
    if (stage === 'prod') throw new Error('EMAIL_DOMAIN must be set for the prod stage (the domain Beyou sends email from, e.g. beyou.example)');
    return `${stage}.mail.beyou.invalid`;
  }
  if (!/^(?=.{1,253}$)([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,}$/i.test(domain)) throw new Error(`EMAIL_DOMAIN: "${domain}" is not a domain name`);
  return domain.toLowerCase();
}

/**
 * Email (issue 38): Amazon SES v2 sends the account mails (verify the address, reset the
 * password) from the REST function, the one function that sends: it alone may call
 * ses:SendEmail, from the one sender address, through this configuration set. The set publishes
 * bounces and complaints to SNS → a queue → a worker that marks those addresses undeliverable
 * (and SES's own suppression list takes them too), so Beyou stops writing to them.
 */
export function Email({ stack, app }: StackContext) {
  const { table } = use(Data);
  const { handler } = use(Api);
  const domain = senderDomain(app.stage, process.env.EMAIL_DOMAIN);
  const fromAddress = `no-reply@${domain}`;

  // Named, not generated: the REST function (in the Api stack) is given plain strings, so the
  // two stacks hold no cross-stack reference to each other (this one already uses the Api's).
  const configurationSetName = `${app.name}-${app.stage}-mail`;
  const configurationSet = new ConfigurationSet(stack, 'MailConfigurationSet', {
    configurationSetName,
    reputationMetrics: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  const identity = new EmailIdentity(stack, 'SenderIdentity', { identity: Identity.domain(domain), configurationSet });

  const feedbackTopic = new Topic(stack, 'MailFeedbackTopic', { enforceSSL: true });
  configurationSet.addEventDestination('BouncesAndComplaints', {
    destination: EventDestination.snsTopic(feedbackTopic),
    events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
  });

  const feedbackDlq = new Queue(stack, 'mail-feedback-dlq', { cdk: { queue: { retentionPeriod: DLQ_RETENTION, enforceSSL: true } } });
  const feedbackQueue = new Queue(stack, 'mail-feedback', {
    cdk: {
      queue: {
        visibilityTimeout: Duration.seconds(6 * MAIL_FEEDBACK_TIMEOUT_S),
        deadLetterQueue: { queue: feedbackDlq.cdk.queue, maxReceiveCount: MAX_RECEIVE_COUNT },
        enforceSSL: true,
      },
    },
  });
  // Raw delivery: the queue holds SES's event itself (the worker reads an SNS envelope too).
  feedbackTopic.addSubscription(new SqsSubscription(feedbackQueue.cdk.queue, { rawMessageDelivery: true }));
  const worker = new Function(stack, 'MailFeedbackWorker', {
    handler: 'functions/mail-feedback.handler',
    timeout: MAIL_FEEDBACK_TIMEOUT_S,
    environment: { TABLE_NAME: table.tableName },
    permissions: tableAccess(table, MAIL_FEEDBACK_TABLE_ACTIONS),
  });
  feedbackQueue.addConsumer(stack, { function: worker, cdk: { eventSource: { batchSize: 10, reportBatchItemFailures: true } } });

  // The sending function: ses:SendEmail only (not SendRawEmail or templates), on this identity
  // and this configuration set, from this one address.
  const arn = (resource: string, resourceName: string) => Stack.of(handler).formatArn({ service: 'ses', resource, resourceName });
  handler.attachPermissions([
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [arn('identity', domain), arn('configuration-set', configurationSetName)],
      conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
    }),
  ]);
  handler.addEnvironment('EMAIL_TRANSPORT', 'ses');
  handler.addEnvironment('EMAIL_FROM', `Beyou <${fromAddress}>`);
  handler.addEnvironment('EMAIL_CONFIGURATION_SET', configurationSetName);
  // Links open the web client: its first origin (prod must name it, stacks/web-origins.ts).
  const web = webOrigins(app.stage, process.env.WEB_ORIGIN).find((o) => o !== '*');
  if (web) handler.addEnvironment('WEB_BASE_URL', web);

  return { configurationSet, identity, feedbackTopic, feedbackQueue, feedbackDlq, mailFeedbackWorker: worker };
}
