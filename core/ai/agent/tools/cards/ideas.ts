import type { ToolCards } from '../card';

/** How people ask for the Ideas board tools (tools/ideas.ts): quick notes, raw thoughts to keep, not to-dos. */
export const ideasCards: ToolCards = {
  createQuickNote: {
    words: {
      en: 'quick note, jot down, jot this, write down an idea, note this down, idea, thought, post-it, sticky note, ideas board, note to self, brainstorm, save this idea, stick a note, someday, maybe one day, thinking about, what if, yellow, green, blue, pink, orange, purple, coloured note',
      pt: 'nota rápida, anotar ideia, anota essa ideia, anota aí, anota isso, anotei, ideia, pensamento, post-it, nota solta, quadro de ideias, rascunho, brainstorm, guardar ideia, cola um post-it, pensando em, algum dia, quem sabe, e se, tive uma ideia, põe, bota, amarela, verde, azul, rosa, laranja, roxa, nota colorida',
    },
    examples: {
      en: ['jot down: app to swap books with neighbours', 'I just had an idea for a podcast, save it', 'put a yellow sticky note saying "call Ana about the trip"', 'add this to my ideas board'],
      pt: ['anota essa ideia: app pra trocar livros com vizinhos', 'tive uma ideia de podcast, guarda aí no quadro', 'cola um post-it amarelo "falar com a Ana da viagem"', 'coloca isso no meu quadro de ideias'],
    },
  },
  getQuickNotes: {
    words: {
      en: 'my ideas, show ideas, ideas board, quick notes, my notes on the board, post-its, sticky notes, what ideas did I save, did I save, did I write down, did I note, something about, already saved',
      pt: 'minhas ideias, ver ideias, mostra minhas ideias, quadro de ideias, notas rápidas, meus post-its, notas do quadro, que ideias eu salvei, eu anotei, tinha anotado, salvei algo, já salvei, anotei algo sobre',
    },
    examples: {
      en: ['what is on my ideas board?', 'show my quick notes', 'which ideas did I save last week?'],
      pt: ['o que tem no meu quadro de ideias?', 'mostra minhas notas rápidas', 'quais ideias eu anotei?'],
    },
  },
};
