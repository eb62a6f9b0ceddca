import type { ToolCards } from '../card';

/**
 * How people ask for the study-cycle tools (tools/study-cycles.ts): a cycle is a study
 * timetable ("ciclo de estudos", "cronograma") whose queue of blocks shares the week's minutes
 * among subjects; sessions are study logged by hand.
 */
export const studyCycleCards: ToolCards = {
  getStudyToday: {
    words: {
      en: "today's study blocks, study block, next block, which subject now, how many minutes to study today, study cycle today, what's next in my cycle, lap, queue",
      pt: 'blocos de estudo de hoje, bloco de estudo, próximo bloco, qual matéria agora, quantos minutos estudar hoje, ciclo de estudos hoje, o que vem no ciclo, volta do ciclo, fila de blocos',
    },
    examples: {
      en: ['which study block is next?', 'how many minutes do I still have to study today?', 'what subject does my cycle say for today?'],
      pt: ['qual o próximo bloco de estudo?', 'quantos minutos ainda faltam de estudo hoje?', 'qual matéria o ciclo manda estudar hoje?'],
    },
  },
  listStudyCycles: {
    words: {
      en: 'study cycles, my cycles, active cycles, list cycles, study timetable, study schedule, lap progress, which cycles',
      pt: 'ciclos de estudo, meus ciclos, ciclos ativos, listar ciclos, cronograma de estudos, meus cronogramas, progresso da volta, quais ciclos',
    },
    examples: {
      en: ['what study cycles do I have?', 'how far am I in my current lap?', 'list my active study cycles'],
      pt: ['quais ciclos de estudo eu tenho?', 'como tá a volta do meu ciclo?', 'lista meus cronogramas de estudo'],
    },
  },
  getStudyCycle: {
    words: {
      en: 'cycle details, show the cycle, subjects of the cycle, subject weights, weekly minutes, blocks of the cycle, block numbers, study days and minutes',
      pt: 'detalhes do ciclo, mostrar o ciclo, matérias do ciclo, pesos das matérias, minutos por semana, blocos do ciclo, número do bloco, dias e minutos de estudo',
    },
    examples: {
      en: ['show my ENEM cycle in detail', 'how many minutes a week does Math get in my cycle?', 'list the blocks of the Bar exam cycle'],
      pt: ['mostra o ciclo ENEM completo', 'quantos minutos por semana Matemática tem no ciclo?', 'lista os blocos do ciclo da OAB'],
    },
    with: ['listStudyCycles'],
  },
  listStudySessions: {
    words: {
      en: 'study sessions, logged study, how much did I study, study history, hours studied, minutes studied this week, study log',
      pt: 'sessões de estudo, estudos registrados, quanto estudei, histórico de estudo, horas estudadas, minutos estudados na semana, registro de estudo',
    },
    examples: {
      en: ['how much did I study this week?', 'show the study sessions I logged', 'how many hours did I study in the last 30 days?'],
      pt: ['quanto eu estudei essa semana?', 'mostra as sessões de estudo que registrei', 'quantas horas estudei nos últimos 30 dias?'],
    },
  },
  createStudyCycle: {
    words: {
      en: 'create study cycle, new study cycle, study timetable, study schedule, plan my studies, weekly study plan, exam prep plan, subjects with importance, mastery, minutes per day',
      pt: 'criar ciclo de estudos, cria um ciclo, novo ciclo de estudos, montar cronograma, monta um cronograma, cronograma de estudos, planejar estudos, plano de estudo semanal, concurso, vestibular, ENEM, matérias com peso, domínio, minutos por dia',
    },
    examples: {
      en: ['create a study cycle for my exam with Math, Physics and Chemistry', 'plan my studies: 2 hours on weekdays, Math matters most', 'I want a weekly study timetable for the bar exam'],
      pt: ['cria um ciclo de estudos pro ENEM com Matemática, Física e Química', 'monta um cronograma: 2 horas por dia útil, Matemática é mais importante', 'quero um ciclo de estudos pro concurso'],
    },
    with: ['listStudyTopics', 'listStudyCycles'],
  },
  editStudyCycle: {
    words: {
      en: 'change study cycle, edit cycle, add subject to cycle, remove subject from cycle, change study minutes, rest day, study start time, change weights, longest block, rename cycle',
      pt: 'mudar ciclo de estudos, muda o ciclo, editar ciclo, adicionar matéria no ciclo, tirar matéria do ciclo, mudar minutos de estudo, dia de descanso, horário de início, mudar pesos, bloco máximo, renomear ciclo',
    },
    examples: {
      en: ['add History to my ENEM cycle', 'make Sunday a rest day in my study cycle', 'change Wednesday to 90 minutes of study', 'I am better at Physics now, lower its weight'],
      pt: ['adiciona História no ciclo ENEM', 'deixa domingo como dia de descanso no ciclo', 'muda a quarta pra 90 minutos de estudo', 'já domino mais Física, diminui o peso dela'],
    },
    with: ['getStudyCycle', 'listStudyTopics'],
  },
  editStudyBlock: {
    words: {
      en: 'change block, edit block, block mode, goal block, time block, block concept, block number, target a topic in the block, next concept',
      pt: 'mudar bloco, muda o bloco, editar bloco, modo do bloco, bloco por meta, bloco por tempo, conceito do bloco, número do bloco, focar um assunto no bloco, próximo conceito',
    },
    examples: {
      en: ['make block 3 a goal block on Derivatives', 'switch block 5 back to time mode', 'block 2 should target what the roadmap says next'],
      pt: ['muda o bloco 3 pra meta em Derivadas', 'volta o bloco 5 pra modo tempo', 'o bloco 2 deve seguir o próximo passo do roteiro'],
    },
    with: ['getStudyCycle'],
  },
  archiveStudyCycle: {
    words: {
      en: 'archive study cycle, finish cycle, close cycle, end the cycle, done with the cycle, keep history, exam is over',
      pt: 'arquivar ciclo, arquiva o ciclo, encerrar ciclo, encerra o ciclo, fechar ciclo, terminar o ciclo, acabou o ciclo, guardar histórico, a prova já passou',
    },
    examples: {
      en: ['archive my ENEM cycle, the exam is over', 'close the Bar exam cycle but keep its history', 'I am done with that study cycle'],
      pt: ['arquiva o ciclo ENEM, a prova já passou', 'encerra o ciclo do concurso, já passei', 'encerra o ciclo da OAB mas guarda o histórico', 'terminei esse ciclo de estudos'],
    },
    with: ['listStudyCycles'],
  },
  deleteStudyCycle: {
    words: {
      en: 'delete study cycle, remove cycle, erase cycle, delete cycle for good, delete timetable',
      pt: 'apagar ciclo, apaga o ciclo, excluir ciclo, deletar ciclo de estudos, remover ciclo, apagar cronograma de vez',
    },
    examples: {
      en: ['delete my test cycle', 'remove the Spanish study cycle completely', 'erase that cycle, I made it by mistake'],
      pt: ['apaga o ciclo de teste', 'exclui o ciclo de espanhol de vez', 'deleta esse cronograma, criei errado'],
    },
    with: ['listStudyCycles'],
  },
  logStudySession: {
    words: {
      en: 'log study, I studied, record study time, studied for, minutes of study, log session, studied without the timer, add study time, hours of, an hour of, hour of study, studied at the library',
      pt: 'registrar estudo, registra, estudei, registrar tempo de estudo, estudei por, minutos de estudo, registrar sessão, estudei sem o cronômetro, lançar estudo, fiz 1h de, uma hora de, horas de, estudei na biblioteca, fiz de estudo',
    },
    examples: {
      en: ['I studied Math for 45 minutes', 'log 1 hour of Physics yesterday', 'I read Biology for 30 minutes at the library, record it'],
      pt: ['estudei 45 minutos de Matemática', 'registra 1 hora de Física ontem', 'li Biologia 30 minutos na biblioteca, lança aí'],
    },
    with: ['listStudyTopics'],
  },
  deleteStudySession: {
    words: {
      en: 'delete study session, remove session, logged wrong, undo logged study, erase session, wrong minutes',
      pt: 'apagar sessão de estudo, apaga a sessão, excluir sessão, registrei errado, desfazer estudo registrado, remover sessão, minutos errados',
    },
    examples: {
      en: ['delete the Math session I logged today', 'I logged the wrong minutes, remove that session', 'erase yesterday’s Physics study session'],
      pt: ['apaga a sessão de Matemática de hoje', 'registrei errado, exclui essa sessão', 'remove a sessão de Física de ontem'],
    },
    with: ['listStudySessions'],
  },
};
