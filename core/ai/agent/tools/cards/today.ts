import type { ToolCards } from '../card';

/** How people ask for the Today tools (tools/today.ts): the day's routine entries, checked or skipped. */
export const todayCards: ToolCards = {
  getTodayRoutine: {
    words: {
      en: "today, today's routine, what do I have today, what's left today, what's next, still open, pending today, my day, my plate today, agenda today, yesterday, XP today, done today",
      pt: 'hoje, rotina de hoje, o que tenho hoje, o que falta hoje, o que vem agora, ainda aberto, pendente hoje, meu dia, ver meu dia, como tá meu dia, agenda de hoje, ontem, XP de hoje, o que já fiz hoje',
    },
    examples: {
      en: ['what do I have today?', "what's left on my routine for today?", 'what did I finish yesterday?', 'how much XP did I make today?'],
      pt: ['o que eu tenho pra hoje?', 'o que falta da minha rotina hoje?', 'o que eu fiz ontem?', 'quanto de XP eu ganhei hoje?'],
    },
  },
  checkRoutineItem: {
    words: {
      en: 'check, done, did it, completed, mark done, mark as done, tick, finished, just did, I did my, already did, got it done, uncheck, untick, not done after all, late check, did it yesterday, mark it on my routine, mark in the routine, this morning, earlier today, today I, tonight I, just now',
      pt: 'fiz, feito, concluí, marquei, terminei, já fiz, marcar, marca como feito, pode marcar, acabei, desmarcar, desmarca, não fiz na verdade, fiz ontem, esqueci de marcar, marca na rotina, marcar na rotina, marca lá, hoje de manhã, hoje cedo, agora há pouco, mais cedo hoje',
    },
    examples: {
      en: ['I meditated, check it', 'mark Read as done', 'done with my run!', 'uncheck Gym, I did not go after all', 'I forgot to tick Journal yesterday'],
      pt: ['já meditei, marca aí', 'marca Ler como feito', 'terminei a corrida!', 'desmarca Academia, acabei não indo', 'esqueci de marcar o Diário ontem'],
    },
    with: ['getTodayRoutine'],
  },
  skipRoutineItem: {
    words: {
      en: 'skip, skip today, pass, not today, skipping, taking a day off, rest day, leave it for today, excuse, unskip, not skipping after all',
      pt: 'pular, pula, pulei, hoje não, não vou fazer hoje, vou pular, folga, dia de descanso, deixa pra lá hoje, dispensar, despular, não pular',
    },
    examples: {
      en: ['skip the gym today, I am sick', 'I am not reading tonight, skip it', 'I will pass on running today', 'unskip Meditate, I will do it after all'],
      pt: ['pula a academia hoje, tô doente', 'hoje não vou ler, pula', 'vou dar uma folga da corrida hoje', 'despula Meditar, vou fazer sim'],
    },
    with: ['getTodayRoutine'],
  },
};
