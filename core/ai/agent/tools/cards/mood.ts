import type { ToolCards } from '../card';

/** How people ask for the mood tools (tools/mood.ts): a 1–5 level per day; the journal is never theirs to touch. */
export const moodCards: ToolCards = {
  logUserMood: {
    words: {
      en: 'log mood, record mood, my mood, I feel, feeling, today was, good day, bad day, awful day, terrible day, great day, amazing day, rate my day, sad, happy, tired, stressed, anxious',
      pt: 'registrar humor, registra meu humor, salvar humor, meu humor, me sinto, tô me sentindo, hoje foi, dia bom, dia ruim, dia péssimo, dia horrível, dia ótimo, dia incrível, mais ou menos, nota do dia, triste, feliz, cansado, estressado, ansioso',
    },
    examples: {
      en: ['today was a great day', 'log my mood as 2, rough day', 'I feel awful today', 'yesterday was just okay, put 3'],
      pt: ['hoje foi um dia ótimo', 'registra meu humor como 2, dia difícil', 'tô me sentindo péssimo hoje', 'ontem foi mais ou menos, coloca 3'],
    },
  },
  getUserMoodHistory: {
    words: {
      en: 'mood history, mood this week, how was my mood, mood trend, past moods, mood over the month, how have I been feeling, journal days',
      pt: 'histórico de humor, humor da semana, como estava meu humor, tendência do humor, humor do mês, como tenho me sentido, dias com diário',
    },
    examples: {
      en: ['how was my mood this week?', 'show my mood for the last month', 'have I been feeling better lately?'],
      pt: ['como foi meu humor essa semana?', 'mostra meu humor do último mês', 'tenho me sentido melhor ultimamente?'],
    },
  },
};
