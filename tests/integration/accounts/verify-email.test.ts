import { describe, expect, it } from 'vitest';
import { mailFeedbackHandler } from '../../../core/email/feedback-worker';
import { mailsTo } from '../../support/outbox';
import { accountsApi, latestToken, signUpWith, VERIFY_SUBJECT } from './helpers';

const api = accountsApi();
const verify = (token: string) => api.request('POST', '/auth/verify', { body: { token } });
const status = (accessToken: string) => api.request('GET', '/auth/verify', { token: accessToken });

function sesEvent(body: unknown) {
  // As SNS delivers it to the queue without raw delivery: the SES event inside the envelope.
  const envelope = { Type: 'Notification', Message: JSON.stringify(body) };
  return { Records: [{ messageId: 'm1', body: JSON.stringify(envelope), receiptHandle: '', attributes: {}, messageAttributes: {}, md5OfBody: '', eventSource: 'aws:sqs', eventSourceARN: '', awsRegion: 'eu-west-1' }] };
}

describe('verifying the address', () => {
  it('sign-up mails a link; the account works unverified, marked; the link marks it verified once', async () => {
    const res = await api.request('POST', '/auth/signup', { body: { email: `v-${Date.now()}@example.test`, password: 'Correct-horse-42', displayName: 'Ana' } });
    expect(res.status).toBe(201);
    expect(res.body.user.emailVerified).toBe(false);
    const email = res.body.user.email as string;
    // Unverified, nothing is locked.
    expect((await api.request('POST', '/categories', { token: res.body.accessToken, body: { name: 'Health' } })).status).toBe(201);
    expect((await status(res.body.accessToken)).body).toEqual({ email, verified: false, undeliverable: false });

    const mail = mailsTo(api.outbox, email).find((m) => VERIFY_SUBJECT.test(m.subject))!;
    expect(mail.raw).toMatch(/\/#\/verify\?token=[A-Za-z0-9_-]{43}/);
    const token = latestToken(api.outbox, email, VERIFY_SUBJECT);
    // No sign-in needed: the link may be opened on another device.
    expect((await verify(token)).body).toEqual({ verified: true });
    expect((await status(res.body.accessToken)).body.verified).toBe(true);
    const login = await api.request('POST', '/auth/login', { body: { email, password: 'Correct-horse-42' } });
    expect(login.body.user.emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual([{ path: 'token', message: expect.any(String) }]);
  });

  it('writes the mail in the account’s language (Portuguese here)', async () => {
    const u = await signUpWith(api, { language: 'pt' });
    const [mail] = mailsTo(api.outbox, u.email);
    expect(mail!.subject).toBe('Confirme seu endereço de e-mail no Beyou');
    expect(mail!.raw).toMatch(/lang="pt-BR"/);
    expect(mail!.raw).toMatch(/Confirmar meu endereço/);
  });

  it('carries nothing the signer-up typed: the display name stays out of the mail to an unproved address', async () => {
    const email = `n-${Date.now()}@example.test`;
    const displayName = 'Security team\n\nYour account is locked: https://evil.example/unlock';
    expect((await api.request('POST', '/auth/signup', { body: { email, password: 'Correct-horse-42', displayName } })).status).toBe(201);
    const mail = mailsTo(api.outbox, email).find((m) => VERIFY_SUBJECT.test(m.subject))!;
    expect(mail.raw).not.toMatch(/Security team|locked|evil\.example/);
    expect(mail.raw).toMatch(/^Hi,\r?$/m);
  });

  it('refuses a made-up token and an empty body on the token field', async () => {
    expect((await verify('A'.repeat(43))).status).toBe(400);
    const empty = await api.request('POST', '/auth/verify', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.map((f: { path: string }) => f.path)).toEqual(['token']);
  });

  it('resends a link, limited per account (429 with Retry-After), and not once verified', async () => {
    const u = await signUpWith(api);
    for (let i = 0; i < 3; i++) expect((await api.request('POST', '/auth/verify/resend', { token: u.accessToken })).status).toBe(202);
    const over = await api.request('POST', '/auth/verify/resend', { token: u.accessToken });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(mailsTo(api.outbox, u.email).filter((m) => VERIFY_SUBJECT.test(m.subject))).toHaveLength(4);

    const v = await signUpWith(api);
    await verify(latestToken(api.outbox, v.email, VERIFY_SUBJECT));
    const done = await api.request('POST', '/auth/verify/resend', { token: v.accessToken });
    expect(done.status).toBe(409);
    expect((await api.request('POST', '/auth/verify/resend')).status).toBe(401);
  });
});

describe('bounces and complaints (SES → SNS → queue → worker)', () => {
  it('a permanent bounce marks the address undeliverable and stops mail to it; a transient one does not', async () => {
    const u = await signUpWith(api);
    const worker = mailFeedbackHandler(api.deps);
    const transient = await worker(sesEvent({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: u.email }] } }));
    expect(transient.batchItemFailures).toEqual([]);
    expect((await status(u.accessToken)).body.undeliverable).toBe(false);

    await worker(sesEvent({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: u.email.toUpperCase() }] } }));
    expect((await status(u.accessToken)).body.undeliverable).toBe(true);
    const before = mailsTo(api.outbox, u.email).length;
    const resend = await api.request('POST', '/auth/verify/resend', { token: u.accessToken });
    expect(resend.body).toEqual({ sent: false });
    expect(mailsTo(api.outbox, u.email)).toHaveLength(before);
  });

  it('a complaint marks it too; an unreadable message is dropped, not retried forever', async () => {
    const u = await signUpWith(api);
    const worker = mailFeedbackHandler(api.deps);
    await worker(sesEvent({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: u.email }] } }));
    expect((await status(u.accessToken)).body.undeliverable).toBe(true);
    const junk = await worker({ Records: [{ ...sesEvent({}).Records[0]!, body: 'not json' }] });
    expect(junk.batchItemFailures).toEqual([]);
  });
});
