// Deterministic embeddings: the same text always maps to the same unit vector, so retrieval
// tests can compute expected similarities with `fakeEmbedding` instead of hard-coding numbers.
import { createHash } from 'node:crypto';

export function fakeEmbedding(text: string, dims = 8): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < dims; block++) {
    const digest = createHash('sha256').update(`${block}:${text}`).digest();
    for (let i = 0; i + 1 < digest.length && values.length < dims; i += 2) {
      values.push((digest.readUInt16BE(i) / 0xffff) * 2 - 1);
    }
  }
  const norm = Math.hypot(...values) || 1;
  return values.map((v) => v / norm);
}

/** Response of `POST {base}/embeddings` (OpenAI-compatible and Mistral). */
export function openAIEmbeddingsBody(body: unknown, dims: number): object {
  const raw = (body as { input?: unknown } | undefined)?.input;
  const inputs = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v ?? ''));
  const tokens = inputs.reduce((sum, t) => sum + Math.max(1, Math.ceil(t.length / 4)), 0);
  return {
    object: 'list',
    data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t, dims) })),
    model: (body as { model?: string } | undefined)?.model ?? 'sim-embed',
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

interface GeminiContent {
  content?: { parts?: Array<{ text?: string }> };
}

function contentText(c: GeminiContent | undefined): string {
  return (c?.content?.parts ?? []).map((p) => p.text ?? '').join('');
}

/** Response of Gemini `:embedContent` / `:batchEmbedContents`. */
export function geminiEmbeddingsBody(method: string, body: unknown, dims: number): object {
  if (method === 'embedContent') {
    return { embedding: { values: fakeEmbedding(contentText(body as GeminiContent), dims) } };
  }
  const requests = (body as { requests?: GeminiContent[] } | undefined)?.requests ?? [];
  return { embeddings: requests.map((r) => ({ values: fakeEmbedding(contentText(r), dims) })) };
}
