import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_FEEDBACK_TABLE_ACTIONS, senderDomain } from '../../stacks/Email';
import { appFunctions, envOf, PROD_DEPLOY_ENV, synth, type Synth } from './synth';

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

let prod: Synth;

beforeAll(async () => {
  prod = await synth('prod', PROD_DEPLOY_ENV);
}, 600_000);

/** Every IAM statement of every policy in every stack, with the policy's roles. */
function statements(s: Synth): { roles: unknown; stmt: { Action: string | string[]; Resource: unknown; Condition?: unknown } }[] {
  return Object.values(s.templates).flatMap((t) =>
    Object.values(t.findResources('AWS::IAM::Policy') as Resources).flatMap((p) =>
      (p.Properties!.PolicyDocument.Statement as any[]).map((stmt) => ({ roles: p.Properties!.Roles, stmt })),
    ),
  );
}
const actionsOf = (stmt: { Action: string | string[] }) => [stmt.Action].flat();

describe('email on AWS (stacks/Email.ts)', () => {
  it('verifies the sender domain as an SES identity that sends through the configuration set', () => {
    const t = prod.templates.Email;
    t.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'beyou.example',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    t.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'beyou-prod-mail',
      SuppressionOptions: { SuppressedReasons: Match.arrayWith(['BOUNCE', 'COMPLAINT']) },
    });
  });

  it('publishes bounces and complaints to SNS, subscribed by a queue (with its DLQ) whose worker marks addresses', () => {
    const t = prod.templates.Email;
    t.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: { Enabled: true, MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint']), SnsDestination: { TopicARN: Match.anyValue() } },
    });
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', RawMessageDelivery: true });
    t.hasResourceProperties('AWS::SQS::Queue', { RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() } });
    t.hasResourceProperties('AWS::Lambda::EventSourceMapping', { FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const worker = Object.values(appFunctions(t)).find((f) => String(f.Properties?.Handler).includes('mail-feedback'));
    expect(worker, 'the feedback worker').toBeDefined();
    // The worker may only write its marks: one action on the table, and no SES right at all.
    const workerRole = (worker!.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const mine = statements(prod).filter((s) => JSON.stringify(s.roles).includes(workerRole)).flatMap((s) => actionsOf(s.stmt));
    expect(mine.filter((a) => a.startsWith('dynamodb:'))).toEqual(MAIL_FEEDBACK_TABLE_ACTIONS);
    expect(mine.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('grants ses:SendEmail to exactly one function (the REST API), on the identity and the set, from the one address', () => {
    const sending = statements(prod).filter((s) => actionsOf(s.stmt).some((a) => a.startsWith('ses:')));
    expect(sending).toHaveLength(1);
    const [{ stmt, roles }] = sending as [(typeof sending)[number]];
    expect(actionsOf(stmt)).toEqual(['ses:SendEmail']);
    const resources = JSON.stringify(stmt.Resource);
    expect(resources).toContain(':identity/beyou.example');
    expect(resources).toContain(':configuration-set/beyou-prod-mail');
    expect(resources).not.toContain('*');
    expect(stmt.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@beyou.example' } });

    const api = Object.values(appFunctions(prod.templates.Api)).find((f) => String(f.Properties?.Handler).includes('api.handler'))!;
    expect(JSON.stringify(roles)).toContain((api.Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]);
    expect(envOf(api)).toMatchObject({
      EMAIL_TRANSPORT: 'ses',
      EMAIL_FROM: 'Beyou <no-reply@beyou.example>',
      EMAIL_CONFIGURATION_SET: 'beyou-prod-mail',
      WEB_BASE_URL: PROD_DEPLOY_ENV.WEB_ORIGIN,
    });
  });

  it('prod refuses to deploy without a sender domain; other stages get a placeholder', () => {
    expect(() => senderDomain('prod', undefined)).toThrow(/EMAIL_DOMAIN/);
    expect(() => senderDomain('prod', 'not a domain')).toThrow(/EMAIL_DOMAIN/);
    expect(senderDomain('test', undefined)).toBe('test.mail.beyou.invalid');
  });
});
