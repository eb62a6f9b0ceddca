import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from './message';

/**
 * Amazon SES v2. Every message goes through the configuration set (stacks/Email.ts), whose
 * event destination publishes bounces and complaints to SNS → the feedback queue
 * (core/email/feedback-worker.ts marks such addresses undeliverable).
 */
export function sesMailer(region: string, configurationSet: string | undefined): Mailer {
  const client = new SESv2Client({ region });
  return {
    async send(message, from) {
      const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: { Simple: { Subject: utf8(message.subject), Body: { Text: utf8(message.text), Html: utf8(message.html) } } },
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        }),
      );
    },
  };
}
