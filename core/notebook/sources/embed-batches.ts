/** What one embeddings request may carry (config `embeddings.batchInputs`, `batchTokens`). */
export interface BatchLimits {
  inputs: number;
  tokens: number;
}

/**
 * Tokens of a text, over-estimated: a UTF-8 byte in three is at least one token for the
 * tokenizers of Mistral and OpenAI (English runs ~4 characters a token, accented Portuguese
 * 2 bytes a character), so a batch under the estimate is under the provider's real count.
 */
export const estimateTokens = (text: string) => Math.ceil(Buffer.byteLength(text) / 3) + 1;

/**
 * Consecutive [start, end) ranges of `texts`, each as large as the limits allow: inputs up to
 * `inputs`, estimated tokens up to `tokens` (a text over the budget alone still goes, alone:
 * chunks are ~1,000 characters, far under any per-input limit).
 */
export function batchRanges(texts: string[], limits: BatchLimits): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  let tokens = 0;
  for (let i = 0; i < texts.length; i++) {
    const t = estimateTokens(texts[i]!);
    if (i > start && (i - start >= limits.inputs || tokens + t > limits.tokens)) {
      out.push([start, i]);
      start = i;
      tokens = 0;
    }
    tokens += t;
  }
  if (start < texts.length) out.push([start, texts.length]);
  return out;
}
