import type { ToolCards } from '../card';

/**
 * How people ask for the routine and schedule tools (tools/routines.ts). A routine is the
 * plan of a day (DAILY: sections with time windows; LIST: a plain ordered checklist); a
 * schedule is the weekdays a routine runs on.
 */
export const routineCards: ToolCards = {
  getUserRoutines: {
    words: {
      en: 'list routines, show routines, my routines, which routines, routine sections, routine items, what is in my routine, morning routine, evening routine, time windows',
      pt: 'listar rotinas, mostrar rotinas, mostra a rotina, minhas rotinas, quais rotinas, seções da rotina, itens da rotina, o que tem na rotina, rotina da manhã, rotina da noite, janelas de horário',
    },
    examples: {
      en: ['what routines do I have?', 'show me my morning routine', 'what is in the Evening section?', 'which habits are in my weekday routine?'],
      pt: ['quais rotinas eu tenho?', 'mostra minha rotina da manhã', 'o que tem na seção Noite?', 'quais hábitos estão na minha rotina de semana?'],
    },
  },
  createUserRoutine: {
    words: {
      en: 'create routine, new routine, daily routine, build a routine, plan my day, morning routine, evening routine, sections, time windows, time blocks, from 7 to 9',
      pt: 'criar rotina, cria uma rotina, nova rotina, rotina diária, montar rotina, monta uma rotina, montar meu dia, planejar meu dia, rotina da manhã, rotina da noite, seções, janelas de horário, blocos de horário, das 7 às 9',
    },
    examples: {
      en: ['create a morning routine from 6 to 8 with meditation and reading', 'build me a daily routine with morning, afternoon and night sections', 'I want a routine for my workdays', 'plan my day: gym at 7, study at 9'],
      pt: ['cria uma rotina da manhã das 6 às 8 com meditar e ler', 'monta uma rotina diária com manhã, tarde e noite', 'quero uma rotina pros dias de trabalho', 'organiza meu dia: academia às 7, estudo às 9'],
    },
    with: ['getUserHabits', 'getUserTasks'],
  },
  editUserRoutine: {
    words: {
      en: 'redo routine, rebuild routine, rewrite the whole routine, replace routine, start the routine over, restructure routine, reorganize everything, new version of the routine',
      pt: 'refazer rotina, refaz a rotina, reconstruir rotina, reescrever a rotina inteira, substituir rotina, recomeçar a rotina, reestruturar rotina, reorganizar tudo, nova versão da rotina',
    },
    examples: {
      en: ['redo my whole morning routine: only meditation and a run now', 'replace my routine with these three sections', 'rebuild the Weekday routine from scratch'],
      pt: ['refaz minha rotina da manhã inteira: agora só meditar e correr', 'substitui a rotina por essas três seções', 'reescreve a rotina de semana do zero'],
    },
    with: ['getUserRoutines', 'getUserHabits', 'getUserTasks'],
  },
  patchUserRoutine: {
    words: {
      en: 'rename routine, routine icon, add section, new section, rename section, change section time, section window, remove section, move section, move item, change item time, move to another section, favorite section, reorder routine, section start, section end, start at, instead of, earlier, later',
      pt: 'renomear rotina, renomeia a rotina, ícone da rotina, adicionar seção, adiciona uma seção, nova seção, renomear seção, mudar horário da seção, janela da seção, remover seção, mover seção, mover item, passa pra seção, mudar horário do item, passar pra outra seção, seção favorita, reordenar rotina, começar às, em vez de, mais cedo, mais tarde, início da seção',
    },
    examples: {
      en: ['add an Afternoon section from 13:00 to 17:00 to my routine', 'move Read to the Night section', 'change the Morning section to 6:30–8:30', 'rename my routine to Workdays', 'put Meditate first in the morning'],
      pt: ['adiciona uma seção Tarde das 13h às 17h na rotina', 'passa Ler pra seção Noite', 'muda o horário da seção Manhã pra 6:30 às 8:30', 'renomeia a rotina pra Dias úteis', 'coloca Meditar como primeiro da manhã'],
    },
    with: ['getUserRoutines'],
  },
  createUserListRoutine: {
    words: {
      en: 'list routine, checklist, make a checklist, create a checklist, simple list, plain list, no times, ordered list of habits, list without schedule, just a list',
      pt: 'rotina de lista, checklist, cria uma checklist, faz uma lista, lista simples, lista sem horário, sem horários, lista em ordem, só uma lista, lista de hábitos',
    },
    examples: {
      en: ['create a checklist routine with Read, Stretch and Journal, no times', 'make a simple list routine for weekends', 'I just want a list of things to do each day, without times'],
      pt: ['cria uma rotina em lista com Ler, Alongar e Diário, sem horário', 'faz uma checklist pro fim de semana', 'só quero uma lista do que fazer no dia, sem horários'],
    },
    with: ['getUserHabits', 'getUserTasks'],
  },
  editUserListRoutine: {
    words: {
      en: 'edit list routine, replace checklist, rewrite the list, change checklist items, redo the list, reorder checklist, rename checklist',
      pt: 'editar rotina de lista, substituir checklist, reescrever a lista, mudar itens da checklist, refazer a lista, reordenar checklist, renomear checklist',
    },
    examples: {
      en: ['change my weekend checklist to Read, Walk and Call mom', 'redo the Weekend list routine with these items', 'rename my checklist to Weekend'],
      pt: ['muda minha checklist do fim de semana pra Ler, Caminhar e Ligar pra mãe', 'refaz a lista do Fim de semana com esses itens', 'renomeia a checklist pra Fim de semana'],
    },
    with: ['getUserRoutines', 'getUserHabits', 'getUserTasks'],
  },
  addHabitToRoutineSection: {
    words: {
      en: 'add habit to routine, put habit in routine, place habit, habit in section, include habit in my morning, schedule habit at, habit into the routine',
      pt: 'adicionar hábito na rotina, coloca o hábito na rotina, colocar hábito na rotina, incluir hábito na rotina, hábito na seção, põe o hábito de manhã, encaixar hábito, hábito às 7',
    },
    examples: {
      en: ['add my Read habit to the Night section', 'put Meditate in my morning routine at 6:30', 'include the Drink water habit in my routine'],
      pt: ['coloca o hábito Ler na seção Noite', 'põe Meditar na minha rotina da manhã às 6:30', 'inclui o hábito Beber água na rotina'],
    },
    with: ['getUserHabits', 'getUserRoutines'],
  },
  addTaskToRoutineSection: {
    words: {
      en: 'add task to routine, put task in routine, place task, task in section, include task in my afternoon, fit the to-do into my day, task into the routine',
      pt: 'adicionar tarefa na rotina, coloca a tarefa na rotina, colocar tarefa na rotina, incluir tarefa na rotina, tarefa na seção, põe a tarefa de tarde, encaixar tarefa no dia',
    },
    examples: {
      en: ['add the task Pay rent to my morning section', 'put Call the bank in the afternoon of my routine', 'fit the Book dentist task into my routine'],
      pt: ['coloca a tarefa Pagar aluguel na seção Manhã', 'põe Ligar pro banco na tarde da rotina', 'encaixa a tarefa Marcar dentista na minha rotina'],
    },
    with: ['getUserTasks', 'getUserRoutines'],
  },
  removeRoutineItem: {
    words: {
      en: 'remove from routine, take out of routine, remove item, remove entry, drop from section, take off my morning, keep the habit but not in the routine, unplace',
      pt: 'tirar da rotina, tira da rotina, remover da rotina, remove da rotina, remover item, tirar item, tirar da seção, tira da manhã, sair da rotina, manter o hábito mas fora da rotina',
    },
    examples: {
      en: ['take Read out of my night routine', 'remove Meditate from the Morning section', 'I do not want Run in my routine anymore, but keep the habit'],
      pt: ['tira Ler da rotina da noite', 'remove Meditar da seção Manhã', 'não quero mais Correr na rotina, mas mantém o hábito'],
    },
    with: ['getUserRoutines'],
  },
  deleteUserRoutine: {
    words: {
      en: 'delete routine, remove routine, get rid of routine, erase routine, delete the whole routine, drop routine',
      pt: 'apagar rotina, excluir rotina, remover rotina, deletar rotina, apaga a rotina, apague, exclui a rotina, apaguei, acabar com a rotina, rotina inteira',
    },
    examples: {
      en: ['delete my Weekend routine', 'get rid of the old morning routine', 'remove the routine Summer'],
      pt: ['apaga a rotina Fim de semana', 'exclui a rotina antiga da manhã', 'deleta a rotina Férias'],
    },
    with: ['getUserRoutines'],
  },
  getUserSchedules: {
    words: {
      en: 'schedules, which days, weekdays, which routine on Monday, weekly schedule, routine days, what runs on weekends, days of the week',
      pt: 'programação, quais dias, dias da semana, qual rotina na segunda, agenda semanal, dias da rotina, o que vale no fim de semana, em que dias',
    },
    examples: {
      en: ['which days does my morning routine run?', 'what routine do I have on Saturday?', 'show my weekly schedule'],
      pt: ['em quais dias vale minha rotina da manhã?', 'qual rotina eu tenho no sábado?', 'mostra minha programação da semana'],
    },
  },
  createUserSchedule: {
    words: {
      en: 'schedule routine, set days, run on weekdays, use on Mondays, every weekday, weekends, Monday to Friday, on which days, assign days to routine',
      pt: 'agendar rotina, agenda a rotina, programar rotina, definir dias, vale nos dias, dias úteis, segunda a sexta, fim de semana, toda segunda, usar nos dias, colocar a rotina nos dias',
    },
    examples: {
      en: ['run my Workdays routine Monday to Friday', 'schedule the Weekend routine on Saturday and Sunday', 'use the Gym routine on Mondays, Wednesdays and Fridays'],
      pt: ['coloca a rotina Trabalho de segunda a sexta', 'agenda a rotina Fim de semana no sábado e domingo', 'a rotina Academia vale segunda, quarta e sexta'],
    },
    with: ['getUserRoutines', 'getUserSchedules'],
  },
  updateUserSchedule: {
    words: {
      en: 'change days, change schedule, update schedule, add Saturday, remove Friday, different weekdays, new set of days, reschedule routine',
      pt: 'mudar dias, muda os dias, mudar programação, alterar programação, adicionar sábado, tirar sexta, outros dias da semana, trocar os dias, reprogramar rotina',
    },
    examples: {
      en: ['add Saturday to my Workdays routine schedule', 'change the Gym routine to Tuesday and Thursday', 'stop running the morning routine on Fridays'],
      pt: ['acrescenta o sábado na programação da rotina Trabalho', 'muda a rotina Academia pra terça e quinta', 'tira a sexta da rotina da manhã'],
    },
    with: ['getUserSchedules', 'getUserRoutines'],
  },
  deleteUserSchedule: {
    words: {
      en: 'delete schedule, remove schedule, unschedule, no days, stop running routine, pause routine, no weekdays',
      pt: 'apagar programação, remover programação, desagendar, desagenda, nenhum dia, parar de usar a rotina, pausar rotina, pausa a rotina, tirar todos os dias',
    },
    examples: {
      en: ['unschedule my Summer routine', 'stop the Gym routine on every day, keep it for later', 'remove the schedule of the Weekend routine'],
      pt: ['desagenda a rotina Férias', 'para de usar a rotina Academia, mas não apaga', 'remove a programação da rotina Fim de semana'],
    },
    with: ['getUserSchedules'],
  },
};
