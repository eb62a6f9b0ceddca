/** One rendered message, ready for any transport (the outbox file or Amazon SES). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The email port: the local outbox and SES both implement it (core/email/mailer.ts picks one). */
export interface Mailer {
  send(message: MailMessage, from: string): Promise<void>;
}

/** The languages a person can pick (configuration `language`). */
export type MailLanguage = 'en' | 'pt';
