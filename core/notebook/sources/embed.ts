import type { Config } from '../../config';

/** Inputs per request and characters per request: under Mistral's per-request token budget. */
const BATCH_INPUTS = 32;
const BATCH_CHARS = 24_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface Embedder {
  model: string;
  embed(texts: string[]): Promise<number[][]>;
}

export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
}

function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const t of texts) {
    if (current.length && (current.length >= BATCH_INPUTS || chars + t.length > BATCH_CHARS)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(t);
    chars += t.length;
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * Embeddings outside the chain (C10): any OpenAI-compatible `POST {base}/embeddings` at
 * NOTEBOOK_EMBEDDING_BASE_URL with its own key — never the chain's links, cooldowns or
 * blocklist, which exist for chat models. No key: embeddings are off (undefined) and retrieval
 * uses keyword search. Batched; a failed batch throws EmbeddingError (the caller decides).
 */
export function embedderFor(config: Pick<Config, 'embeddings'>, fetchFn: typeof fetch = fetch): Embedder | undefined {
  const { apiKey, baseURL, model } = config.embeddings;
  if (!apiKey) return undefined;
  const url = `${baseURL.replace(/\/+$/, '')}/embeddings`;
  return {
    model,
    async embed(texts) {
      const out: number[][] = [];
      for (const batch of batches(texts)) {
        let res: Response;
        try {
          res = await fetchFn(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
            body: JSON.stringify({ model, input: batch }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
        } catch (err) {
          throw new EmbeddingError(`embeddings unreachable (${(err as Error)?.name})`);
        }
        if (!res.ok) throw new EmbeddingError(`embeddings answered ${res.status}`);
        const body = (await res.json().catch(() => undefined)) as { data?: { index?: number; embedding?: unknown }[] } | undefined;
        const data = [...(body?.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
        const vectors = data.map((d) => d.embedding);
        const dims = Array.isArray(vectors[0]) ? vectors[0].length : 0;
        if (vectors.length !== batch.length || !dims || !vectors.every((v) => Array.isArray(v) && v.length === dims && v.every((x) => typeof x === 'number'))) {
          throw new EmbeddingError('embeddings answered an unexpected shape');
        }
        out.push(...(vectors as number[][]));
      }
      if (out.length && out.some((v) => v.length !== out[0]!.length)) throw new EmbeddingError('embeddings changed dimensions mid-source');
      return out;
    },
  };
}
