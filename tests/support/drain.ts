import type { TextStreamPart, ToolSet } from 'ai';

/** Drains a fullStream, keeping the parts and whatever the for-await threw. */
export async function drain<T extends ToolSet>(stream: AsyncIterable<TextStreamPart<T>>) {
  const parts: TextStreamPart<T>[] = [];
  let thrown: unknown;
  try {
    for await (const part of stream) parts.push(part);
  } catch (error) {
    thrown = error;
  }
  const text = parts.flatMap((p) => (p.type === 'text-delta' ? [p.text] : [])).join('');
  const errors = parts.flatMap((p) => (p.type === 'error' ? [p.error] : []));
  return { parts, thrown, text, errors };
}
