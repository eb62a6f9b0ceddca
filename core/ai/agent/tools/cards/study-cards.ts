import type { ToolCards } from '../card';

/** How people ask for generateStudyCards (tools/study-cards.ts): flashcards written from a notebook page. */
export const studyCardCards: ToolCards = {
  generateStudyCards: {
    words: {
      en: 'make flashcards, generate flashcards, create cards, study cards, review cards, flash cards, questions to review, quiz me later, cards from the page, Anki',
      pt: 'gerar cartões, gera cartões, criar flashcards, cria flashcards, fazer flashcards, cartões de estudo, cartões de revisão, perguntas pra revisar, cartões da página, fazer cards, Anki',
    },
    examples: {
      en: ['make flashcards from my Photosynthesis page', 'generate 10 review cards for Calculus', 'turn my Biology notes into flashcards', 'create study cards so I can review the French revolution'],
      pt: ['gera flashcards da página Fotossíntese', 'cria 10 cartões de revisão de Cálculo', 'transforma minhas notas de Biologia em cartões', 'faz uns cards pra eu revisar Revolução Francesa'],
    },
    with: ['listStudyTopics'],
  },
};
