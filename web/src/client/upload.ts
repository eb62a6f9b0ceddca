/**
 * A file PUT straight to its presigned URL (CONTRACT: the API never carries the bytes), with
 * upload progress — which `fetch` cannot report, so this one request uses XMLHttpRequest.
 * The minimal request interface lets tests drive it without a browser.
 */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: unknown): void;
  abort(): void;
  readonly status: number;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** Headers the browser sets itself and refuses from a script (Content-Length comes from the body). */
const BROWSER_SET = new Set(['content-length', 'host']);

export function uploadFile(opts: {
  url: string;
  headers: Record<string, string>;
  body: { size: number };
  onProgress(fraction: number): void;
  signal?: AbortSignal;
  request?: () => UploadRequest;
}): Promise<void> {
  const xhr = opts.request ? opts.request() : new (globalThis as unknown as { XMLHttpRequest: new () => UploadRequest }).XMLHttpRequest();
  return new Promise((resolve, reject) => {
    xhr.open('PUT', opts.url);
    for (const [k, v] of Object.entries(opts.headers)) if (!BROWSER_SET.has(k.toLowerCase())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => opts.onProgress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress(1);
        resolve();
      } else reject(new Error(xhr.status === 403 ? 'The upload link was refused (expired, or the file changed size)' : `The upload failed (HTTP ${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the file store'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(opts.body);
  });
}
