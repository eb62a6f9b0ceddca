import MiniSearch from 'minisearch';

/** Accent- and case-folded, so "função", "Funcao" and "FUNÇÃO" are one term. */
export function foldTerm(term: string): string | null {
  const folded = term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return folded.length > 1 ? folded : null;
}

export interface Searchable {
  id: number;
  text: string;
}

/** BM25+ over the chunks (minisearch), with the same folding for the index and the query. */
export function keywordIndex(docs: Searchable[]): (query: string) => { id: number; score: number }[] {
  const index = new MiniSearch<Searchable>({ fields: ['text'], idField: 'id', processTerm: foldTerm });
  index.addAll(docs);
  return (query) =>
    index
      .search(query, { combineWith: 'OR', prefix: (term) => term.length >= 4 })
      .map((r) => ({ id: r.id as number, score: r.score }));
}
