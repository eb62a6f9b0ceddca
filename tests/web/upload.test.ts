import { describe, expect, it } from 'vitest';
import { uploadFile, type UploadRequest } from '../../web/src/client/upload';

/** A scripted XMLHttpRequest: records what was set, then answers as told. */
function fakeRequest(answer: { status: number } | 'error') {
  const seen = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown, aborted: false };
  const req: UploadRequest = {
    status: 0,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method, url) => Object.assign(seen, { method, url }),
    setRequestHeader: (k, v) => void (seen.headers[k] = v),
    abort() {
      seen.aborted = true;
      req.onabort?.();
    },
    send(body) {
      seen.body = body;
      req.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      if (answer === 'error') return req.onerror?.();
      (req as { status: number }).status = answer.status;
      req.onload?.();
    },
  };
  return { req, seen };
}

describe('a PDF PUT to its presigned URL, with progress', () => {
  it('sends the signed type (the browser sets the length itself), reports progress up to 1', async () => {
    const { req, seen } = fakeRequest({ status: 200 });
    const progress: number[] = [];
    const body = { size: 100 };
    await uploadFile({ url: 'http://s3/x?X-Amz-Signature=s', headers: { 'Content-Type': 'application/pdf', 'Content-Length': '100' }, body, onProgress: (f) => progress.push(f), request: () => req });
    expect(seen).toMatchObject({ method: 'PUT', url: 'http://s3/x?X-Amz-Signature=s', headers: { 'Content-Type': 'application/pdf' }, body });
    expect(progress).toEqual([0.5, 1]);
  });

  it('a refused link (403) and a lost connection are errors in words', async () => {
    await expect(uploadFile({ url: 'u', headers: {}, body: { size: 1 }, onProgress: () => undefined, request: () => fakeRequest({ status: 403 }).req })).rejects.toThrow(/refused/);
    await expect(uploadFile({ url: 'u', headers: {}, body: { size: 1 }, onProgress: () => undefined, request: () => fakeRequest('error').req })).rejects.toThrow(/could not reach/);
  });
});
