// Maps an incoming request onto a link's endpoint, and reads what the recorder keeps.
import type { IncomingMessage } from 'node:http';
import type { Flavor } from './wire';

export type Endpoint = 'chat' | 'embeddings' | 'unknown';

export interface Route { endpoint: Endpoint; stream: boolean; model: string | undefined; geminiMethod?: string }

export function route(flavor: Flavor, pathname: string, body: unknown): Route {
  const bodyModel = (body as { model?: unknown } | null)?.model;
  const model = typeof bodyModel === 'string' ? bodyModel : undefined;
  if (flavor !== 'gemini') {
    if (pathname.endsWith('/chat/completions')) return { endpoint: 'chat', stream: (body as { stream?: unknown } | null)?.stream === true, model };
    if (pathname.endsWith('/embeddings')) return { endpoint: 'embeddings', stream: false, model };
    return { endpoint: 'unknown', stream: false, model };
  }
  const m = /\/models\/([^/]+?):(streamGenerateContent|generateContent|embedContent|batchEmbedContents)$/.exec(pathname);
  if (!m) return { endpoint: 'unknown', stream: false, model };
  const method = m[2] ?? '';
  const endpoint = method === 'embedContent' || method === 'batchEmbedContents' ? 'embeddings' : 'chat';
  return { endpoint, stream: method === 'streamGenerateContent', model: m[1], geminiMethod: method };
}

/** The request's body (parsed JSON, or the raw text when it is not JSON) and its size in bytes. */
export function readBody(req: IncomingMessage): Promise<{ body: unknown; bytes: number }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => resolve({ body: undefined, bytes: 0 }));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = raw.toString('utf8');
      if (text === '') return resolve({ body: undefined, bytes: 0 });
      try { resolve({ body: JSON.parse(text), bytes: raw.length }); } catch { resolve({ body: text, bytes: raw.length }); }
    });
  });
}

export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}
