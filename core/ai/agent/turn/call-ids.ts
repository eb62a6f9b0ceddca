import { randomBytes } from 'node:crypto';
import type { LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Nine letters and digits: the one shape every link takes back (Mistral refuses any other: chain/mistral-ids.ts). */
function freshId(): string {
  return Array.from(randomBytes(9), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function promptIds(prompt: LanguageModelV3Prompt): string[] {
  return prompt.flatMap((m) => (m.role === 'assistant' || m.role === 'tool' ? m.content.flatMap((p) => ('toolCallId' in p ? [p.toolCallId] : [])) : []));
}

/**
 * Every tool call of one turn's conversation gets an id no other call of the turn has (issue
 * 30 #8); the turn's model applies this to each part it hands on (turn/early-stream.ts). The approval gate, the SDK's own approval bookkeeping (it pairs a yes
 * with the LAST call of that id in the prompt) and the cards all name a call by its id, and
 * providers repeat ids: one per step ("call_0" each time), or one copied from the prompt, such
 * as the call the person just approved. Such a repeat once made the gate take a new call for
 * the approved one and show a card without the server's summary. So an id already in the
 * prompt (the turn's steps so far, the approved call) or already given in this turn is
 * replaced with a fresh one before the SDK sees it, and the provider is sent back the ids
 * given here, which pair its calls with their results as before. (Two calls of ONE step with
 * one id rarely get here: the OpenAI-compatible SDK renames the second, Mistral's merges them
 * into one call whose input is not JSON, which fails and runs nothing.)
 */
export type PartRenamer = (part: LanguageModelV3StreamPart) => LanguageModelV3StreamPart;

/** For each call of the turn (its prompt), what renames that call's parts; the ids given are remembered across the turn's calls. */
export function distinctCallIds(): (prompt: LanguageModelV3Prompt) => PartRenamer {
  const given = new Set<string>();
  return (prompt) => {
    const taken = new Set([...given, ...promptIds(prompt)]);
    const take = (id: string) => {
      let next = id;
      while (!next || taken.has(next)) next = freshId();
      taken.add(next);
      given.add(next);
      return next;
    };
    // The id each call's streamed input was given, from its start until its tool-call part.
    const open = new Map<string, string>();
    return (part) => {
      switch (part.type) {
        case 'tool-input-start': {
          const id = take(part.id);
          open.set(part.id, id);
          return { ...part, id };
        }
        case 'tool-input-delta':
        case 'tool-input-end':
          return { ...part, id: open.get(part.id) ?? part.id };
        case 'tool-call': {
          const id = open.get(part.toolCallId) ?? take(part.toolCallId);
          open.delete(part.toolCallId);
          return { ...part, toolCallId: id };
        }
        default:
          return part;
      }
    };
  };
}
