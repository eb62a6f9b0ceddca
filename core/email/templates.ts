import { mailName } from './mail-name';
import type { MailLanguage, MailMessage } from './message';

/**
 * The messages Beyou sends, each in English and Brazilian Portuguese. `address-reclaim` is the
 * reset mail of an address never verified: its link starts a new, empty account
 * (core/auth/reclaim.ts), and the mail says so before anyone clicks.
 */
export type MailKind = 'password-reset' | 'address-reclaim' | 'verify-email';

interface Copy {
  subject: string;
  /** With the name when the mail may carry one (mail-name.ts), without it otherwise. */
  greeting: (name: string | undefined) => string;
  body: string;
  button: string;
  after: string;
}

export const RESET_LINK_MINUTES = 30;

const COPY: Record<MailKind, Record<MailLanguage, Copy>> = {
  'password-reset': {
    en: {
      subject: 'Reset your Beyou password',
      greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
      body: `Someone (we hope you) asked to reset the password of your Beyou account. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
      button: 'Choose a new password',
      after: 'If you did not ask for this, ignore this email: your password stays as it is. Setting a new one signs out every device.',
    },
    pt: {
      subject: 'Redefina sua senha do Beyou',
      greeting: (n) => (n ? `Olá, ${n},` : 'Olá,'),
      body: `Alguém (esperamos que você) pediu para redefinir a senha da sua conta Beyou. O link funciona uma vez, por ${RESET_LINK_MINUTES} minutos.`,
      button: 'Escolher uma nova senha',
      after: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma. Definir uma nova encerra a sessão em todos os aparelhos.',
    },
  },
  'address-reclaim': {
    en: {
      subject: 'Reset your Beyou password',
      greeting: () => 'Hi,',
      body: `Someone (we hope you) asked to reset the password of the Beyou account that uses this address. The address was never confirmed, so that account may have been created by someone else: setting a password through this link gives you a new, empty account under this address, and everything the old account held is deleted. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
      button: 'Choose a password',
      after: 'If you did not ask for this, ignore this email: nothing changes.',
    },
    pt: {
      subject: 'Redefina sua senha do Beyou',
      greeting: () => 'Olá,',
      body: `Alguém (esperamos que você) pediu para redefinir a senha da conta Beyou que usa este endereço. O endereço nunca foi confirmado, então essa conta pode ter sido criada por outra pessoa: definir uma senha por este link cria para você uma conta nova e vazia com este endereço, e tudo o que a conta antiga guardava é apagado. O link funciona uma vez, por ${RESET_LINK_MINUTES} minutos.`,
      button: 'Escolher uma senha',
      after: 'Se você não pediu isso, ignore este e-mail: nada muda.',
    },
  },
  'verify-email': {
    en: {
      subject: 'Confirm your email address for Beyou',
      greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
      body: 'Welcome to Beyou! Confirm that this address is yours, so you can always recover your account with it.',
      button: 'Confirm my address',
      after: 'If you did not create a Beyou account, ignore this email.',
    },
    pt: {
      subject: 'Confirme seu endereço de e-mail no Beyou',
      greeting: (n) => (n ? `Olá, ${n},` : 'Olá,'),
      body: 'Boas-vindas ao Beyou! Confirme que este endereço é seu, para poder recuperar sua conta sempre que precisar.',
      button: 'Confirmar meu endereço',
      after: 'Se você não criou uma conta no Beyou, ignore este e-mail.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Subject, text and HTML of one message; the same code renders it for the outbox and for SES.
 * `name` is greeted only as mail-name.ts leaves it (plain words, no link, one line, capped).
 */
export function renderMail(kind: MailKind, language: MailLanguage, to: string, vars: { name?: string; link: string }): MailMessage {
  const c = COPY[kind][language];
  const greeting = c.greeting(mailName(vars.name));
  const text = [greeting, '', c.body, '', `${c.button}: ${vars.link}`, '', c.after, '', '— Beyou'].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language === 'pt' ? 'pt-BR' : 'en'}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(c.body)}</p>`,
    `<p><a href="${escapeHtml(vars.link)}">${escapeHtml(c.button)}</a></p>`,
    `<p style="color:#555">${escapeHtml(c.after)}</p>`,
    '<p>— Beyou</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: c.subject, text, html };
}
