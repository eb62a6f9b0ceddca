import type { Deps } from '../context';
import { outboxMailer } from './outbox';
import { sesMailer } from './ses';
import type { MailLanguage, Mailer } from './message';
import { renderMail, type MailKind } from './templates';
import { undeliverableReason } from './undeliverable';

const mailers = new WeakMap<object, Mailer>();

/** The composition root's mailer (one per config, like the SQS client): outbox, SES or none. */
function mailerFor(deps: Deps): Mailer {
  let m = mailers.get(deps.config);
  if (!m) {
    const { email } = deps.config;
    m =
      email.transport === 'ses'
        ? sesMailer(deps.config.db.region, email.configurationSet)
        : email.transport === 'outbox'
          ? outboxMailer(email.outboxDir, deps.clock)
          : { send: async () => deps.log.info('mail dropped (EMAIL_TRANSPORT=none)') };
    mailers.set(deps.config, m);
  }
  return m;
}

/** A link into the web client's hash route `page`, carrying the token as `token=<value>`. */
export function webLink(deps: Deps, page: string, token: string): string {
  const base = deps.config.email.webBaseUrl;
  if (!base) throw new Error('WEB_BASE_URL is not configured: links in emails would point nowhere');
  return `${base}/#/${page}?token=${token}`;
}

export interface MailRequest {
  to: string;
  kind: MailKind;
  language: MailLanguage;
  /** The display name to greet, when the mail may carry it (templates.ts cleans it). */
  name?: string;
  /** The web client's page the link opens, and the token it carries. */
  page: string;
  token: string;
}

/**
 * Render and send one message. Answers whether it went out: an address SES reported as
 * undeliverable is skipped, and a transport failure is logged (kind and error name only, never
 * the address or the link, which holds a token) rather than thrown, because the request that
 * asked for the mail must answer the same whatever happens to it.
 */
export async function sendMail(deps: Deps, req: MailRequest): Promise<boolean> {
  try {
    if (await undeliverableReason(deps, req.to)) {
      deps.log.info('mail skipped: address undeliverable', { kind: req.kind });
      return false;
    }
    const message = renderMail(req.kind, req.language, req.to, { name: req.name, link: webLink(deps, req.page, req.token) });
    await mailerFor(deps).send(message, deps.config.email.from);
    return true;
  } catch (err) {
    deps.log.error('mail not sent', { kind: req.kind, errorName: (err as Error)?.name });
    return false;
  }
}
