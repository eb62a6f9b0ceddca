import type { MailLanguage, MailMessage } from './message';

/** The messages Beyou sends, each in English and Brazilian Portuguese. */
export type MailKind = 'password-reset' | 'verify-email';

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  after: string;
}

export const RESET_LINK_MINUTES = 30;

const COPY: Record<MailKind, Record<MailLanguage, Copy>> = {
  'password-reset': {
    en: {
      subject: 'Reset your Beyou password',
      greeting: (n) => `Hi ${n},`,
      body: `Someone (we hope you) asked to reset the password of your Beyou account. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
      button: 'Choose a new password',
      after: 'If you did not ask for this, ignore this email: your password stays as it is. Setting a new one signs out every device.',
    },
    pt: {
      subject: 'Redefina sua senha do Beyou',
      greeting: (n) => `Olá, ${n},`,
      body: `Alguém (esperamos que você) pediu para redefinir a senha da sua conta Beyou. O link funciona uma vez, por ${RESET_LINK_MINUTES} minutos.`,
      button: 'Escolher uma nova senha',
      after: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma. Definir uma nova encerra a sessão em todos os aparelhos.',
    },
  },
  'verify-email': {
    en: {
      subject: 'Confirm your email address for Beyou',
      greeting: (n) => `Hi ${n},`,
      body: 'Welcome to Beyou! Confirm that this address is yours, so you can always recover your account with it.',
      button: 'Confirm my address',
      after: 'If you did not create a Beyou account, ignore this email.',
    },
    pt: {
      subject: 'Confirme seu endereço de e-mail no Beyou',
      greeting: (n) => `Olá, ${n},`,
      body: 'Boas-vindas ao Beyou! Confirme que este endereço é seu, para poder recuperar sua conta sempre que precisar.',
      button: 'Confirmar meu endereço',
      after: 'Se você não criou uma conta no Beyou, ignore este e-mail.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Subject, text and HTML of one message; the same code renders it for the outbox and for SES. */
export function renderMail(kind: MailKind, language: MailLanguage, to: string, vars: { name: string; link: string }): MailMessage {
  const c = COPY[kind][language];
  const greeting = c.greeting(vars.name);
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
