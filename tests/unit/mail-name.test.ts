import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX, mailName } from '../../core/email/mail-name';
import { renderMail } from '../../core/email/templates';

const LINK = 'http://127.0.0.1:3000/#/reset?token=abcDEF123_-xyz';
/** Every link-like piece a name could smuggle into a mail in our name. */
const LINKISH = /https?|:\/\/|www\.|evil\.|\.example|@|\d/i;

describe('a display name in a mail (mailName)', () => {
  it('keeps real names as they are: accents, apostrophes, hyphens, initials', () => {
    expect(mailName('José D’Ávila-Souza')).toBe('José D’Ávila-Souza');
    expect(mailName("Siobhán O'Brien")).toBe("Siobhán O'Brien");
    expect(mailName('J. R. Silva')).toBe('J. R. Silva');
    expect(mailName('  Ana  ')).toBe('Ana');
  });

  it('collapses newlines, control and invisible formatting characters into one line', () => {
    expect(mailName('Ana\r\n\r\nYour account is locked\tnow')).toBe('Ana Your account is locked now');
    expect(mailName('Ana\u202Egnp.exe\u2028x\u0000y')).not.toMatch(/[\u202E\u2028\u0000]/);
  });

  it('leaves no link, domain, address or number behind, full-width forms included', () => {
    for (const name of [
      'Ana https://evil.example/login',
      'Ana www.evil.example',
      'Ana evil.example',
      'ｅｖｉｌ．ｅｘａｍｐｌｅ',
      'Ana <a href="https://evil.example">x</a>',
      'write to help@evil.example',
      'call 0800 555 1234',
      'Ana [click](javascript:alert(1))',
    ]) {
      const clean = mailName(name) ?? '';
      expect(clean, name).not.toMatch(LINKISH);
      expect(clean, name).not.toMatch(/[<>:/()[\]"]/);
    }
  });

  it(`caps the name at ${MAIL_NAME_MAX} characters, and greets nobody when nothing readable is left`, () => {
    expect([...mailName('Maria '.repeat(20))!].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(mailName('https://1.2.3.4/')).toBeUndefined();
    expect(mailName('')).toBeUndefined();
    expect(mailName(undefined)).toBeUndefined();
  });
});

describe('the mail builder greets with the cleaned name, or with none', () => {
  it('a hostile name gives a one-line greeting without a link, in text and escaped HTML, in both languages', () => {
    for (const [lang, hi] of [['en', 'Hi'], ['pt', 'Olá,']] as const) {
      const m = renderMail('password-reset', lang, 'x@example.test', { name: "O'Brien\n\nVisit https://evil.example/pay <b>now</b>", link: LINK });
      const [greeting, blank] = m.text.split('\n');
      expect(greeting!.startsWith(hi)).toBe(true);
      expect(blank).toBe('');
      expect(greeting).not.toMatch(LINKISH);
      expect(m.text.replace(LINK, '')).not.toMatch(/https?:|evil/);
      expect(m.html).not.toMatch(/evil|<b>/);
      expect(m.html).toContain('O&#39;Brien');
      // The only link is Beyou's own.
      expect(m.html.match(/href=/g)).toHaveLength(1);
    }
  });

  it('without a name: "Hi," and "Olá,", the rest of the mail unchanged', () => {
    const en = renderMail('verify-email', 'en', 'x@example.test', { link: LINK });
    const pt = renderMail('verify-email', 'pt', 'x@example.test', { link: LINK });
    expect(en.text.split('\n')[0]).toBe('Hi,');
    expect(pt.text.split('\n')[0]).toBe('Olá,');
    expect(en.html).toContain('<p>Hi,</p>');
    expect(pt.subject).toBe('Confirme seu endereço de e-mail no Beyou');
    expect(pt.text).toContain(LINK);
  });

  it('the reclaim mail says the link starts an empty account, in both languages, and takes no name', () => {
    const en = renderMail('address-reclaim', 'en', 'x@example.test', { name: 'Planter', link: LINK });
    const pt = renderMail('address-reclaim', 'pt', 'x@example.test', { name: 'Planter', link: LINK });
    expect(en.subject).toBe('Reset your Beyou password');
    expect(en.text).toContain('new, empty account');
    expect(pt.subject).toBe('Redefina sua senha do Beyou');
    expect(pt.text).toContain('conta nova e vazia');
    for (const m of [en, pt]) {
      expect(m.text).not.toContain('Planter');
      expect(m.html).toContain(`href="${LINK}"`);
    }
  });
});
