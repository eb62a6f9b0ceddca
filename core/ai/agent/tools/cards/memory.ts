import type { ToolCards } from '../card';

/** How people ask for the memory tools (tools/memory.ts): a note about the person for every chat, and one for this chat. */
export const memoryCards: ToolCards = {
  updateGlobalContext: {
    words: {
      en: 'remember that, remember I, remember about me, keep in mind, do not forget, note that I, about me, my name is, I am vegetarian, vegan, allergic, I work as, my job, my kids, my family, my birthday, I prefer, I hate, I can not stand, always remember, forget that',
      pt: 'lembra que, lembre que, não esquece que, não esqueça, anota aí que eu, guarda isso sobre mim, sobre mim, eu sou, meu nome é, sou vegetariano, vegano, tenho alergia, eu trabalho como, meu trabalho, meus filhos, minha família, meu aniversário, prefiro, odeio, não suporto, esquece que',
    },
    examples: {
      en: ['remember that I am vegetarian', 'keep in mind I work night shifts', 'my name is Carla and I have two kids', 'I prefer to work out in the morning', 'forget what I said about my job'],
      pt: ['lembra que eu sou vegetariano', 'anota aí que eu trabalho de madrugada', 'meu nome é Carla e tenho dois filhos', 'não esquece que eu prefiro treinar de manhã', 'esquece o que eu falei do meu emprego'],
    },
  },
  updateChatContext: {
    words: {
      en: 'remember for this conversation, in this chat, for now, during this chat, context of this conversation, we are working on, keep track here, for the rest of this talk',
      pt: 'lembra nessa conversa, nesta conversa, neste chat, por enquanto, durante essa conversa, contexto daqui, estamos planejando, guarda aqui no chat, até o fim da conversa',
    },
    examples: {
      en: ['for this conversation, we are planning my trip to Japan', 'remember in this chat that the budget is 2000', 'for now, keep track that we already did Monday'],
      pt: ['nessa conversa a gente tá planejando minha viagem pro Japão', 'lembra aqui no chat que o orçamento é 2 mil', 'por enquanto, guarda que a gente já fez a segunda'],
    },
  },
};
