import { createHash, createHmac } from 'node:crypto';

/** What a signature needs from the SDK's credential provider chain. */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The headers a table request carries, all of them signed; `host` included, names lower case. */
export type SignedHeaders = Record<string, string>;

/** The SDK keeps 50 signing keys; one a day per key pair is what a process uses. */
const KEY_CACHE_SIZE = 16;

/**
 * AWS Signature Version 4 for the one request shape the thin transport sends: `POST /`, no
 * query, a JSON body. The same algorithm as the SDK's SignatureV4 (tests/integration/db/
 * thin-sigv4.test.ts compares the two for the same request and clock), without its generality:
 * no query or path escaping, no header normalisation beyond what our fixed headers need.
 * The signing key is derived once per day, region, service and credentials (four HMACs), not
 * per request.
 */
export class SigV4 {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly region: string,
    private readonly service: string,
  ) {}

  /**
   * Adds `x-amz-date`, `x-amz-security-token` (temporary credentials) and `authorization` to
   * `headers`, signing every header in it. `now` is epoch ms (the caller's clock, skew-corrected).
   */
  sign(headers: SignedHeaders, body: string, credentials: Credentials, now: number): void {
    const iso = new Date(now).toISOString();
    const shortDate = iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10);
    const longDate = `${shortDate}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
    headers['x-amz-date'] = longDate;
    if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;

    const names = Object.keys(headers).sort();
    let canonicalHeaders = '';
    for (const name of names) canonicalHeaders += `${name}:${headers[name]!.trim()}\n`;
    const signedHeaders = names.join(';');
    const payloadHash = createHash('sha256').update(body, 'utf8').digest('hex');
    const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
    const scope = `${shortDate}/${this.region}/${this.service}/aws4_request`;
    const stringToSign = `AWS4-HMAC-SHA256\n${longDate}\n${scope}\n${createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')}`;
    const signature = createHmac('sha256', this.signingKey(credentials, shortDate)).update(stringToSign, 'utf8').digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  }

  private signingKey(credentials: Credentials, shortDate: string): Buffer {
    // Keyed by the secret too: rotated credentials get their own key at once.
    const id = `${shortDate}|${credentials.accessKeyId}|${credentials.secretAccessKey}`;
    let key = this.keys.get(id);
    if (!key) {
      const date = createHmac('sha256', `AWS4${credentials.secretAccessKey}`).update(shortDate).digest();
      const region = createHmac('sha256', date).update(this.region).digest();
      const service = createHmac('sha256', region).update(this.service).digest();
      key = createHmac('sha256', service).update('aws4_request').digest();
      if (this.keys.size >= KEY_CACHE_SIZE) this.keys.delete(this.keys.keys().next().value!);
      this.keys.set(id, key);
    }
    return key;
  }
}
