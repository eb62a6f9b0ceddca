import { randomBytes } from 'node:crypto';
import type { MailMessage } from './message';

/** RFC 2047 for a header that may hold accents ("Redefinição de senha"). */
function encodeHeader(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Header values come from our templates and a validated address; a line break would inject headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/**
 * The message as an RFC 5322 file (multipart/alternative: text, then HTML). Bodies are 8-bit
 * UTF-8, not base64 or quoted-printable, so a person (or a test) reading the .eml sees the link
 * and its `token=<value>` verbatim; every line we render is far below the 998-octet limit.
 */
export function toEml(message: MailMessage, from: string, date: Date): string {
  const boundary = `beyou-${randomBytes(12).toString('hex')}`;
  const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(message.to)}`,
    `Subject: ${encodeHeader(oneLine(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@beyou.localhost>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    crlf(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    crlf(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
