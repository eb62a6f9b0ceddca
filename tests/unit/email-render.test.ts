import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from '../../core/auth/user-agent';
import { undeliverableFrom } from '../../core/email/feedback-worker';
import { toEml } from '../../core/email/mime';
import { renderMail } from '../../core/email/templates';

const LINK = 'http://127.0.0.1:3000/#/reset?token=abcDEF123_-xyz';

describe('account mail rendering', () => {
  it('renders subject, text and HTML in each language, with the link verbatim', () => {
    for (const [lang, subject] of [['en', 'Reset your Beyou password'], ['pt', 'Redefina sua senha do Beyou']] as const) {
      const m = renderMail('password-reset', lang, 'ana@example.test', { name: 'Ana', link: LINK });
      expect(m.subject).toBe(subject);
      expect(m.text).toContain(LINK);
      expect(m.html).toContain(`href="${LINK}"`);
      expect(m.text).toContain('30');
    }
  });

  it('escapes the name in HTML (a display name is the person’s free text)', () => {
    const m = renderMail('password-reset', 'en', 'x@example.test', { name: "O'Neil <img src=x onerror=alert(1)>", link: LINK });
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('O&#39;Neil');
  });

  it('writes an .eml whose accented subject is encoded and whose body keeps token=<value> readable', () => {
    const m = renderMail('verify-email', 'pt', 'ana@example.test', { name: 'Ana', link: LINK });
    const eml = toEml(m, 'Beyou <no-reply@beyou.localhost>', new Date('2026-12-01T10:00:00Z'));
    expect(eml).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
    expect(eml).toContain('token=abcDEF123_-xyz');
    expect(eml).toMatch(/Content-Type: multipart\/alternative; boundary="beyou-[0-9a-f]+"/);
    expect(eml).toContain('To: ana@example.test\r\n');
  });

  it('never lets a header value break into a new header', () => {
    const eml = toEml({ to: 'a@example.test\r\nBcc: evil@example.test', subject: 'x', text: 't', html: 'h' }, 'Beyou <b@example.test>', new Date());
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});

describe('SES feedback', () => {
  it('marks permanent bounces and complaints, raw or in an SNS envelope; ignores transient ones and deliveries', () => {
    const bounce = { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'a@example.test' }] } };
    expect(undeliverableFrom(JSON.stringify(bounce))).toEqual([{ email: 'a@example.test', reason: 'BOUNCE' }]);
    expect(undeliverableFrom(JSON.stringify({ Type: 'Notification', Message: JSON.stringify(bounce) }))).toEqual([{ email: 'a@example.test', reason: 'BOUNCE' }]);
    expect(undeliverableFrom(JSON.stringify({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'b@example.test' }] } }))).toEqual([{ email: 'b@example.test', reason: 'COMPLAINT' }]);
    expect(undeliverableFrom(JSON.stringify({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@example.test' }] } }))).toEqual([]);
    expect(undeliverableFrom(JSON.stringify({ eventType: 'Delivery' }))).toEqual([]);
    expect(undeliverableFrom('not json')).toBeUndefined();
  });
});

describe('user agent summary', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'Chrome on Android'],
  ])('%s → %s', (ua, summary) => expect(summarizeUserAgent(ua)).toBe(summary));

  it('says nothing rather than guess', () => {
    expect(summarizeUserAgent(undefined)).toBeUndefined();
    expect(summarizeUserAgent('weird/1.0')).toBeUndefined();
  });
});
