/**
 * What the tool router (tools/routing/) knows of a tool: the words people use for what it
 * does, in English and Brazilian Portuguese, and a few requests it answers. The router scores
 * a person's message against these, so a card is written for people's words, not the API's:
 * synonyms, everyday verbs, the nouns of the screen ("rotina", "quadro de ideias"). The model
 * never sees a card; it sees the tool's description and schema.
 */
export interface ToolCard {
  /** Synonyms of the action and its object, comma-separated: the strongest signal. */
  words: { en: string; pt: string };
  /** Requests this tool answers, as a person would type them (a few per language). */
  examples: { en: string[]; pt: string[] };
  /**
   * Tools a call of this one needs in the same turn, offered with it: the read that resolves
   * a name to an id (A7: "never invent ids"), or the read an edit must see first.
   */
  with?: string[];
}

export type ToolCards = Readonly<Record<string, ToolCard>>;

/**
 * A domain's tools with their cards attached. Fails at import when a tool has no card or a
 * card names no tool: a tool the router cannot find would only ever be reached by findTools.
 */
export function withCards<T extends { name: string; card?: ToolCard }>(cards: ToolCards, specs: T[]): T[] {
  const names = new Set(specs.map((s) => s.name));
  for (const name of Object.keys(cards)) if (!names.has(name)) throw new Error(`tool card for unknown tool ${name}`);
  return specs.map((s) => {
    const card = cards[s.name];
    if (!card) throw new Error(`tool ${s.name} has no card (tools/cards/)`);
    return { ...s, card };
  });
}
