import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { SigV4, type Credentials } from '../../../core/db/thin/sigv4';

/**
 * DynamoDB Local accepts any signature, so the thin transport's SigV4 (core/db/thin/sigv4.ts) is
 * checked here against the SDK's own SignatureV4 for the same request, credentials and clock.
 * `applyChecksum: false`: the SDK would add and sign `x-amz-content-sha256`, which DynamoDB
 * does not need and the thin transport does not send; the signature covers the body either way.
 */
const AT = Date.parse('2026-11-29T23:59:58.123Z');

async function both(credentials: Credentials, body: string, region = 'eu-west-1', at = AT) {
  const headers: Record<string, string> = {
    'content-length': String(Buffer.byteLength(body)),
    'content-type': 'application/x-amz-json-1.0',
    host: `dynamodb.${region}.amazonaws.com`,
    'x-amz-target': 'DynamoDB_20120810.GetItem',
  };
  const sdk = new SignatureV4({ credentials, region, service: 'dynamodb', sha256: Sha256, applyChecksum: false });
  const signed = await sdk.sign(
    { method: 'POST', protocol: 'https:', hostname: headers.host!, path: '/', query: {}, headers: { ...headers }, body },
    { signingDate: new Date(at) },
  );
  const ours = { ...headers };
  new SigV4(region, 'dynamodb').sign(ours, body, credentials, at);
  return { sdk: signed.headers, ours };
}

describe('the thin transport signs as the SDK does', () => {
  const keys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

  it('long-term credentials: the same authorization and date', async () => {
    const { sdk, ours } = await both(keys, '{"TableName":"beyou","Key":{"pk":{"S":"USER#1"},"sk":{"S":"PROFILE"}}}');
    expect(ours['x-amz-date']).toBe('20261129T235958Z');
    expect(ours.authorization).toBe(sdk.authorization);
    expect(ours['x-amz-date']).toBe(sdk['x-amz-date']);
  });

  it('temporary credentials (a Lambda role): the token is sent and signed', async () => {
    const temporary = { ...keys, sessionToken: 'IQoJb3JpZ2luX2VjE//token+with/slashes==' };
    const { sdk, ours } = await both(temporary, '{"TableName":"beyou"}', 'sa-east-1');
    expect(ours['x-amz-security-token']).toBe(temporary.sessionToken);
    expect(ours.authorization).toContain('x-amz-security-token');
    expect(ours.authorization).toBe(sdk.authorization);
  });

  it('a body with non-ASCII text and the next day: still the same', async () => {
    const body = JSON.stringify({ TableName: 'beyou', Item: { pk: { S: 'USER#ç' }, note: { S: 'Ação — 日本語 🎉' } } });
    const { sdk, ours } = await both(keys, body, 'eu-west-1', AT + 2_000);
    expect(ours['x-amz-date']).toBe('20261130T000000Z');
    expect(ours.authorization).toBe(sdk.authorization);
  });

  it('rotated credentials get their own signing key at once', async () => {
    const signer = new SigV4('eu-west-1', 'dynamodb');
    const body = '{}';
    const sign = (c: Credentials) => {
      const h: Record<string, string> = { host: 'dynamodb.eu-west-1.amazonaws.com' };
      signer.sign(h, body, c, AT);
      return h.authorization;
    };
    const first = sign(keys);
    const rotated = { accessKeyId: 'AKIDROTATED', secretAccessKey: 'another-secret' };
    const sdk = await new SignatureV4({ credentials: rotated, region: 'eu-west-1', service: 'dynamodb', sha256: Sha256, applyChecksum: false }).sign(
      { method: 'POST', protocol: 'https:', hostname: 'dynamodb.eu-west-1.amazonaws.com', path: '/', query: {}, headers: { host: 'dynamodb.eu-west-1.amazonaws.com' }, body },
      { signingDate: new Date(AT) },
    );
    expect(sign(rotated)).toBe(sdk.headers.authorization);
    expect(sign(keys)).toBe(first);
  });
});
