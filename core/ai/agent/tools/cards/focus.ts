import type { ToolCards } from '../card';

/**
 * How people ask for the Focus Mode tools (tools/focus.ts): micro-tasks (small steps) on a
 * routine entry, and the day's pomodoros.
 */
export const focusCards: ToolCards = {
  getItemMicroTasks: {
    words: {
      en: 'micro-tasks, micro tasks, steps of this item, subtasks, small steps, list steps, what steps, checklist of the item, steps here',
      pt: 'micro tarefas, micro-tarefas, passos do item, passinhos, subtarefas, passos daqui, quais passos, lista de passos, etapas desse item',
    },
    examples: {
      en: ['what are the steps of this item?', 'show the micro-tasks for Study', 'list the subtasks I have for writing the report'],
      pt: ['quais são os passos desse item?', 'mostra as micro tarefas de Estudar', 'lista as subtarefas do relatório'],
    },
    with: ['getTodayRoutine'],
  },
  getFocusDay: {
    words: {
      en: 'focus mode, focus day, pomodoros, pomodoro count, focus sessions, focus cycles, focus time, breaks, short break, long break, timer, how long did I focus, micro-tasks of the day',
      pt: 'modo foco, dia de foco, pomodoros, quantos pomodoros, sessões de foco, ciclos de foco, tempo de foco, pausas, pausa curta, pausa longa, cronômetro, quanto tempo focado, quanto foquei, horas de foco, fiquei focado, micro tarefas do dia',
    },
    examples: {
      en: ['how many pomodoros did I do today?', 'how long did I focus yesterday?', 'show my focus day', 'which micro-tasks did I tick today?'],
      pt: ['quantos pomodoros eu fiz hoje?', 'quanto tempo fiquei focado ontem?', 'mostra meu dia no modo foco', 'quais passinhos eu marquei hoje?'],
    },
  },
  addMicroTask: {
    words: {
      en: 'add micro-task, add step, new step, break it down, break down, split into small steps, smaller steps, break into pieces, chunk it, subtask, first step, next step, small step',
      pt: 'adicionar micro tarefa, adiciona um passo, adicionar passo, novo passo, passinho, dividir em passos, divide em passos menores, quebrar em partes, quebra em pedaços, partes menores, quebrar em etapas, subtarefa, primeiro passo, próximo passo',
    },
    examples: {
      en: ['add a step "outline chapter 2" to this', 'break writing the report into small steps', 'help me split studying into micro-tasks', 'first step: open the laptop'],
      pt: ['adiciona um passo "fazer o esboço" aqui', 'quebra o relatório em passinhos', 'me ajuda a dividir o estudo em micro tarefas', 'primeiro passo: abrir o notebook'],
    },
    with: ['getTodayRoutine', 'getFocusDay'],
  },
  toggleMicroTask: {
    words: {
      en: 'tick step, step done, finished the step, check micro-task, mark step, untick step, uncheck step, reopen step',
      pt: 'marcar passo, marca o passo, passo feito, terminei o passo, concluí o passo, marcar micro tarefa, desmarcar passo, reabrir passo, fiz o passinho',
    },
    examples: {
      en: ['I finished the outline step, tick it', 'mark the step "read chapter 1" as done', 'untick "send email", not done yet'],
      pt: ['terminei o esboço, marca o passo', 'marca o passinho "ler capítulo 1" como feito', 'desmarca "mandar email", ainda não fiz'],
    },
    with: ['getFocusDay', 'getItemMicroTasks'],
  },
  pinMicroTask: {
    words: {
      en: 'pin step, pin micro-task, always show step, keep step on every item, recurring step, unpin, stop pinning',
      pt: 'fixar passo, fixa o passo, fixar micro tarefa, sempre mostrar passo, passo fixo, manter em todo item, desafixar, tirar o fixado',
    },
    examples: {
      en: ['pin "fill the water bottle" so it shows on every item', 'always add "silence phone" as a step', 'unpin the step "stretch"'],
      pt: ['fixa o passo "encher a garrafinha" pra aparecer sempre', 'quero "silenciar o celular" fixo em todo item', 'desafixa o passo "alongar"'],
    },
    with: ['getFocusDay', 'getItemMicroTasks'],
  },
  deleteMicroTask: {
    words: {
      en: 'delete step, remove step, delete micro-task, remove micro-task, erase subtask, drop the step',
      pt: 'apagar passo, apaga o passo, remover passo, remove o passo, excluir passo, apagar micro tarefa, tirar passinho, deletar subtarefa',
    },
    examples: {
      en: ['delete the step "check email"', 'remove that micro-task, I do not need it', 'get rid of the subtask "print notes"'],
      pt: ['apaga o passo "ver email"', 'remove essa micro tarefa, não preciso', 'tira o passinho "imprimir"'],
    },
    with: ['getFocusDay', 'getItemMicroTasks'],
  },
  reorderMicroTasks: {
    words: {
      en: 'reorder steps, change the order of steps, move step up, move step down, step first, step last, sort micro-tasks',
      pt: 'reordenar passos, reordena os passos, mudar a ordem dos passos, muda a ordem, subir passo, descer passo, passo primeiro, passo por último, ordenar micro tarefas',
    },
    examples: {
      en: ['put "outline" before "write draft"', 'reorder my steps: research, outline, write', 'move "send email" to the end'],
      pt: ['coloca "esboço" antes de "escrever"', 'reordena os passos: pesquisar, esboçar, escrever', 'joga "mandar email" pro final'],
    },
    with: ['getFocusDay', 'getItemMicroTasks'],
  },
};
