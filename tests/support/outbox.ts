import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message as the outbox holds it (a .eml file): the headers a test reads and the raw text. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

function decodeSubject(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

/** Every message in `dir` sent to `to` (case-insensitive), oldest first. */
export function mailsTo(dir: string, to: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: decodeSubject(header('Subject')), raw };
    })
    .filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** The `token=<value>` of a message's link (the text part and the HTML carry the same one). */
export function linkToken(mail: OutboxMail): string {
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
  if (!token) throw new Error(`no token=<value> in ${mail.file}`);
  return token;
}

/** The link itself (the text part's), e.g. `http://127.0.0.1:3000/#/reset?token=…`. */
export function linkOf(mail: OutboxMail): string {
  const link = /(https?:\/\/\S+token=[A-Za-z0-9_-]+)/.exec(mail.raw)?.[1];
  if (!link) throw new Error(`no link in ${mail.file}`);
  return link;
}
